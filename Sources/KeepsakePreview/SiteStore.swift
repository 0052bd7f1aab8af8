/// Holds the snapshot the server answers from; a rebuild replaces it whole, so a request sees
/// either the old site or the new one, never a mix.
actor SiteStore {
    private(set) var snapshot = SiteSnapshot(files: [:])

    func publish(_ snapshot: SiteSnapshot) { self.snapshot = snapshot }
}
