/// Git's history as a build starts to read it: read from git already, or saved at `HEAD` and
/// decoded only when asked (an edit build decodes the files of the entries it read anew alone).
public struct PendingHistory: Sendable {
    enum Source: Sendable {
        case read(GitHistory)
        /// Saved at `HEAD` (checked whole); `reread` asks git when the file turns out damaged.
        case saved(any SavedHistory, reread: @Sendable () -> GitHistory)
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

    /// `GitHistory.attach`, for entries stored with the history `attachedAt`: when that is this one,
    /// only the unattached entries' files are decoded. Also returns the whole history if decoded.
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
