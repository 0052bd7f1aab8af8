/// Git's history as a build starts to read it (`GitHistory.startReading`): read from git
/// already, or found saved at `HEAD` and decoded only when asked. An edit build attaches history
/// to the one entry it read anew (the others come back from the entry store attached), so it
/// decodes that entry's files alone, not ten thousand.
public struct PendingHistory: Sendable {
    enum Source: Sendable {
        case read(GitHistory)
        /// Saved at `HEAD` (checked whole); `reread` asks git when the file turns out damaged.
        case saved(GitHistoryCache.Saved, reread: @Sendable () -> GitHistory)
    }

    let source: Source

    init(_ source: Source) { self.source = source }

    /// A history read already (or none: `GitHistory.empty`).
    public init(_ history: GitHistory) { source = .read(history) }

    /// `GitHistory.attachmentKey` of the history, without decoding it.
    public var attachmentKey: UInt64 {
        switch source {
        case .read(let history): history.attachmentKey
        case .saved(let saved, _): GitHistory.attachmentKey(commit: saved.commit, isShallow: saved.isShallow)
        }
    }

    /// Every file's history.
    public func whole() -> GitHistory {
        switch source {
        case .read(let history): history
        case .saved(let saved, let reread): saved.whole() ?? reread()
        }
    }

    /// `GitHistory.attach(to:config:keepingAttached:)`, for entries loaded from a store whose
    /// entries carry the history named `attachedAt` (`EntryCache.historyKey`): when that is this
    /// history and only a few entries have none, only their files' history is decoded.
    /// - Returns: the entries, and the whole history when it was decoded (a session keeps it).
    /// - Parameter sources: each entry's path, when the caller has them at hand (`Loaded.entrySources`),
    ///   asked for only when every entry is attached.
    public func attach(
        to entries: [Entry], sources: (() -> [String])? = nil, config: DiaryConfig, attachedAt key: UInt64
    ) -> ([Entry], whole: GitHistory?) {
        let keeping = key == attachmentKey
        if keeping, case .saved(let saved, _) = source, let few = GitHistory.fewUnattached(in: entries) {
            let paths = Set(few.flatMap { [entries[$0].source, ContentInventory.sidecar(for: entries[$0].source)] })
            if let some = saved.only(paths) { return (some.attaching(entries, at: few, config: config), nil) }
        }
        let history = whole()
        return (history.attach(to: entries, sources: sources, config: config, keepingAttached: keeping), history)
    }
}
