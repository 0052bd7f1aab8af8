import Foundation

/// Reads an entry's `….comments.json` sidecar into a threaded `CommentThread`, checking everything
/// (others wrote it): each problem at its JSON path and position. Bodies are always in safe mode.
public struct CommentLoader: Sendable {
    private let dates: DiaryDateParser

    public init(timeZone: TimeZone) {
        self.dates = DiaryDateParser(timeZone: timeZone)
    }

    public func load(path: String, text: String) -> (CommentThread?, [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONNode.parse(text)
        } catch {
            let at = SourceLocation(path: path, line: error.line, column: error.column)
            let hint =
                "a sidecar looks like {\"comments\": [{\"id\": \"c1\", \"author\": \"Jun\", \"date\": \"2024-05-03 21:30\", \"body\": \"Hi!\"}]}"
            return (nil, [.error(at: at, "invalid JSON: \(error.message)", hint: hint)])
        }
        var problems = SidecarProblems(path: path)
        guard let items = Self.commentItems(of: root, problems: &problems) else { return (nil, problems.diagnostics) }
        var records: [Record] = []
        var firstIndex: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            guard let record = record(from: item, index: index, firstIndex: firstIndex, problems: &problems)
            else { continue }
            firstIndex[record.id] = index
            records.append(record)
        }
        let valid = Self.threadable(records, problems: &problems)
        guard !problems.diagnostics.hasErrors else { return (nil, problems.diagnostics) }
        return (CommentThread(source: path, roots: Self.thread(valid)), problems.diagnostics)
    }

    // MARK: - Checking

    /// The problems found in one sidecar, each placed at its JSON node.
    private struct SidecarProblems {
        let path: String
        var diagnostics: [Diagnostic] = []

        mutating func report(_ node: JSONNode, _ jsonPath: String, _ message: String, hint: String? = nil) {
            diagnostics.append(
                .error(
                    at: SourceLocation(path: path, line: node.line, column: node.column), "\(jsonPath): \(message)",
                    hint: hint))
        }
    }

    /// The items of the sidecar's `comments` list, or nil when the sidecar is not shaped like one.
    private static func commentItems(of root: JSONNode, problems: inout SidecarProblems) -> [JSONNode]? {
        let shape = "a sidecar is an object with a \"comments\" list: {\"comments\": [ … ]}"
        guard case .object = root.value else {
            problems.report(
                root, "comments", "expected an object with a \"comments\" list, found \(root.value.kind)", hint: shape)
            return nil
        }
        guard let list = root["comments"] else {
            problems.report(root, "comments", "the sidecar has no \"comments\" list", hint: shape)
            return nil
        }
        guard case .array(let items) = list.value else {
            problems.report(list, "comments", "expected a list of comments, found \(list.value.kind)", hint: shape)
            return nil
        }
        return items
    }

    /// The comment `item`, at `index` in the list, or nil when it has a problem that leaves it
    /// out (a missing field, an id already used by the comment at `firstIndex[id]`).
    private func record(
        from item: JSONNode, index: Int, firstIndex: [String: Int], problems: inout SidecarProblems
    ) -> Record? {
        let at = "comments[\(index)]"
        guard case .object = item.value else {
            problems.report(item, at, "expected a comment object, found \(item.value.kind)")
            return nil
        }
        func text(_ key: String, required: Bool) -> String? {
            guard let node = item[key], node.value != .null else {
                if required { problems.report(item, at, "comment has no \"\(key)\"") }
                return nil
            }
            guard case .string(let value) = node.value else {
                problems.report(node, "\(at).\(key)", "expected text, found \(node.value.kind)")
                return nil
            }
            return value
        }
        func date(_ key: String, required: Bool) -> DiaryDate? {
            guard let value = text(key, required: required), let node = item[key] else { return nil }
            switch dates.parse(value) {
            case .success(let date): return date
            case .failure(let problem):
                problems.report(
                    node, "\(at).\(key)", problem.description,
                    hint: "write dates as \(DiaryDateParser.acceptedFormats)")
                return nil
            }
        }
        let id = text("id", required: true)
        let author = text("author", required: true)
        let posted = date("date", required: true)
        let edited = date("edited", required: false)
        let body = text("body", required: false) ?? ""
        let replyTo = text("replyTo", required: false)
        var deleted = false
        if let node = item["deleted"] {
            if case .bool(let flag) = node.value {
                deleted = flag
            } else {
                problems.report(node, "\(at).deleted", "expected true or false, found \(node.value.kind)")
            }
        }
        for (key, value) in [("id", id), ("author", author)] where value?.trimmingSpaces().isEmpty == true {
            if let node = item[key] { problems.report(node, "\(at).\(key)", "comment \(key) is empty") }
        }
        let bodyIsText: Bool = if case .string = item["body"]?.value ?? .string("") { true } else { false }
        if !deleted, bodyIsText, body.isBlank {
            problems.report(
                item["body"] ?? item, "\(at).body", "comment body is empty",
                hint: "write something, or mark the comment \"deleted\": true to keep its place")
        }
        if let id, let first = firstIndex[id], let node = item["id"] {
            problems.report(
                node, "\(at).id", "duplicate comment id \"\(id)\" (first used by comments[\(first)])",
                hint: "every comment in a sidecar needs its own id")
            return nil
        }
        guard let id, let author, let posted else { return nil }
        return Record(
            index: index, id: id, author: author, date: posted, edited: edited, isDeleted: deleted,
            body: deleted ? "" : body, replyTo: replyTo, node: item)
    }

    /// The records that can be threaded: replies must point at a comment of this file, and never
    /// round in a circle nor nest too deep.
    private static func threadable(_ records: [Record], problems: inout SidecarProblems) -> [Record] {
        // Comments are walked by their place in `records`, not copied from a table by id.
        let byID = Dictionary(uniqueKeysWithValues: records.indices.map { (records[$0].id, $0) })
        let parents = records.map { $0.replyTo.flatMap { byID[$0] } }
        let (depths, cycles) = Self.walk(records, parents: parents)
        var valid: [Record] = []
        var unknownParents = 0
        for (place, record) in records.enumerated() {
            guard let parent = record.replyTo else { valid.append(record); continue }
            let node = record.node["replyTo"] ?? record.node
            guard parents[place] != nil else {
                // "Did you mean" compares with every id: for the first few only.
                unknownParents += 1
                problems.report(
                    node, "comments[\(record.index)].replyTo", "no comment has the id \"\(parent)\"",
                    hint: unknownParents <= Self.suggestedParents
                        ? Suggestion.hint(for: parent, known: records.map(\.id), noun: "ids")
                        : "a reply's \"replyTo\" is the id of another comment in this file")
                continue
            }
            if let cycle = cycles[place] {
                problems.report(
                    node, "comments[\(record.index)].replyTo", "replies go round in a circle: \(cycle)",
                    hint: "a comment cannot reply to one of its own replies")
                continue
            }
            if let depth = depths[place], depth > Self.maxDepth {
                // Reported at the first reply too deep; the ones below it go with it.
                if depth == Self.maxDepth + 1 {
                    problems.report(
                        node, "comments[\(record.index)].replyTo", "replies are nested more than \(Self.maxDepth) deep",
                        hint: "reply to a comment higher up the thread")
                }
                continue
            }
            valid.append(record)
        }
        return valid
    }

    // MARK: - Threading

    private struct Record {
        let index: Int
        let id: String
        let author: String
        let date: DiaryDate
        let edited: DiaryDate?
        let isDeleted: Bool
        let body: String
        let replyTo: String?
        let node: JSONNode
    }

    /// How deep replies may nest (top-level is 1): freeing or comparing a thread recurses once per
    /// level, and a very deep chain overflows the stack. Pages show only a few levels anyway.
    public static let maxDepth = 10_000

    /// How many replies to unknown ids get a "did you mean".
    static let suggestedParents = 20

    /// By place in `records` (`parents` gives the place of each one's parent): the depth of each
    /// comment whose replies lead to no loop (replies to unknown ids count as top-level: they are
    /// reported anyway), and for each comment on a loop the loop written from it back to it
    /// (`a → b → a`; a long loop shortened in the middle). Linear: each comment is walked once.
    private static func walk(_ records: [Record], parents: [Int?]) -> (depths: [Int?], cycles: [String?]) {
        enum State { case unseen, onPath, done }
        var state = [State](repeating: .unseen, count: records.count)
        var depths = [Int?](repeating: nil, count: records.count)
        var cycles = [String?](repeating: nil, count: records.count)
        for start in records.indices where state[start] == .unseen {
            var path: [Int] = []
            var current: Int? = start
            while let here = current, state[here] == .unseen {
                state[here] = .onPath
                path.append(here)
                current = parents[here]
            }
            // Stopped at the top, at a comment walked before, or on this walk's path: a loop.
            let base: Int? = if let here = current { depths[here] } else { 0 }
            if let here = current, state[here] == .onPath, let from = path.firstIndex(of: here) {
                let loop = path[from...].map { records[$0].id }
                let count = loop.count
                for (offset, place) in path[from...].enumerated() {
                    func around(_ steps: Range<Int>) -> [String] { steps.map { loop[(offset + $0) % count] } }
                    let shown =
                        count <= 8
                        ? around(0..<count) : around(0..<4) + ["… \(count - 6) more …"] + around(count - 2..<count)
                    cycles[place] = (shown + [records[place].id]).joined(separator: " → ")
                }
            }
            if let base {
                for (offset, place) in path.reversed().enumerated() { depths[place] = base + offset + 1 }
            }
            for place in path { state[place] = .done }
        }
        return (depths, cycles)
    }

    /// Builds the tree: siblings in date order (file order for equal dates), iteratively so that
    /// very deep reply chains cannot exhaust the stack.
    private static func thread(_ records: [Record]) -> [Comment] {
        var children: [String: [Record]] = [:]
        var roots: [Record] = []
        for record in records {
            if let parent = record.replyTo {
                children[parent, default: []].append(record)
            } else {
                roots.append(record)
            }
        }
        func ordered(_ list: [Record]) -> [Record] { list.sorted { ($0.date, $0.index) < ($1.date, $1.index) } }
        // Post-order: build each comment after all its replies.
        var built: [String: Comment] = [:]
        var stack: [(Record, expanded: Bool)] = ordered(roots).reversed().map { ($0, false) }
        while let (record, expanded) = stack.popLast() {
            let replies = ordered(children[record.id] ?? [])
            if expanded || replies.isEmpty {
                built[record.id] = Comment(
                    id: record.id, author: record.author, date: record.date, edited: record.edited,
                    isDeleted: record.isDeleted, bodyHTML: record.isDeleted ? "" : CommonMark.render(record.body),
                    replies: replies.compactMap { built.removeValue(forKey: $0.id) })
            } else {
                stack.append((record, true))
                stack += replies.reversed().map { ($0, false) }
            }
        }
        return ordered(roots).compactMap { built[$0.id] }
    }
}
