/// A 64-bit digest of content, the same in every process and run, for telling whether an input changed
/// (not for security): Swift's `Hasher` is seeded per process, so it cannot key anything kept between builds.
public struct ContentDigest: Sendable, Hashable {
    public private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    public init() {}

    /// Adds `text`'s UTF-8 bytes, then its length, so `"ab" + "c"` differs from `"a" + "bc"`.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    public mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        // Eight bytes at a time: a build hashes every source file, so this is on a hot path.
        while index + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        mix(tail)
        mix(UInt64(bytes.count))
    }

    public mutating func add(_ number: UInt64) { mix(number) }

    public mutating func add(_ number: Int) { mix(UInt64(bitPattern: Int64(number))) }

    public mutating func add(_ flag: Bool) { mix(flag ? 1 : 2) }

    /// The digest of some bytes.
    public static func of(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { of($0) } }

    /// The digest of some bytes (what `of(_:)` of the same bytes in an array gives).
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var digest = ContentDigest()
        digest.add(bytes)
        return digest.value
    }

    /// The digest of one text (what `add(_:)` of it adds).
    public static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    private mutating func mix(_ word: UInt64) {
        // A multiply–xorshift round (as in splitmix64/wyhash): every input bit reaches every output bit.
        var x = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x = x &* 0x94D0_49BB_1331_11EB
        value = x ^ (x >> 29)
    }
}
