import NIOCore
import NIOHTTP1
import NIOPosix

#if canImport(Glibc)
    import Glibc
#endif

/// Sends a file from disk as an answer's body a piece at a time, each read on NIO's thread pool and written
/// once the connection took the one before: a huge photo costs a few pieces of memory, however slow the browser.
enum FileSender {
    static let pieceSize = 256 << 10

    /// The file is shorter than its `Content-Length` said: the answer cannot be finished.
    struct ShorterThanSaid: Error {}

    static func send(
        _ file: PreviewResponse.StreamedFile, to responses: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        let pool = NIOThreadPool.singleton
        let path = file.path
        let descriptor = try await pool.runIfActive { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw ShorterThanSaid() }
        defer { close(descriptor) }
        var offset = 0
        while offset < file.size {
            let (start, count) = (offset, min(pieceSize, file.size - offset))
            let piece = try await pool.runIfActive { read(count, at: start, from: descriptor) }
            guard piece.readableBytes > 0 else { throw ShorterThanSaid() }
            offset += piece.readableBytes
            try await responses.write(.body(.byteBuffer(piece)))
        }
    }

    /// Up to `count` bytes from `offset` of the open file (fewer at its end, none past it).
    private static func read(_ count: Int, at offset: Int, from descriptor: Int32) -> ByteBuffer {
        var buffer = ByteBufferAllocator().buffer(capacity: count)
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: count) { space in
            var done = 0
            while done < count {
                let result = pread(descriptor, space.baseAddress! + done, count - done, off_t(offset + done))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { break }
                done += result
            }
            return done
        }
        return buffer
    }
}
