import Foundation
import Testing

@Suite("keepsake init and new")
struct NewAndInitCommandTests {
    @Test func initMakesADiaryThatChecksAndRefusesToRunTwice() async throws {
        let diary = try await CLI.newDiary(["--title", "테스트: 일기", "--time-zone", "Asia/Seoul"])
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        for path in [
            "Content/diary.yaml", "Content/archetypes/entry.md", ".gitignore", "README.md",
            ".github/workflows/publish.yml",
        ] {
            #expect(FileManager.default.fileExists(atPath: diary.appending(path: path).path), "\(path)")
        }
        if CLI.gitIsInstalled { #expect(FileManager.default.fileExists(atPath: diary.appending(path: ".git").path)) }
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
        let again = try await CLI.keepsake(["init", "."], in: diary)
        #expect(again.status == 1)
        #expect(again.error.contains("error: there is a diary here already"))
        #expect(try await CLI.keepsake(["init", "x", "--time-zone", "Mars/Olympus"], in: diary).status == 2)
        #expect(try await CLI.keepsake(["init", "x", "--language", "fr"], in: diary).status == 2)
    }

    @Test func newPrintsOnlyThePathAndNeverOverwrites() async throws {
        let diary = try await CLI.newDiary()
        let parent = diary.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let first = try await CLI.keepsake(
            ["new", "벚꽃 피크닉!", "--root", "diary", "--mood", "happy", "--tag", "봄", "--date", "2026-05-03 14:30"],
            in: parent)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == "diary/Content/entries/2026/05/2026-05-03-벚꽃-피크닉.md\n")
        #expect(first.error == "")
        let second = try await CLI.keepsake(["new", "벚꽃 피크닉!", "--date", "2026-05-03 18:00"], in: diary)
        #expect(second.output == "Content/entries/2026/05/2026-05-03-벚꽃-피크닉-2.md\n")
        let text = String(
            decoding: try Data(contentsOf: parent.appending(path: first.output.trimmingCharacters(in: .newlines))),
            as: UTF8.self)
        #expect(text == "---\ntitle: 벚꽃 피크닉!\ndate: 2026-05-03 14:30\nmood: happy\ntags: [봄]\n---\n\n")
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    @Test func newRefusesUnknownNamesWithHints() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let run = try await CLI.keepsake(["new", "x", "--mood", "hapy", "--author", "me"], in: diary)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.error.contains("--mood: error: unknown mood \"hapy\"\n  hint: did you mean \"happy\"?"))
        #expect(run.error.contains("--author: error: unknown author \"me\""))
        #expect(run.error.contains("Nothing was written."))
        #expect(try await CLI.keepsake(["new", "x", "--root", "nowhere"], in: diary).status == 2)
    }

    /// A mood the diary adds in diary.yaml (`moods:`) is one `new` takes, as the build does.
    @Test func newTakesTheDiarysOwnMoods() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let config = diary.appending(path: "Content/diary.yaml")
        let text = String(decoding: try Data(contentsOf: config), as: UTF8.self)
        try Data((text + "moods:\n  homesick: { emoji: \"🏠\", tone: negative }\n").utf8).write(to: config)
        let run = try await CLI.keepsake(["new", "Home", "--mood", "homesick", "--date", "2026-05-04"], in: diary)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Content/entries/2026/05/2026-05-04-home.md\n")
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    /// Jekyll's keys in many entries: one warning per key naming the other places, its hint once,
    /// and the summary counts them all.
    @Test func repeatedWarningsArePrintedOnceAndCounted() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        for day in 1...5 {
            try Data("---\ntitle: Post \(day)\nlayout: post\n---\nText.\n".utf8)
                .write(to: diary.appending(path: "Content/entries/2026-05-0\(day)-post\(day).md"))
        }
        let run = try await CLI.keepsake(
            ["build", "--base-url", "https://example.com/"], in: diary, environment: ["NO_COLOR": "1"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.error.split(separator: "\n")
        #expect(lines.filter { $0.contains("unknown key \"layout\"") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("  hint:") }.count == 1)
        #expect(
            run.error.contains(
                "Content/entries/2026-05-01-post1.md:3:1: warning: unknown key \"layout\" in front matter is ignored "
                    + "(also at 4 more places: Content/entries/2026-05-02-post2.md:3:1, "
                    + "Content/entries/2026-05-03-post3.md:3:1, Content/entries/2026-05-04-post4.md:3:1, …)"))
        #expect(run.output.contains("  Warnings         5\n"))
    }

    @Test func newUsesTheDiarysArchetype() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        try Data("---\ntitle: {{title}}\ndate: {{date}}\nweather: rainy\n---\n# {{title}}\n".utf8)
            .write(to: diary.appending(path: "Content/archetypes/entry.md"))
        let run = try await CLI.keepsake(["new", "Rain", "--date", "2026-05-04"], in: diary)
        #expect(run.status == 0, "\(run.error)")
        let text = String(
            decoding: try Data(contentsOf: diary.appending(path: run.output.trimmingCharacters(in: .newlines))),
            as: UTF8.self)
        #expect(text == "---\ntitle: Rain\ndate: 2026-05-04\nweather: rainy\n---\n# Rain\n")
        try Data("---\ntitle: {{titel}}\n---\n".utf8).write(to: diary.appending(path: "Content/archetypes/entry.md"))
        let broken = try await CLI.keepsake(["new", "Rain"], in: diary)
        #expect(broken.status == 1)
        #expect(broken.error.contains("Content/archetypes/entry.md:2:8: error: unknown placeholder {{titel}}"))
    }
}
