/// Who authored a commit, as git recorded it (`user.name` and `user.email` on their machine).
public struct GitIdentity: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    /// May be empty: git accepts commits without an address.
    public let email: String

    public init(name: String, email: String) { (self.name, self.email) = (name, email) }

    /// `Name <email>`, as git prints it.
    public var description: String { "\(name) <\(email)>" }
}
