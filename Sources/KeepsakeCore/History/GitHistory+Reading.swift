import Foundation

extension GitHistory {
    /// Every file's history under `contentFolder` (of `root`) from one `git log`, renames followed and
    /// merges skipped whatever git's configuration; empty (the reason in `status`) when git cannot say.
    /// One saved in `cache` at `HEAD` is decoded only when asked for, so a few entries decode only theirs.
    public static func startReading(
        root: URL, contentFolder: String = "Content", gitExecutable: URL? = nil, cache: (any HistoryMemo)? = nil
    ) -> PendingHistory {
        let content = root.appending(path: contentFolder, directoryHint: .isDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isFolder), isFolder.boolValue else {
            return PendingHistory(.empty(.notARepository))
        }
        let git = Git(folder: content, executable: gitExecutable)
        let (head, isShallow): (String, Bool)
        switch headAnswer(git) {
        case .commit(let commit, let shallow)?: (head, isShallow) = (commit, shallow)
        case .unborn?: return PendingHistory(.empty(.noCommits))
        case .notARepository?: return PendingHistory(.empty(.notARepository))
        case nil: return PendingHistory(.empty(.gitNotFound))
        }
        let readLog = { @Sendable () -> GitHistory in
            guard let log = git.output(logArguments(commit: head)) else { return .empty(.gitNotFound) }
            guard log.status == 0 else { return .empty(.unreadable) }
            let prefix = contentFolder.hasSuffix("/") ? contentFolder : contentFolder + "/"
            let files = GitLogParser(isShallow: isShallow, pathPrefix: prefix).parse(log.bytes)
            let history = GitHistory(files: files, isShallow: isShallow, status: .read(commit: head))
            cache?.save(history, contentFolder: contentFolder)
            return history
        }
        if let saved = cache?.saved(at: head, isShallow: isShallow, contentFolder: contentFolder) {
            return PendingHistory(.saved(saved, reread: readLog))
        }
        return PendingHistory(readLog())
    }

    /// The commit `HEAD` names (`GitHead`, else one `git rev-parse`): every build asks whether its
    /// history is still current. `nil` without git, outside a repository or before the first commit.
    public static func head(root: URL, contentFolder: String = "Content", gitExecutable: URL? = nil) -> String? {
        let git = Git(
            folder: root.appending(path: contentFolder, directoryHint: .isDirectory), executable: gitExecutable)
        guard case .commit(let commit, _)? = headAnswer(git) else { return nil }
        return commit
    }

    /// What `GitHead` says, else git: one call answers whether it is a repository, whether it is
    /// shallow and which commit `HEAD` is. `nil` when git is not installed.
    private static func headAnswer(_ git: Git) -> GitHead.Answer? {
        if let answer = GitHead.read(from: git.folder) { return answer }
        guard let probe = git.output(["rev-parse", "--is-shallow-repository", "--verify", "-q", "HEAD"]) else {
            return nil
        }
        let lines = String(decoding: probe.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard let shallow = lines.first, shallow == "true" || shallow == "false" else { return .notARepository }
        guard probe.status == 0, lines.count == 2, let commit = lines.last, commit.allSatisfy(\.isHexDigit) else {
            return .unborn
        }
        return .commit(commit, isShallow: shallow == "true")
    }

    /// `git log` of `commit`, limited to the current folder, with paths relative to it.
    static func logArguments(commit: String) -> [String] {
        [
            // Settings that would change what is listed or how: fixed, so every machine agrees.
            "--literal-pathspecs", "--no-replace-objects", "-c", "log.showSignature=false",
            "-c", "diff.renameLimit=1000", "-c", "i18n.logOutputEncoding=UTF-8",
            "log", commit, "--no-color", "--encoding=UTF-8",
            // The first commit lists its files too; merges are skipped (their commits count).
            "--root", "--no-merges",
            // Paths relative to the current folder, wherever it is in the repository.
            "--relative",
            // Renames as `R<score> old new`, every path NUL-terminated and never quoted.
            "-M", "--name-status", "-z",
            // `\u{1}` marks a commit: author date (`1712297400 +0900`), parents, e-mail, name.
            "--date=raw", "--format=%x01%ad%x00%P%x00%ae%x00%an",
            "--", ".",
        ]
    }
}
