/// What `keepsake --version` prints: the version number and the commit the binary was built from.
/// The number is kept here and nowhere else: script/package reads it from the built binary.
enum KeepsakeVersion {
    static let number = "0.1.0"

    /// `0.1.0 (2fef383)`, or `0.1.0 (commit unknown)` for a build from a source tarball without .git.
    static var description: String {
        "\(number) (\(BuildCommit.hash.map { String($0.prefix(7)) } ?? "commit unknown"))"
    }
}
