/// When each file of a diary was first committed and last changed, and by whom, from `HEAD`'s
/// commits only (never the working tree); a file not committed, or no git at all, has no record.
public struct GitHistory: Sendable {
    /// Where the history came from, or why there is none.
    public enum Status: Sendable, Hashable {
        /// Read from the repository at this commit (`HEAD`'s full hash).
        case read(commit: String)
        /// git is not installed.
        case gitNotFound
        /// The diary is not in a git repository (or git refuses it, e.g. another user's folder).
        case notARepository
        /// The repository has no commit yet.
        case noCommits
        /// `git log` failed.
        case unreadable
    }

    public let status: Status
    /// A shallow clone (as CI makes): a file that existed at its boundary has no `first` commit,
    /// and one that has not changed since has no record at all.
    public let isShallow: Bool
    /// Each committed file that is still in `HEAD`, by its path relative to the diary root
    /// (`Content/entries/…`, whatever folder of the repository the diary is in).
    public let files: [String: FileHistory]

    public init(files: [String: FileHistory], isShallow: Bool = false, status: Status) {
        (self.files, self.isShallow, self.status) = (files, isShallow, status)
    }

    /// No history: what a diary without git gets.
    public static func empty(_ status: Status) -> GitHistory { GitHistory(files: [:], status: status) }

    /// The history of the file at `path` (relative to the diary root), if it is committed.
    public subscript(path: String) -> FileHistory? { files[path] }

    /// The commit the history was read at, when it was read.
    public var commit: String? {
        guard case .read(let commit) = status else { return nil }
        return commit
    }

    /// Names what `attach` makes of this history for a diary's settings (`EntryCache.historyKey`):
    /// the same commit, shallow or not, always gives the same attached histories. 0 for no history.
    public var attachmentKey: UInt64 { commit.map { Self.attachmentKey(commit: $0, isShallow: isShallow) } ?? 0 }

    static func attachmentKey(commit: String, isShallow: Bool) -> UInt64 {
        ContentDigest.of("\(commit) shallow=\(isShallow)") | 1
    }
}
