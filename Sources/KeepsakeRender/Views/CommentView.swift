import KeepsakeCore
import Mustache

/// A comment and its replies, ready for the recursive `comment` partial.
final class CommentView: MustacheParent, Sendable {
    let comment: Comment
    let date: String
    let edited: String?
    let replies: [CommentView]
    let depth: Int
    let replyToAuthor: String?

    init(_ comment: Comment, language: Language, depth: Int = 0, parent: Comment? = nil) {
        self.comment = comment
        self.depth = depth
        date = language.format(comment.date, as: comment.date.hasTime ? "date_time" : "date")
        edited = comment.edited.map { language.format($0, as: $0.hasTime ? "date_time" : "date") }
        replyToAuthor = parent?.author
        replies = comment.replies.map { CommentView($0, language: language, depth: depth + 1, parent: comment) }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "id": comment.id
        case "anchor": "comment-" + comment.id
        case "author": comment.author
        case "date": date
        case "datetime": comment.date.rfc3339
        case "isEdited": edited != nil
        case "edited": edited
        case "editedDatetime": comment.edited?.rfc3339
        case "isDeleted": comment.isDeleted
        case "bodyHTML": comment.bodyHTML
        case "replies": replies
        case "hasReplies": !replies.isEmpty
        case "depth": depth
        case "replyToAuthor": replyToAuthor
        default: nil
        }
    }
}
