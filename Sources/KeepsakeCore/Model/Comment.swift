/// One comment in an entry's thread, with its replies nested under it.
public struct Comment: Sendable, Hashable {
    public let id: String
    /// Free text: commenters need not be members.
    public let author: String
    public let date: DiaryDate
    /// When it was last edited, if it was.
    public let edited: DiaryDate?
    /// A deleted comment keeps its place so its replies keep their context; its body is not shown.
    public let isDeleted: Bool
    /// Always rendered in cmark's safe mode, whatever the diary allows for entries.
    public let bodyHTML: String
    public internal(set) var replies: [Comment]
}

/// The comments of one entry, from its `….comments.json` sidecar, as a tree in date order.
public struct CommentThread: Sendable, Hashable {
    /// Path of the sidecar relative to the diary root.
    public let source: String
    /// Top-level comments; replies hang below them.
    public let roots: [Comment]

    /// All comments, deleted ones included.
    public var count: Int {
        // Without recursion: a thread may be `CommentLoader.maxDepth` replies deep.
        var total = 0
        var pending = roots
        while let comment = pending.popLast() {
            total += 1
            pending += comment.replies
        }
        return total
    }
}
