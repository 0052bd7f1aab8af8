/// One change to an entry's comment sidecar, made by `CommentThreadEditor`.
public enum CommentChange: Sendable, Equatable {
    /// A new comment, or a reply when `replyTo` names one. It is dated `date`, or now.
    case add(author: String, body: String, replyTo: String? = nil, date: DiaryDate? = nil)
    /// New text for a comment; `edited` is set to now.
    case edit(id: String, body: String)
    /// Marks a comment `deleted: true` and empties its body. It keeps its place, author and date,
    /// so its replies keep their context.
    case delete(id: String)
}

/// The outcome of a `CommentChange`.
public struct CommentEdit: Sendable, Equatable {
    /// The whole new sidecar, formatted by `JSONWriter`.
    public let text: String
    /// The comment that was added or changed.
    public let id: String
    /// `false` when there was nothing to do (deleting a comment that is already deleted); the file
    /// is then left as it was.
    public let changed: Bool
}
