/// What the commits of `HEAD` say about one file: who first committed it and when, and who last
/// changed it and when.
public struct FileHistory: Sendable, Hashable {
    /// One commit that touched the file.
    public struct Commit: Sendable, Hashable {
        /// The author date (kept by rebases and cherry-picks, unlike the committer date).
        public let date: GitTimestamp
        public let author: GitIdentity

        public init(date: GitTimestamp, author: GitIdentity) { (self.date, self.author) = (date, author) }
    }

    /// The oldest commit that touched the file (following renames); `nil` in a shallow clone when the
    /// file already existed at its boundary, where the real first commit cannot be seen.
    public let first: Commit?
    /// The newest commit that touched the file.
    public let last: Commit
    /// How many commits touched it (that the repository can see).
    public let commitCount: Int

    public init(first: Commit?, last: Commit, commitCount: Int) {
        (self.first, self.last, self.commitCount) = (first, last, commitCount)
    }
}
