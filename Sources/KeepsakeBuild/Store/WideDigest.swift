import KeepsakeCore
/// A 64-bit digest of a large buffer, four words at a time in independent lanes, stable across
/// processes and not for security: the entry store is checked whole on every build, and
/// `ContentDigest` mixes one word after the other.
enum WideDigest {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var stream = Stream()
        stream.add(bytes)
        return stream.value
    }

    /// The digest of bytes handed in parts (`of` their concatenation): a store is digested as it
    /// is written, never whole in memory.
    struct Stream {
        private var lanes: (UInt64, UInt64, UInt64, UInt64) =
            (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        /// The bytes past the last whole 32, in the low bytes first (`count % 32` of them).
        private var tail: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private(set) var count = 0

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var index = 0
            while index < bytes.count {
                if count % 32 == 0, index + 32 <= bytes.count {
                    lanes.0 = Self.mix(lanes.0, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    lanes.1 = Self.mix(lanes.1, bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                    lanes.2 = Self.mix(lanes.2, bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
                    lanes.3 = Self.mix(lanes.3, bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
                    (index, count) = (index + 32, count + 32)
                    continue
                }
                // A byte at a time into the tail, mixed in once it holds 32.
                let (place, byte) = (count % 32, bytes[index])
                withUnsafeMutableBytes(of: &tail) { $0[place] = byte }
                (index, count) = (index + 1, count + 1)
                if count % 32 == 0 { mixTail() }
            }
        }

        var value: UInt64 {
            var digest = ContentDigest()
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { digest.add(lane) }
            var tail = tail
            withUnsafeBytes(of: &tail) { digest.add(UnsafeRawBufferPointer(rebasing: $0[..<(count % 32)])) }
            digest.add(count)
            return digest.value
        }

        private mutating func mixTail() {
            // The words as `loadUnaligned` reads them from memory: the tuple is laid out in order.
            lanes.0 = Self.mix(lanes.0, tail.0)
            lanes.1 = Self.mix(lanes.1, tail.1)
            lanes.2 = Self.mix(lanes.2, tail.2)
            lanes.3 = Self.mix(lanes.3, tail.3)
            tail = (0, 0, 0, 0)
        }

        private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            var x = (lane ^ word) &* 0xBF58_476D_1CE4_E5B9
            x ^= x >> 31
            return x &* 0x94D0_49BB_1331_11EB
        }
    }
}
