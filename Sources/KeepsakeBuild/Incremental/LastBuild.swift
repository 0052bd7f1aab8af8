/// What `keepsake build` knows of the last build into the same output folder (its `BuildStamp`),
/// worked out beside the settings' load: which input files changed since, and the state that
/// build left the entry store in.
public struct LastBuild: Sendable {
    /// Input files (relative to the diary root) changed since that build.
    public let changed: Set<String>
    /// The state that build left the entry store in (`EntryStore.Loaded.state`).
    public let store: UInt64
}
