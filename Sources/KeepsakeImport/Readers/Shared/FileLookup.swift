import Foundation

/// Finds files under a root by relative path as a person wrote it: exactly, else with each name
/// compared composed (NFC), as a Mac may have stored a Korean name decomposed that the text spells composed.
final class FileLookup {
    let root: URL
    private var listings: [String: [String]] = [:]

    init(root: URL) { self.root = root }

    /// The regular file at `path` (relative to the root, `/`-separated, already normalised), if any.
    func file(at path: String) -> URL? {
        guard !path.isEmpty else { return nil }
        let exact = root.appending(path: path)
        if isFile(exact) { return exact }
        var folder = ""
        for component in path.split(separator: "/").map(String.init) {
            let wanted = component.precomposedStringWithCanonicalMapping
            guard let match = listing(of: folder).first(where: { $0.precomposedStringWithCanonicalMapping == wanted })
            else { return nil }
            folder = folder.isEmpty ? match : folder + "/" + match
        }
        let found = root.appending(path: folder)
        return isFile(found) ? found : nil
    }

    /// The names in `folder` (relative to the root).
    func listing(of folder: String) -> [String] {
        if let names = listings[folder] { return names }
        let url = folder.isEmpty ? root : root.appending(path: folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        listings[folder] = names
        return names
    }

    func isFile(_ url: URL) -> Bool { FileManager.default.isFile(url) }
}
