/// One writer of a shared diary, from `diary.yaml`.
public struct Member: Sendable, Hashable {
    /// What entries write in `author:`.
    public let id: String
    public let name: String
    public let color: DiaryColor?

    public init(id: String, name: String, color: DiaryColor?) {
        self.id = id
        self.name = name
        self.color = color
    }
}
