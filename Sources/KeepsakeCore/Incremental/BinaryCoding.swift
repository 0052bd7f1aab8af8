import Foundation

/// Writes values into a compact byte format for caches: little-endian integers, length-prefixed
/// UTF-8. Only for files Keepsake itself reads back (see `EntryStore`); never for user files.
package struct BinaryWriter {
    package private(set) var bytes: [UInt8] = []
    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Bytes handed on by `drain()` so far.
    private(set) var drained = 0

    /// Where the next byte goes, counting the bytes drained.
    package var position: Int { drained + bytes.count }

    /// Forgets the bytes written so far (after they were saved).
    package mutating func drain() {
        drained += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }

    package mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }
    package mutating func write(_ value: Double) { write(value.bitPattern) }
    package mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { text in
            write(text.count)
            bytes.append(contentsOf: text)
        }
    }

    /// Bytes as `write(_: String)` writes a text's: `readBytes()` gives them back unchecked.
    package mutating func write(bytes text: SharedBytes) {
        write(text.count)
        text.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    package mutating func write<Value: BinaryCodable>(_ value: Value) { value.write(to: &self) }

    package mutating func write<Value: BinaryCodable>(_ value: Value?) {
        write(value != nil)
        if let value { value.write(to: &self) }
    }

    package mutating func write<Value: BinaryCodable>(_ values: [Value]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }
}

/// Reads what `BinaryWriter` wrote; any read past the end or out of range throws, so a damaged
/// cache is noticed instead of trusted.
package struct BinaryReader {
    package struct Damaged: Error { package init() {} }

    private let bytes: UnsafeRawBufferPointer
    /// What keeps `bytes` alive, when `readBytes()` may give slices of them rather than copies.
    private let owner: (any AnyObject & Sendable)?
    private(set) package var offset = 0
    package init(_ bytes: UnsafeRawBufferPointer, of owner: (any AnyObject & Sendable)? = nil) {
        (self.bytes, self.owner) = (bytes, owner)
    }

    package var isAtEnd: Bool { offset == bytes.count }

    package mutating func read() throws(Damaged) -> UInt64 {
        guard offset + 8 <= bytes.count else { throw Damaged() }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    package mutating func read() throws(Damaged) -> Int {
        let value: UInt64 = try read()
        return Int(Int64(bitPattern: value))
    }

    package mutating func read() throws(Damaged) -> Double { Double(bitPattern: try read()) }

    package mutating func read() throws(Damaged) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    package mutating func read() throws(Damaged) -> String { String(decoding: try readTextBytes(), as: UTF8.self) }

    /// What `write(bytes:)` wrote, as it is (not checked as UTF-8, as `read() -> String` does): a
    /// slice of the bytes read when they have an owner, else a copy.
    package mutating func readBytes() throws(Damaged) -> SharedBytes {
        let text = try readTextBytes()
        guard let owner else { return SharedBytes(Array(text)) }
        return SharedBytes(text, of: owner)
    }

    /// The bytes of a string, without making one (to compare it, or to pass over it).
    package mutating func readTextBytes() throws(Damaged) -> UnsafeRawBufferPointer {
        let count: Int = try read()
        guard count >= 0, count <= bytes.count - offset else { throw Damaged() }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    package mutating func read<Value: BinaryCodable>() throws(Damaged) -> Value { try Value(from: &self) }

    package mutating func read<Value: BinaryCodable>() throws(Damaged) -> Value? {
        let present: Bool = try read()
        return present ? try Value(from: &self) : nil
    }

    package mutating func read<Value: BinaryCodable>() throws(Damaged) -> [Value] {
        let count: Int = try read()
        // Every value takes at least one byte: a count larger than what is left is damage.
        guard count >= 0, count <= bytes.count - offset else { throw Damaged() }
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }
}

/// A value `BinaryWriter` can write and `BinaryReader` read back.
package protocol BinaryCodable {
    func write(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryReader.Damaged)
}

extension String: BinaryCodable {
    package func write(to writer: inout BinaryWriter) { writer.write(self) }
    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) { self = try reader.read() }
}
