/// Holds the snapshot the server answers from; a rebuild replaces it whole, so a request sees
/// either the old site or the new one, never a mix.
public actor SiteStore {
    public private(set) var snapshot: SiteSnapshot

    public init(_ snapshot: SiteSnapshot = SiteSnapshot(files: [:])) {
        self.snapshot = snapshot
    }

    public func publish(_ snapshot: SiteSnapshot) {
        self.snapshot = snapshot
    }
}
