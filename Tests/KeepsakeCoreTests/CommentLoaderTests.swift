import Testing

@testable import KeepsakeCore

@Suite("CommentLoader")
struct CommentLoaderTests {
    static let path = "Content/entries/2024/05/2024-05-03-picnic.comments.json"
    let loader = CommentLoader(timeZone: Fixture.seoul)

    private func load(_ json: String) -> (CommentThread?, [Diagnostic]) {
        loader.load(path: Self.path, text: json)
    }

    /// `id(reply, reply(…))`, siblings joined by `,`; a deleted comment is marked `†`.
    private static func shape(_ comments: [KeepsakeCore.Comment]) -> String {
        comments.map { comment in
            let mark = comment.isDeleted ? "†" : ""
            return comment.replies.isEmpty ? comment.id + mark : "\(comment.id)\(mark)(\(shape(comment.replies)))"
        }.joined(separator: ",")
    }

    static let thread = #"""
        {"comments": [
          {"id": "c1", "author": "Jun", "date": "2024-05-03 22:00", "body": "First!"},
          {"id": "c2", "author": "민지", "date": "2024-05-03 21:45", "body": "Even *earlier*"},
          {"id": "c3", "author": "Jun", "date": "2024-05-04 09:00", "body": "reply", "replyTo": "c2", "edited": "2024-05-04T01:00:00Z"},
          {"id": "c4", "author": "Ana", "date": "2024-05-04 08:00", "body": "earlier reply", "replyTo": "c2"},
          {"id": "c5", "author": "Jun", "date": "2024-05-04 12:00", "deleted": true, "replyTo": "c3"},
          {"id": "c6", "author": "Bo", "date": "2024-05-04 13:00", "body": "under a deleted one", "replyTo": "c5"},
          {"id": "c7", "author": "Bo", "date": "2024-05-03 22:00", "body": "same time as c1"},
          {"id": "c8", "author": "Bo", "date": "2024-05-04 12:30", "body": "text kept?", "deleted": true, "replyTo": "c3"}
        ]}
        """#

    @Test func nestedThreadShapeAndOrder() throws {
        let (loaded, diagnostics) = load(Self.thread)
        #expect(diagnostics.texts == [])
        let thread = try #require(loaded)
        #expect(thread.source == Self.path)
        #expect(Self.shape(thread.roots) == "c2(c4,c3(c5†(c6),c8†)),c1,c7")
        #expect(thread.count == 8)
    }

    @Test func commentFields() throws {
        let thread = try #require(load(Self.thread).0)
        let c2 = thread.roots[0]
        #expect(c2.author == "민지")
        #expect(c2.date.rfc3339 == "2024-05-03T21:45:00+09:00")
        #expect(c2.edited == nil)
        #expect(!c2.isDeleted)
        #expect(c2.bodyHTML == "<p>Even <em>earlier</em></p>\n")
        let c3 = c2.replies[1]
        #expect(c3.id == "c3")
        #expect(c3.edited?.rfc3339 == "2024-05-04T10:00:00+09:00")
        let c5 = c3.replies[0]
        #expect(c5.isDeleted)
        #expect(c5.bodyHTML == "")
        #expect(c5.replies.map(\.bodyHTML) == ["<p>under a deleted one</p>\n"])
        let c8 = c3.replies[1]
        #expect(c8.isDeleted)
        #expect(c8.bodyHTML == "")
    }

    @Test func emptyListIsAnEmptyThread() throws {
        let (thread, diagnostics) = load(#"{"comments": []}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(thread).roots.isEmpty)
        #expect(thread?.count == 0)
    }

    @Test(arguments: [
        "Hi <script>alert(1)</script> there",
        "<script>alert(1)</script>",
        "[x](javascript:alert(1))",
        "[x](JavaScript:alert(1))",
        "<img src=x onerror=alert(1)>",
        "![x](javascript:alert(1))",
    ])
    func bodiesAreRenderedSafely(body: String) throws {
        let json = #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": "BODY"}]}"#
            .replacingOccurrences(of: "BODY", with: body)
        let (thread, diagnostics) = load(json)
        #expect(diagnostics.isEmpty)
        let html = try #require(thread?.roots.first).bodyHTML
        #expect(!html.contains("<script"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(!html.contains("onerror"))
    }

    @Test func scriptIsReplacedByAnOmissionNote() throws {
        let json =
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": "a <b>b</b> [x](javascript:alert(1))"}]}"#
        let html = try #require(load(json).0?.roots.first).bodyHTML
        #expect(html == "<p>a <!-- raw HTML omitted -->b<!-- raw HTML omitted --> <a href=\"\">x</a></p>\n")
    }

    /// Comments follow the rule of entry bodies: http, https, mailto or relative links only.
    @Test func linksOfOtherSchemesInCommentsAreEmptied() throws {
        let json =
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": "[x](data:image/png;base64,AAAA) ![y](DATA:image/gif,x) [z](tel:123) [w](https://example.com/)"}]}"#
        let html = try #require(load(json).0?.roots.first).bodyHTML
        #expect(
            html
                == "<p><a href=\"\">x</a> <img src=\"\" alt=\"y\" /> <a href=\"\">z</a> <a href=\"https://example.com/\">w</a></p>\n"
        )
    }

    @Test func twoThousandDeepReplyChain() throws {
        let count = 2_000
        var items: [String] = []
        for index in 0..<count {
            let reply = index == 0 ? "" : #", "replyTo": "c\#(index - 1)""#
            items.append(
                #"{"id": "c\#(index)", "author": "a", "date": "2024-05-03 10:00", "body": "n\#(index)"\#(reply)}"#)
        }
        let json = #"{"comments": [\#(items.joined(separator: ",\n"))]}"#
        let (loaded, diagnostics) = load(json)
        #expect(diagnostics.isEmpty)
        let thread = try #require(loaded)
        #expect(thread.roots.count == 1)
        var depth = 0
        var level = thread.roots
        var last: KeepsakeCore.Comment?
        while let first = level.first {
            #expect(level.count == 1)
            depth += 1
            last = first
            level = first.replies
        }
        #expect(depth == count)
        #expect(last?.id == "c1999")
        #expect(last?.bodyHTML == "<p>n1999</p>\n")
    }

    // MARK: - Errors

    @Test func invalidJSONIsLocated() {
        let json = "{\"comments\": [\n  {\"id\": \"c1\",, }\n]}"
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(diagnostics.headlines == ["\(Self.path):2:15: error: invalid JSON: expected a key in double quotes"])
        #expect(diagnostics.first?.hint?.hasPrefix("a sidecar looks like {\"comments\": [") == true)
    }

    @Test(arguments: [
        ("[]", "1:1: error: comments: expected an object with a \"comments\" list, found a list"),
        ("\"hi\"", "1:1: error: comments: expected an object with a \"comments\" list, found the text \"hi\""),
        ("  null", "1:3: error: comments: expected an object with a \"comments\" list, found null"),
    ])
    func rootMustBeAnObjectWithAList(json: String, expected: String) {
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(diagnostics.headlines == ["\(Self.path):\(expected)"])
    }

    /// A wrong `comments` value is reported where it stands; a missing one names the key.
    @Test(arguments: [
        (#"{"comments": {}}"#, "1:14: error: comments: expected a list of comments, found an object"),
        (#"{"comment": []}"#, "1:1: error: comments: the sidecar has no \"comments\" list"),
    ])
    func wrongOrMissingCommentsListIsExplained(json: String, expected: String) {
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(diagnostics.headlines == ["\(Self.path):\(expected)"])
    }

    /// A one-comment sidecar on one line and the problems it must produce.
    static let itemCases: [(String, [String])] = [
        (
            #"{"comments": [{"author": "a", "date": "2024-05-03", "body": "x"}]}"#,
            ["1:15: error: comments[0]: comment has no \"id\""]
        ),
        (
            #"{"comments": [{"id": "c1", "date": "2024-05-03", "body": "x"}]}"#,
            ["1:15: error: comments[0]: comment has no \"author\""]
        ),
        (
            #"{"comments": [{"id": "c1", "author": "a", "body": "x"}]}"#,
            ["1:15: error: comments[0]: comment has no \"date\""]
        ),
        (
            #"{"comments": [{"id": "c1", "author": null, "date": "2024-05-03", "body": "x"}]}"#,
            ["1:15: error: comments[0]: comment has no \"author\""]
        ),
        (
            #"{"comments": [{"id": "c1", "author": true, "date": "2024-05-03", "body": "x"}]}"#,
            ["1:38: error: comments[0].author: expected text, found true"]
        ),
        (
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": "x", "deleted": "yes"}]}"#,
            ["1:89: error: comments[0].deleted: expected true or false, found the text \"yes\""]
        ),
        (
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": " \n "}]}"#,
            [
                "1:73: error: comments[0].body: comment body is empty\n  hint: write something, or mark the comment \"deleted\": true to keep its place"
            ]
        ),
        (
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03"}]}"#,
            [
                "1:15: error: comments[0].body: comment body is empty\n  hint: write something, or mark the comment \"deleted\": true to keep its place"
            ]
        ),
        (
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-13-01", "body": "x"}]}"#,
            [
                "1:51: error: comments[0].date: \"2024-13-01\" is not a real date: there is no month 13\n  hint: write dates as YYYY-MM-DD, YYYY-MM-DD HH:MM, or YYYY-MM-DDTHH:MM:SS+09:00"
            ]
        ),
        (
            #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "edited": "later", "body": "x"}]}"#,
            [
                "1:75: error: comments[0].edited: \"later\" is not a date\n  hint: write dates as YYYY-MM-DD, YYYY-MM-DD HH:MM, or YYYY-MM-DDTHH:MM:SS+09:00"
            ]
        ),
        (
            #"{"comments": [{"id": " ", "author": "", "date": "2024-05-03", "body": "x"}]}"#,
            [
                "1:22: error: comments[0].id: comment id is empty",
                "1:37: error: comments[0].author: comment author is empty",
            ]
        ),
        (
            #"{"comments": [42, {"id": "c1", "author": "a", "date": "2024-05-03", "body": "x"}]}"#,
            ["1:15: error: comments[0]: expected a comment object, found the number 42"]
        ),
    ]

    @Test(arguments: itemCases)
    func itemProblem(json: String, expected: [String]) {
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(diagnostics.texts == expected.map { "\(Self.path):\($0)" })
    }

    @Test func bodyOfTheWrongTypeIsOneError() {
        let json = #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": ["x"]}]}"#
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(diagnostics.headlines == ["\(Self.path):1:73: error: comments[0].body: expected text, found a list"])
        #expect(
            diagnostics.headlines.contains("\(Self.path):1:73: error: comments[0].body: expected text, found a list"))
    }

    @Test func deletedCommentMayHaveNoBody() throws {
        let json = #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "deleted": true, "body": ""}]}"#
        let (thread, diagnostics) = load(json)
        #expect(diagnostics.isEmpty)
        #expect(try #require(thread).roots.map(\.isDeleted) == [true])
    }

    @Test func duplicateID() {
        let json = """
            {"comments": [
            {"id": "c1", "author": "B", "date": "2024-05-03 11:00", "body": "y"},
            {"id": "c1", "author": "B", "date": "2024-05-03 11:00", "body": "y"}
            ]}
            """
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(
            diagnostics.texts == [
                "\(Self.path):3:8: error: comments[1].id: duplicate comment id \"c1\" (first used by comments[0])\n  hint: every comment in a sidecar needs its own id"
            ])
    }

    @Test func replyToAnUnknownID() {
        let json = """
            {"comments": [
            {"id": "c1", "author": "B", "date": "2024-05-03 11:00", "body": "y"},
            {"id": "c2", "author": "B", "date": "2024-05-03 11:00", "body": "y", "replyTo": "c3"}
            ]}
            """
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        #expect(
            diagnostics.texts == [
                "\(Self.path):3:81: error: comments[1].replyTo: no comment has the id \"c3\"\n  hint: did you mean \"c1\"? known ids: c1, c2"
            ])
    }

    @Test func replyCycles() {
        let json = """
            {"comments": [
            {"id": "a", "author": "A", "date": "2024-05-03 10:00", "body": "x", "replyTo": "b"},
            {"id": "b", "author": "B", "date": "2024-05-03 11:00", "body": "y", "replyTo": "a"},
            {"id": "s", "author": "S", "date": "2024-05-03 12:00", "body": "z", "replyTo": "s"},
            {"id": "r", "author": "R", "date": "2024-05-03 13:00", "body": "w"}
            ]}
            """
        let (thread, diagnostics) = load(json)
        #expect(thread == nil)
        let hint = "\n  hint: a comment cannot reply to one of its own replies"
        #expect(
            diagnostics.texts == [
                "\(Self.path):2:80: error: comments[0].replyTo: replies go round in a circle: a → b → a" + hint,
                "\(Self.path):3:80: error: comments[1].replyTo: replies go round in a circle: b → a → b" + hint,
                "\(Self.path):4:80: error: comments[2].replyTo: replies go round in a circle: s → s" + hint,
            ])
    }

    @Test func commentsInAUTCDiary() throws {
        let loader = CommentLoader(timeZone: Fixture.utc)
        let json = #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-31T23:30:00+09:00", "body": "x"}]}"#
        let thread = try #require(loader.load(path: "x.json", text: json).0)
        #expect(thread.roots[0].date.rfc3339 == "2024-05-31T14:30:00+00:00")
    }
}
