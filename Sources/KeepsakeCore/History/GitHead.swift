import Foundation

/// `HEAD`'s commit, and whether the clone is shallow, read from the repository's own files as
/// `git rev-parse` would answer, so that a build need not start git for it. Only the plain layout
/// (a `.git` folder, loose or packed refs) is read; anything else answers `nil`: ask git.
enum GitHead {
    /// What the files say.
    enum Answer: Equatable {
        /// `HEAD` names this commit (its full hash, as git prints it).
        case commit(String, isShallow: Bool)
        /// `HEAD` names a branch with no commit yet.
        case unborn
        /// No repository holds the folder: no `.git` in it or above it, up to the root or to the
        /// edge of its file system (where git stops looking too).
        case notARepository
    }

    /// Variables that move or reshape the repository git would find.
    static let redirecting = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM",
        "GIT_NAMESPACE", "GIT_REF_FORMAT", "GIT_OBJECT_DIRECTORY", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT",
    ]

    /// The answer for the repository holding `folder`, or `nil` when git must be asked.
    static func read(from folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Answer? {
        guard !redirecting.contains(where: { environment[$0] != nil }) else { return nil }
        guard let found = repository(holding: folder.standardizedFileURL.path) else { return nil }
        guard let gitFolder = found else { return .notARepository }
        let fileManager = FileManager.default
        for unusual in ["commondir", "reftable"] where fileManager.fileExists(atPath: gitFolder + "/" + unusual) {
            return nil
        }
        // `extensions.refStorage` (reftables) or anything else in the config about refs: git decides.
        guard let config = text(gitFolder + "/config"), !config.lowercased().contains("refstorage") else { return nil }
        guard let head = text(gitFolder + "/HEAD") else { return nil }
        guard let commit = resolve(head, in: gitFolder, depth: 0) else { return nil }
        guard let commit else { return .unborn }
        let shallow = text(gitFolder + "/shallow").map { !$0.isEmpty } ?? false
        return .commit(commit, isShallow: shallow)
    }

    /// The nearest `.git` folder upwards, when it is a plain folder this user owns (`safe.directory`);
    /// `.some(nil)` when there is none up to the root or a file system's edge; `nil`: git must say.
    private static func repository(holding path: String) -> String?? {
        var folder = path
        var device: dev_t?
        while true {
            var info = stat()
            guard stat(folder, &info) == 0 else { return nil }
            if let device, device != info.st_dev { return .some(nil) }
            device = info.st_dev
            let candidate = (folder == "/" ? "" : folder) + "/.git"
            if lstat(candidate, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { return nil }
                return candidate
            }
            // A bare repository (or a `.git` folder) as the folder itself: git's rules, not ours.
            if FileManager.default.fileExists(atPath: folder + "/HEAD") { return nil }
            guard folder != "/", !folder.isEmpty else { return .some(nil) }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The commit `reference` (the text of `HEAD` or of a loose ref) names: `.some(nil)` for a
    /// branch with no commit, `nil` when git must be asked.
    private static func resolve(_ reference: String, in gitFolder: String, depth: Int) -> String?? {
        let line = reference.trimmingCharacters(in: .newlines)
        if isHash(line) { return .some(line) }
        guard depth < 5, line.hasPrefix("ref: ") else { return nil }
        let name = String(line.dropFirst("ref: ".count))
        guard name.hasPrefix("refs/"), !name.contains(".."), !name.contains("//"), !name.hasSuffix("/") else {
            return nil
        }
        if let loose = text(gitFolder + "/" + name) { return resolve(loose, in: gitFolder, depth: depth + 1) }
        // A folder by that name, or a loose ref that cannot be read: git knows better.
        if FileManager.default.fileExists(atPath: gitFolder + "/" + name) { return nil }
        guard let packed = text(gitFolder + "/packed-refs") else {
            return FileManager.default.fileExists(atPath: gitFolder + "/packed-refs") ? nil : .some(nil)
        }
        for entry in packed.split(separator: "\n") where !entry.hasPrefix("#") && !entry.hasPrefix("^") {
            let parts = entry.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[1] == name {
                return isHash(String(parts[0])) ? .some(String(parts[0])) : nil
            }
        }
        return .some(nil)
    }

    /// A full SHA-1 or SHA-256 object name, in lowercase hexadecimal.
    private static func isHash(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64)
            && text.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    private static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
