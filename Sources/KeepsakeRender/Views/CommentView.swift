import KeepsakeCore
import KeepsakeTemplates

/// A comment and its replies, for the recursive `comment` partial. Replies nest up to `maxDepth` levels, then
/// are listed flat saying whom they answer: readable on a phone, and the template's recursion stays bounded.
struct CommentView: ViewRecord, NamedView {
    static let maxDepth = 5

    let comment: Comment
    let language: Language
    let depth: Int
    let replyToAuthor: String?
    let replies: [CommentView]
    let isFlattened: Bool

    /// Views for a thread's top-level comments.
    static func thread(_ roots: [Comment], language: Language) -> [CommentView] {
        roots.map { make($0, parent: nil, depth: 0, language: language) }
    }

    private static func make(_ comment: Comment, parent: Comment?, depth: Int, language: Language) -> CommentView {
        let replies =
            depth + 1 < maxDepth
            ? comment.replies.map { make($0, parent: comment, depth: depth + 1, language: language) }
            : flattened(below: comment, depth: depth + 1, language: language)
        return CommentView(
            comment: comment, language: language, depth: depth, replyToAuthor: parent?.author, replies: replies,
            isFlattened: false)
    }

    /// Every descendant of `comment` in reading order, without recursion (threads may be very deep).
    private static func flattened(below comment: Comment, depth: Int, language: Language) -> [CommentView] {
        var result: [CommentView] = []
        var stack: [(Comment, parent: Comment)] = comment.replies.reversed().map { ($0, comment) }
        while let (reply, parent) = stack.popLast() {
            result.append(
                CommentView(
                    comment: reply, language: language, depth: depth, replyToAuthor: parent.author, replies: [],
                    isFlattened: true))
            stack += reply.replies.reversed().map { ($0, reply) }
        }
        return result
    }

    private func format(_ date: DiaryDate) -> String { language.format(date, as: date.hasTime ? "date_time" : "date") }

    static let names: ViewNames<Self> = [
        "id": .value { .init($0.comment.id) },
        "anchor": .value { .init("comment-" + $0.comment.id) },
        "author": .value { .init($0.comment.author) },
        "date": .value { .init($0.format($0.comment.date)) },
        "datetime": .value { .init($0.comment.date.rfc3339) },
        "isEdited": .value { .init($0.comment.edited != nil) },
        "edited": .value { view in .init(view.comment.edited.map(view.format)) },
        "editedDatetime": .value { .init($0.comment.edited?.rfc3339) },
        "isDeleted": .value { .init($0.comment.isDeleted) },
        "bodyHTML": .value { .init($0.comment.bodyHTML) },
        "replies": .list { $0.replies },
        "hasReplies": .value { .init(!$0.replies.isEmpty) },
        "depth": .value { .init($0.depth) },
        "replyToAuthor": .value { .init($0.replyToAuthor) },
        "isFlattened": .value { .init($0.isFlattened) },
    ]
}
