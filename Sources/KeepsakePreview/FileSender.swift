import NIOCore
import NIOHTTP1
import NIOPosix

/// Sends a file from disk as an answer's body a piece at a time, each read on NIO's thread pool and written
/// once the connection took the one before: a huge photo costs a few pieces of memory, however slow the browser.
enum FileSender {
    static let pieceSize = 256 << 10

    /// The file is shorter than its `Content-Length` said: the answer cannot be finished.
    struct ShorterThanSaid: Error {}

    static func send(
        _ file: PreviewResponse.StreamedFile, to responses: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        let io = NonBlockingFileIO(threadPool: .singleton)
        try await io.withFileHandle(_deprecatedPath: file.path, mode: .read) { handle in
            var offset = 0
            while offset < file.size {
                let piece = try await io.read(
                    fileHandle: handle, fromOffset: Int64(offset), byteCount: min(pieceSize, file.size - offset),
                    allocator: ByteBufferAllocator())
                guard piece.readableBytes > 0 else { throw ShorterThanSaid() }
                offset += piece.readableBytes
                try await responses.write(.body(.byteBuffer(piece)))
            }
        }
    }
}
