/// What `keepsake build` knows of the last build into the same output folder (its `BuildStamp`),
/// worked out beside the settings' load: which input files changed since, and what that build
/// left behind.
public struct LastBuild: Sendable {
    /// Input files (relative to the diary root) changed since that build.
    public let changed: Set<String>
    /// The state that build left the entry store in (`EntryCache.storeState`).
    public let store: UInt64
    /// The output generation that build published.
    public let generation: String
    /// Whether git's `HEAD` is where it was then (always, without git): an entry's pages show
    /// what git says of it, so a commit can change pages of entries whose files did not change.
    public let sameHistory: Bool

    public init(changed: Set<String>, store: UInt64, generation: String, sameHistory: Bool) {
        self.changed = changed
        self.store = store
        self.generation = generation
        self.sameHistory = sameHistory
    }
}
