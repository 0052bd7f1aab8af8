import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done with it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "keepsake-core-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` at `path` inside the folder, creating folders on the way.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The names in `path` (default: the folder itself), sorted, hidden ones included.
    func list(_ path: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appending(path: path).path)) ?? []).sorted()
    }

    func read(_ path: String) -> Data? { FileManager.default.contents(atPath: url.appending(path: path).path) }
}
