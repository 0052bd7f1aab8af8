import Foundation

/// A fresh folder under the temporary directory, removed when the test lets go of it.
final class ReaderScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "keepsake-import-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }
}
