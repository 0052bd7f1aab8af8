import Foundation

/// Adds, edits and deletes comments in an entry's `….comments.json` sidecar, keeping every other
/// comment and unknown field in its order, formatted the same way every time (a small git diff).
/// The result is checked with `CommentLoader` as the build would: an invalid change is refused.
public struct CommentThreadEditor: Sendable {
    /// The order of a comment's known keys; other keys follow in their original order.
    public static let keyOrder = ["id", "author", "date", "body", "replyTo", "edited", "deleted"]

    private let loader: CommentLoader
    private let dates: DiaryDateParser

    public init(timeZone: TimeZone) {
        loader = CommentLoader(timeZone: timeZone)
        dates = DiaryDateParser(timeZone: timeZone)
    }

    /// Applies `change` at `now` to a sidecar's valid text (`nil`: no sidecar yet) at `path`.
    public func apply(_ change: CommentChange, to text: String?, path: String, now: Date) throws(EditFailure)
        -> CommentEdit
    {
        var document = try Document.read(text, path: path, loader: loader)
        let here = SourceLocation(path: path)
        let id: String
        switch change {
        case .add(let author, let body, let replyTo, let date):
            var problems: [Diagnostic] = []
            if author.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                problems.append(.error(at: here, "the new comment has no author", hint: "give the commenter's name"))
            }
            if body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                problems.append(.error(at: here, "the new comment's body is empty", hint: "write something to say"))
            }
            if let replyTo, document.index(of: replyTo) == nil {
                problems.append(
                    .error(
                        at: here, "cannot reply to \"\(replyTo)\": no comment has that id",
                        hint: document.ids.isEmpty
                            ? "the entry has no comments yet"
                            : Suggestion.hint(for: replyTo, known: document.ids, noun: "ids")))
            }
            guard problems.isEmpty else { throw EditFailure(problems) }
            id = document.nextID()
            var members: [(key: String, value: JSONNode)] = [
                ("id", .text(id)), ("author", .text(author)), ("date", .text((date ?? dates.minute(at: now)).written)),
                ("body", .text(body)),
            ]
            if let replyTo { members.append(("replyTo", .text(replyTo))) }
            document.comments.append(members)
        case .edit(let target, let body):
            guard let index = document.index(of: target) else { throw document.unknown(target, at: here) }
            if document.isDeleted(index) {
                throw EditFailure(
                    at: here, "comment \"\(target)\" is deleted; its text cannot be edited",
                    hint: "add a new comment instead")
            }
            if body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw EditFailure(
                    at: here, "the new text of comment \"\(target)\" is empty",
                    hint: "to remove the comment, use `keepsake comment delete \(target)`")
            }
            document.set("body", .text(body), in: index)
            document.set("edited", .text(dates.minute(at: now).written), in: index)
            id = target
        case .delete(let target):
            guard let index = document.index(of: target) else { throw document.unknown(target, at: here) }
            if document.isDeleted(index) { return CommentEdit(text: text ?? "", id: target, changed: false) }
            document.set("deleted", JSONNode(value: .bool(true), line: 0, column: 0), in: index)
            document.set("body", .text(""), in: index)
            id = target
        }
        let newText = document.formatted()
        let (_, problems) = loader.load(path: path, text: newText)
        guard !problems.hasErrors else { throw EditFailure(problems) }
        return CommentEdit(text: newText, id: id, changed: true)
    }

    /// The sidecar in its canonical form (the form every change writes), or why it is invalid.
    public func format(_ text: String, path: String) throws(EditFailure) -> String {
        try Document.read(text, path: path, loader: loader).formatted()
    }

    /// Applies `change` to the sidecar file at `url`: read, changed, checked and written atomically
    /// under an exclusive lock, so that many processes can comment on one entry at once.
    public func update(sidecar url: URL, path: String, change: CommentChange, now: Date) throws -> CommentEdit {
        try AtomicFile(url: url).update { data in
            var text: String?
            if let data {
                guard let decoded = SourceText.decode(Array(data)) else {
                    throw EditFailure(
                        at: SourceLocation(path: path), "file is not UTF-8 text", hint: "save it as UTF-8")
                }
                text = decoded
            } else if case .add = change {
                text = nil
            } else {
                throw EditFailure(at: SourceLocation(path: path), "the entry has no comments: \(path) does not exist")
            }
            let edit = try apply(change, to: text, path: path, now: now)
            return (contents: edit.changed ? Data(edit.text.utf8) : nil, value: edit)
        }
    }
}

// MARK: - The document being edited

extension CommentThreadEditor {
    /// A parsed sidecar: its top-level members, with the comments list taken out to edit.
    private struct Document {
        typealias Members = [(key: String, value: JSONNode)]

        var top: Members
        var commentsKey: Int
        var comments: [Members]

        /// Parses and checks `text`; `nil` text is an empty sidecar.
        static func read(_ text: String?, path: String, loader: CommentLoader) throws(EditFailure) -> Document {
            guard let text else { return Document(top: [("comments", .list([]))], commentsKey: 0, comments: []) }
            let (_, problems) = loader.load(path: path, text: text)
            guard !problems.hasErrors else {
                throw EditFailure(
                    problems
                        + [
                            .error(
                                at: SourceLocation(path: path), "the sidecar is not valid, so it was left alone",
                                hint: "fix the problems above (`keepsake check` shows them too), then try again")
                        ])
            }
            // CommentLoader accepted it, so it is an object with a list of objects under "comments".
            guard let root = try? JSONNode.parse(text), case .object(let top) = root.value,
                let commentsKey = top.firstIndex(where: { $0.key == "comments" }),
                case .array(let items) = top[commentsKey].value.value
            else { throw EditFailure(at: SourceLocation(path: path), "cannot read the sidecar") }
            let comments = items.map { item -> Members in
                if case .object(let members) = item.value { return members }
                return []
            }
            return Document(top: top, commentsKey: commentsKey, comments: comments)
        }

        var ids: [String] { comments.compactMap(Self.id(of:)) }

        func index(of id: String) -> Int? { comments.firstIndex { Self.id(of: $0) == id } }

        func isDeleted(_ index: Int) -> Bool {
            comments[index].first { $0.key == "deleted" }?.value.value == .bool(true)
        }

        /// `c` and one more than the highest number of the ids shaped `c<number>`: c1, c2, …
        /// Only numbers of up to `countedDigits` digits count, so the next number cannot overflow.
        func nextID() -> String {
            let used = Set(ids)
            var number = (ids.compactMap(Self.smallNumber(of:)).max() ?? 0) + 1
            while used.contains("c\(number)") { number += 1 }  // at most one step per comment
            return "c\(number)"
        }

        /// Digits of the largest number an id may carry for the next id to follow it.
        static let countedDigits = 9

        /// The number of an id shaped `c<ASCII digits>` with at most `countedDigits` digits.
        static func smallNumber(of id: String) -> Int? {
            let digits = id.utf8.dropFirst()
            guard id.utf8.first == UInt8(ascii: "c"), !digits.isEmpty, digits.count <= countedDigits,
                digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }

        mutating func set(_ key: String, _ value: JSONNode, in index: Int) {
            if let position = comments[index].firstIndex(where: { $0.key == key }) {
                comments[index][position].value = value
            } else {
                comments[index].append((key, value))
            }
        }

        func unknown(_ id: String, at location: SourceLocation) -> EditFailure {
            EditFailure(
                at: location, "no comment has the id \"\(id)\"",
                hint: ids.isEmpty ? "the entry has no comments" : Suggestion.hint(for: id, known: ids, noun: "ids"))
        }

        /// The whole sidecar, each comment's keys in `keyOrder` then the rest in their order.
        func formatted() -> String {
            let ordered = comments.map { members -> JSONNode in
                let known = CommentThreadEditor.keyOrder.compactMap { key in members.first { $0.key == key } }
                let others = members.filter { !CommentThreadEditor.keyOrder.contains($0.key) }
                return JSONNode(value: .object(known + others), line: 0, column: 0)
            }
            var members = top
            members[commentsKey].value = .list(ordered)
            return JSONWriter.format(.object(members))
        }

        private static func id(of members: Members) -> String? {
            guard case .string(let id) = members.first(where: { $0.key == "id" })?.value.value else { return nil }
            return id
        }
    }
}

extension JSONNode {
    /// A value made by a tool rather than read from a file (it has no position).
    static func text(_ value: String) -> JSONNode { JSONNode(value: .string(value), line: 0, column: 0) }
    static func list(_ items: [JSONNode]) -> JSONNode { JSONNode(value: .array(items), line: 0, column: 0) }
}
