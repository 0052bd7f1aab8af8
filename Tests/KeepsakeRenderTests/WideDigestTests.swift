import Testing

@testable import KeepsakeBuild
@testable import KeepsakeCore

/// A store is digested as it is written (`WideDigest.Stream`): the digest of bytes handed in any
/// parts is the one-shot digest of them, which the store is checked with when read.
@Suite("Wide digests")
struct WideDigestTests {
    /// 1,000 bytes from a fixed linear congruential sequence.
    private static let bytes: [UInt8] = {
        var (bytes, state) = ([UInt8](), 42 as UInt64)
        for _ in 0..<1000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        return bytes
    }()

    /// Fixed digests (stores on disk hold such digests): every length around a 32-byte block's edge.
    @Test(arguments: [
        (0, 6_586_929_201_324_813_868 as UInt64), (1, 4_213_602_486_225_125_763), (31, 2_640_001_729_466_870_970),
        (32, 4_201_498_937_879_025_273), (33, 13_172_202_429_945_468_822), (100, 16_080_100_858_799_387_265),
        (1000, 11_358_962_771_472_625_562),
    ])
    func oneShotDigestIsUnchanged(count: Int, expected: UInt64) {
        #expect(Self.bytes.prefix(count).withUnsafeBytes { WideDigest.of($0) } == expected)
    }

    @Test func bytesInAnyPartsDigestAsWhole() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 0...Self.bytes.count, using: &generator)
            let whole = Self.bytes.prefix(count).withUnsafeBytes { WideDigest.of($0) }
            var stream = WideDigest.Stream()
            var start = 0
            while start < count {
                let end = min(count, start + Int.random(in: 0...70, using: &generator))
                Self.bytes[start..<end].withUnsafeBytes { stream.add($0) }
                start = end
            }
            #expect(stream.count == count)
            #expect(stream.value == whole, "\(count) bytes")
        }
    }
}
