import Foundation

/// A folder under the system's temporary folder for one test, removed by `remove()`.
struct TemporaryImportFolder {
    let url = FileManager.default.temporaryDirectory.appending(path: "keepsake-import-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

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

    func remove() { try? FileManager.default.removeItem(at: url) }
}
