import Foundation
import Testing

@testable import KeepsakeCore

@Suite("CommentThreadEditor")
struct CommentThreadEditorTests {
    static let path = "Content/entries/2024/05/2024-05-03-picnic.comments.json"
    static let now = Fixture.date("2024-05-04 09:30:45").instant
    let editor = CommentThreadEditor(timeZone: Fixture.seoul)

    /// A hand-written sidecar: compact, keys in any order, fields Keepsake does not know.
    static let sidecar = #"""
        {"version": 2, "comments": [
          {"author": "Jun", "id": "c1", "x-client": "phone", "date": "2024-05-03 22:00", "body": "First!"},
          {"id": "c7", "author": "민지", "date": "2024-05-03 22:10", "body": "Hi", "replyTo": "c1", "likes": [1, 2.5], "meta": {"b": null, "a": true}}
        ], "trailer": "kept"}
        """#

    private func apply(_ change: CommentChange, to text: String? = sidecar) throws -> CommentEdit {
        try editor.apply(change, to: text, path: Self.path, now: Self.now)
    }

    private func refusal(_ change: CommentChange, to text: String? = sidecar) -> [String] {
        switch Result(catching: { () throws(EditFailure) in
            try editor.apply(change, to: text, path: Self.path, now: Self.now)
        }) {
        case .success(let edit):
            Issue.record("expected a refusal, got \(edit.text)")
            return []
        case .failure(let failure): return failure.diagnostics.texts
        }
    }

    @Test func addKeepsEverythingAndFormatsExactly() throws {
        let edit = try apply(.add(author: "Emma", body: "Me \"too\"\nline 2", replyTo: "c1"))
        #expect(edit.id == "c8")
        #expect(edit.changed)
        #expect(
            edit.text == #"""
                {
                  "version": 2,
                  "comments": [
                    {
                      "id": "c1",
                      "author": "Jun",
                      "date": "2024-05-03 22:00",
                      "body": "First!",
                      "x-client": "phone"
                    },
                    {
                      "id": "c7",
                      "author": "민지",
                      "date": "2024-05-03 22:10",
                      "body": "Hi",
                      "replyTo": "c1",
                      "likes": [
                        1,
                        2.5
                      ],
                      "meta": {
                        "b": null,
                        "a": true
                      }
                    },
                    {
                      "id": "c8",
                      "author": "Emma",
                      "date": "2024-05-04 09:30",
                      "body": "Me \"too\"\nline 2",
                      "replyTo": "c1"
                    }
                  ],
                  "trailer": "kept"
                }

                """#)
    }

    @Test func addingIsASmallDiff() throws {
        let first = try apply(.add(author: "Emma", body: "one"))
        let second = try apply(.add(author: "Bo", body: "two"), to: first.text)
        #expect(second.id == "c9")
        let before = first.text.split(separator: "\n", omittingEmptySubsequences: false)
        let after = second.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Six new lines for the new comment; the previous last comment's `}` becomes `},`. Nothing else moves.
        #expect(after.count == before.count + 6)
        #expect(Array(after.prefix(before.count - 5)) == Array(before.prefix(before.count - 5)))
        #expect(after[before.count - 5] == "    },")
        #expect(Array(after.suffix(4)) == Array(before.suffix(4)))
    }

    @Test func theFirstCommentMakesTheSidecar() throws {
        let edit = try apply(.add(author: "준", body: "맛있겠다 😋", date: Fixture.date("2024-05-03T12:00:00Z")), to: nil)
        #expect(
            edit.text == """
                {
                  "comments": [
                    {
                      "id": "c1",
                      "author": "준",
                      "date": "2024-05-03 21:00",
                      "body": "맛있겠다 😋"
                    }
                  ]
                }

                """)
    }

    @Test func idsFollowTheHighestNumber() throws {
        let text =
            #"{"comments": [{"id": "c009", "author": "a", "date": "2024-05-03", "body": "x"}, {"id": "note", "author": "a", "date": "2024-05-03", "body": "x"}]}"#
        #expect(try apply(.add(author: "b", body: "y"), to: text).id == "c10")
        #expect(try apply(.add(author: "b", body: "y"), to: #"{"comments": []}"#).id == "c1")
    }

    /// Ids too large to be counted from (`c9223372036854775807`, one past the largest Int, or
    /// longer) are skipped: the next id follows the highest small number, and never overflows.
    @Test func idsTooLargeToCountFromAreSkipped() throws {
        func sidecar(_ ids: [String]) -> String {
            let comments = ids.map { #"{"id": "\#($0)", "author": "a", "date": "2024-05-03", "body": "x"}"# }
            return #"{"comments": [\#(comments.joined(separator: ", "))]}"#
        }
        let cases: [([String], String)] = [
            (["c9223372036854775807"], "c1"),
            (["c9223372036854775807", "c2"], "c3"),
            (["c9223372036854775808", "c99999999999999999999999999", "c-4", "c+5", "c 6", "c٣"], "c1"),
            (["c999999999"], "c1000000000"),
            (["c999999999", "c1000000000", "c1000000001"], "c1000000002"),
        ]
        for (ids, next) in cases {
            #expect(try apply(.add(author: "b", body: "y"), to: sidecar(ids)).id == next, "\(ids)")
        }
    }

    @Test func editSetsBodyAndEdited() throws {
        let edit = try apply(.edit(id: "c7", body: "Hello again"))
        let thread = try #require(CommentLoader(timeZone: Fixture.seoul).load(path: Self.path, text: edit.text).0)
        let c7 = try #require(thread.roots.first?.replies.first)
        #expect(c7.bodyHTML == "<p>Hello again</p>\n")
        #expect(c7.edited?.rfc3339 == "2024-05-04T09:30:00+09:00")
        #expect(
            edit.text.contains(
                #""body": "Hello again",\#n      "replyTo": "c1",\#n      "edited": "2024-05-04 09:30",\#n      "likes""#
            ))
    }

    @Test func deleteKeepsTheTrace() throws {
        let edit = try apply(.delete(id: "c1"))
        #expect(
            edit.text.contains(
                #"""
                    {
                      "id": "c1",
                      "author": "Jun",
                      "date": "2024-05-03 22:00",
                      "body": "",
                      "deleted": true,
                      "x-client": "phone"
                    },
                """#))
        let thread = try #require(CommentLoader(timeZone: Fixture.seoul).load(path: Self.path, text: edit.text).0)
        #expect(thread.roots.map(\.isDeleted) == [true])
        #expect(thread.roots[0].replies.map(\.id) == ["c7"])
        // Deleting again changes nothing.
        let again = try apply(.delete(id: "c1"), to: edit.text)
        #expect(!again.changed)
        #expect(again.text == edit.text)
    }

    @Test func refusals() {
        #expect(
            refusal(.add(author: "Emma", body: "x", replyTo: "c9")) == [
                "Content/entries/2024/05/2024-05-03-picnic.comments.json: error: cannot reply to \"c9\": no comment has that id\n  hint: did you mean \"c1\"? known ids: c1, c7"
            ])
        #expect(
            refusal(.add(author: " ", body: "\n")) == [
                "\(Self.path): error: the new comment has no author\n  hint: give the commenter's name",
                "\(Self.path): error: the new comment's body is empty\n  hint: write something to say",
            ])
        #expect(
            refusal(.edit(id: "c2", body: "x")) == [
                "\(Self.path): error: no comment has the id \"c2\"\n  hint: did you mean \"c1\"? known ids: c1, c7"
            ])
        #expect(
            refusal(.edit(id: "c1", body: " ")) == [
                "\(Self.path): error: the new text of comment \"c1\" is empty\n  hint: to remove the comment, use `keepsake comment delete c1`"
            ])
        let deleted = #"{"comments": [{"id": "c1", "author": "a", "date": "2024-05-03", "body": "", "deleted": true}]}"#
        #expect(
            refusal(.edit(id: "c1", body: "back"), to: deleted) == [
                "\(Self.path): error: comment \"c1\" is deleted; its text cannot be edited\n  hint: add a new comment instead"
            ])
    }

    @Test func anInvalidSidecarIsLeftAlone() {
        let broken = #"{"comments": [{"id": "c1", "author": "a", "date": "2024-02-30", "body": "x"}]}"#
        #expect(
            refusal(.add(author: "b", body: "y"), to: broken).map {
                $0.split(separator: "\n").first.map(String.init) ?? ""
            } == [
                "\(Self.path): error: the sidecar is not valid, so it was left alone",
                "\(Self.path):1:51: error: comments[0].date: \"2024-02-30\" is not a real date: February 2024 has 29 days",
            ])
        #expect(
            refusal(.add(author: "b", body: "y"), to: "{").map {
                $0.split(separator: "\n").first.map(String.init) ?? ""
            } == [
                "\(Self.path): error: the sidecar is not valid, so it was left alone",
                "\(Self.path):1:2: error: invalid JSON: expected a key in double quotes",
            ])
    }

    @Test func formatIsStableAndMatchesTheSampleStyle() throws {
        let once = try editor.format(Self.sidecar, path: Self.path)
        #expect(try editor.format(once, path: Self.path) == once)
        let canonical = """
            {
              "comments": [
                {
                  "id": "c1",
                  "author": "준",
                  "date": "2026-04-04 20:11",
                  "body": "김밥 진짜 맛있었다 😋"
                }
              ]
            }

            """
        #expect(try editor.format(canonical, path: Self.path) == canonical)
    }

    @Test func updateWritesTheFileAndRefusalsLeaveItByteForByte() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write(Self.path, Self.sidecar)
        let before = try #require(folder.read(Self.path))
        #expect(throws: EditFailure.self) {
            try editor.update(
                sidecar: url, path: Self.path, change: .add(author: "a", body: "b", replyTo: "nope"), now: Self.now)
        }
        #expect(folder.read(Self.path) == before)
        let edit = try editor.update(sidecar: url, path: Self.path, change: .add(author: "a", body: "b"), now: Self.now)
        #expect(folder.read(Self.path) == Data(edit.text.utf8))
        #expect(folder.list("Content/entries/2024/05") == ["2024-05-03-picnic.comments.json"])
        #expect(throws: EditFailure.self) {
            try editor.update(
                sidecar: folder.url.appending(path: "none.comments.json"), path: "none.comments.json",
                change: .delete(id: "c1"), now: Self.now)
        }
        #expect(!folder.list().contains("none.comments.json"))
    }
}
