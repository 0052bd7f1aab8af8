import Foundation
import Testing

@Suite("keepsake comment")
struct CommentCommandTests {
    static let entry = "Content/entries/2026/05/2026-05-03-picnic.md"

    private static func diaryWithEntry() async throws -> URL {
        let diary = try await CLI.newDiary()
        let url = diary.appending(path: entry)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Picnic\n---\nKimbap.\n".utf8).write(to: url)
        return diary
    }

    /// Eight processes comment on one entry at the same moment; every comment survives.
    @Test func eightConcurrentAddsAllSurvive() async throws {
        let diary = try await Self.diaryWithEntry()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let started = try (1...8).map { number in
            try CLI.start(
                CLI.binary.path,
                ["comment", "add", Self.entry, "--author", "writer \(number)", "--body", "comment \(number)"], in: diary
            )
        }
        var runs: [CLI.Run] = []
        for process in started { runs.append(await process.finish()) }
        #expect(runs.map(\.status) == Array(repeating: 0, count: 8), "\(runs.map(\.error))")
        #expect(Set(runs.map(\.output)) == Set((1...8).map { "c\($0)\n" }))
        let sidecar = String(
            decoding: try Data(
                contentsOf: diary.appending(path: "Content/entries/2026/05/2026-05-03-picnic.comments.json")),
            as: UTF8.self)
        for number in 1...8 {
            #expect(sidecar.contains("\"id\": \"c\(number)\""))
            #expect(sidecar.contains("\"body\": \"comment \(number)\""))
        }
        // Nothing left behind beside the entry.
        let names = try FileManager.default.contentsOfDirectory(
            atPath: diary.appending(path: "Content/entries/2026/05").path
        ).sorted()
        #expect(names == ["2026-05-03-picnic.comments.json", "2026-05-03-picnic.md"])
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    /// An entry copied from a Mac keeps its Korean name decomposed; the writer types it composed.
    /// Regression: the typed path opened no file, so the command said "no such entry file".
    @Test func anEntryIsFoundByItsNameAsTyped() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let folder = "Content/entries/2026/05/"
        let stored = "2026-05-04-" + "나들이".decomposedStringWithCanonicalMapping
        let url = diary.appending(path: folder + stored + ".md")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: 나들이\n---\nKimbap.\n".utf8).write(to: url)
        let typed = folder + "2026-05-04-나들이.md"
        #expect(Array(typed.utf8) != Array((folder + stored + ".md").utf8))
        let add = try await CLI.keepsake(["comment", "add", typed, "--author", "Jun", "--body", "좋다"], in: diary)
        #expect(add.status == 0, "\(add.error)")
        #expect(add.output == "c1\n")
        // The sidecar beside it, spelled as the entry is.
        let names = try FileManager.default.contentsOfDirectory(atPath: diary.appending(path: folder).path)
        #expect(names.map { Array($0.utf8) }.contains(Array((stored + ".comments.json").utf8)), "\(names)")
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    /// A sidecar holding the largest id a number can have: the next id must not overflow (it
    /// crashed the command with SIGILL, exit 132).
    @Test func aHugeIdDoesNotOverflowTheNextOne() async throws {
        let diary = try await Self.diaryWithEntry()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let sidecar = diary.appending(path: "Content/entries/2026/05/2026-05-03-picnic.comments.json")
        try Data(
            #"{"comments": [{"id": "c9223372036854775807", "author": "Jun", "date": "2026-05-03 20:11", "body": "Hi"}]}"#
                .utf8
        ).write(to: sidecar)
        for expected in ["c1", "c2"] {
            let add = try await CLI.keepsake(
                ["comment", "add", "picnic", "--author", "Emma", "--body", "Me"], in: diary)
            #expect(add.status == 0, "exit \(add.status): \(add.error)")
            #expect(add.output == expected + "\n")
        }
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    @Test func addEditDeleteBySlugAndStandardInput() async throws {
        let diary = try await Self.diaryWithEntry()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let add = try await CLI.keepsake(
            ["comment", "add", "picnic", "--author", "준", "--date", "2026-05-03 20:11"], in: diary, input: "맛있겠다 😋\n")
        #expect(add.status == 0, "\(add.error)")
        #expect(add.output == "c1\n")
        #expect(
            try await CLI.keepsake(
                ["comment", "add", "2026/05/picnic", "--author", "Emma", "--reply-to", "c1", "--body", "Me too"],
                in: diary
            ).output == "c2\n")
        #expect(
            try await CLI.keepsake(["comment", "edit", "c2", "--entry", Self.entry, "--body", "Me too!"], in: diary)
                .status == 0)
        #expect(try await CLI.keepsake(["comment", "delete", "c1", "--entry", "picnic"], in: diary).status == 0)
        let sidecar = String(
            decoding: try Data(
                contentsOf: diary.appending(path: "Content/entries/2026/05/2026-05-03-picnic.comments.json")),
            as: UTF8.self)
        #expect(
            sidecar.hasPrefix(
                """
                {
                  "comments": [
                    {
                      "id": "c1",
                      "author": "준",
                      "date": "2026-05-03 20:11",
                      "body": "",
                      "deleted": true
                    },
                    {
                      "id": "c2",
                      "author": "Emma",
                """))
        #expect(sidecar.contains("\"body\": \"Me too!\",\n      \"replyTo\": \"c1\",\n      \"edited\": \""))
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    @Test func refusalsExitOneAndWriteNothing() async throws {
        let diary = try await Self.diaryWithEntry()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let badReply = try await CLI.keepsake(
            ["comment", "add", Self.entry, "--author", "a", "--body", "b", "--reply-to", "c9"], in: diary)
        #expect(badReply.status == 1)
        #expect(
            badReply.error.contains(
                "Content/entries/2026/05/2026-05-03-picnic.comments.json: error: cannot reply to \"c9\""))
        #expect(
            !FileManager.default.fileExists(
                atPath: diary.appending(path: "Content/entries/2026/05/2026-05-03-picnic.comments.json").path))
        let noEntry = try await CLI.keepsake(["comment", "add", "picnik", "--author", "a", "--body", "b"], in: diary)
        #expect(noEntry.status == 1)
        #expect(
            noEntry.error.contains("picnik: error: no entry file or page \"picnik\"\n  hint: did you mean \"picnic\"?"))
        let both = try await CLI.keepsake(
            ["comment", "add", Self.entry, "--author", "a", "--body", "b", "--file", "x"], in: diary)
        #expect(both.status == 2)
        let badDate = try await CLI.keepsake(
            ["comment", "add", Self.entry, "--author", "a", "--body", "b", "--date", "2026-02-30"], in: diary)
        #expect(badDate.status == 1)
        #expect(badDate.error.contains("--date: error: \"2026-02-30\" is not a real date"))
    }
}
