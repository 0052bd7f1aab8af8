#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file in order, keeping a digest of every `chunkSize` bytes, which `finish` appends.
struct ChunkedOutput {
    let descriptor: Int32
    let chunkSize: Int
    private var offset = 0
    private var digests: [UInt64] = []
    /// The digest of the chunk being filled, made as its bytes come (none kept for it).
    private var chunk = ChunkDigest.Stream()
    private var buffer: [UInt8] = []

    /// Bytes gathered before they are written: a big diary's store is saved beside its
    /// assembly, where a buffer of a megabyte (which grew to two when a write overran it) was
    /// part of the peak. 64 KB: a 50,000-entry store (about 150 MB) in some 2,500 writes.
    static let bufferSize = 64 << 10

    init(descriptor: Int32, chunkSize: Int) {
        self.descriptor = descriptor
        self.chunkSize = chunkSize
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer, digested: Bool = true) -> Bool {
        var rest = bytes
        while digested, !rest.isEmpty {
            let take = min(rest.count, chunkSize - chunk.count)
            // The chunk's digest is over exactly its bytes, however they were handed in.
            chunk.add(UnsafeRawBufferPointer(rebasing: rest[..<take]))
            rest = UnsafeRawBufferPointer(rebasing: rest[take...])
            if chunk.count == chunkSize { closeChunk() }
        }
        // Written before the buffer would grow; what would fill it alone goes out as it is.
        if buffer.count + bytes.count > Self.bufferSize, !flush() { return false }
        guard bytes.count < Self.bufferSize else {
            defer { offset += bytes.count }
            return BodyFile.writeAll(descriptor, bytes, at: offset)
        }
        buffer.append(contentsOf: bytes)
        return true
    }

    private mutating func closeChunk() {
        digests.append(chunk.value)
        chunk = ChunkDigest.Stream()
    }

    private mutating func flush() -> Bool {
        let ok = buffer.withUnsafeBytes { BodyFile.writeAll(descriptor, $0, at: offset) }
        offset += buffer.count
        buffer.removeAll(keepingCapacity: true)
        return ok
    }

    /// Appends the digests and then `trailer` (neither digested).
    mutating func finish(trailer: [UInt64]) -> Bool {
        if chunk.count > 0 { closeChunk() }
        var ok = true
        for word in digests + trailer {
            if buffer.count + 8 > Self.bufferSize { ok = flush() && ok }
            withUnsafeBytes(of: word.littleEndian) { buffer.append(contentsOf: $0) }
        }
        return flush() && ok
    }
}
