/// A 64-bit digest of a large buffer, four words at a time in independent lanes: `ContentDigest`
/// mixes one word after the other, and a store of a big diary is tens of megabytes checked on
/// every build. Stable across processes, like `ContentDigest`; not for security.
enum ChunkDigest {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        var index = 0
        while index + 32 <= bytes.count {
            lanes.0 = mix(lanes.0, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            lanes.1 = mix(lanes.1, bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
            lanes.2 = mix(lanes.2, bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
            lanes.3 = mix(lanes.3, bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
            index += 32
        }
        var digest = ContentDigest()
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { digest.add(lane) }
        digest.add(UnsafeRawBufferPointer(rebasing: bytes[index...]))
        digest.add(bytes.count)
        return digest.value
    }

    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        var x = (lane ^ word) &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        return x &* 0x94D0_49BB_1331_11EB
    }
}
