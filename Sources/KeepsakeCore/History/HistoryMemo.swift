/// Where a history read from git is kept for the next build at the same `HEAD` (the build's
/// state layer has one, `GitHistoryCache`): a writer saves far more often than they commit.
public protocol HistoryMemo: Sendable {
    /// The history saved for `commit` of `contentFolder` (as shallow or not), checked whole but
    /// decoded only when asked; `nil` when none is saved for it.
    func saved(at commit: String, isShallow: Bool, contentFolder: String) -> (any SavedHistory)?
    /// Keeps `history` (read at a commit) for the next build; one that cannot be kept is only a
    /// slower next build.
    func save(_ history: GitHistory, contentFolder: String)
}

/// A history a `HistoryMemo` kept, decoded when asked.
public protocol SavedHistory: Sendable {
    var commit: String { get }
    var isShallow: Bool { get }
    /// Every file's history; `nil` when it turns out damaged.
    func whole() -> GitHistory?
    /// The history of `paths` alone (those of them committed); `nil` when it turns out damaged.
    func only(_ paths: Set<String>) -> GitHistory?
}
