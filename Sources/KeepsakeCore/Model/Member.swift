/// One writer of a shared diary, from `diary.yaml`.
public struct Member: Sendable, Hashable, Encodable {
    /// What entries write in `author:`.
    public let id: String
    public let name: String
    public let color: DiaryColor?
    /// The e-mail addresses the member commits with (`email:` in diary.yaml), as written.
    public let emails: [String]
    /// Other names the member commits under (`git_name:`), besides `name` and `id`.
    public let gitNames: [String]

    public init(id: String, name: String, color: DiaryColor?, emails: [String] = [], gitNames: [String] = []) {
        (self.id, self.name, self.color, self.emails, self.gitNames) = (id, name, color, emails, gitNames)
    }
}
