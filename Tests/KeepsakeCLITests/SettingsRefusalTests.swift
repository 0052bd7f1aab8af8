import Foundation
import Testing

/// Settings that would publish the diary somewhere else than meant, or read a file from outside
/// the diary, are refused before anything is built or written.
@Suite("Settings refused")
struct SettingsRefusalTests {
    /// `--base-url` follows diary.yaml's rule: an `https://` address with a host, `http://` with a
    /// warning, or a path starting with one `/`; anything else is a usage error (exit 2).
    @Test func baseURLOptionFollowsTheRuleOfDiaryYAML() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let refused: [(url: String, says: String)] = [
            (
                "//evil.example/",
                "--base-url \"//evil.example/\" starts with //, which browsers read as the address of another site"
            ),
            ("https:///diary/", "--base-url \"https:///diary/\" has no host name after https://"),
            ("javascript:alert(1)//", "--base-url must start with https://, http:// or /"),
        ]
        for (url, says) in refused {
            let run = try await CLI.keepsake(["build", "--no-git", "--base-url", url], in: diary)
            #expect(run.status == 2, "--base-url \(url): exit \(run.status): \(run.error)")
            #expect(run.error.hasPrefix("--base-url \(url): error: \(says)\n"), "\(run.error)")
            #expect(run.error.contains("\n  hint: "), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: diary.appending(path: "Output").path))
        }
        let plain = try await CLI.keepsake(["build", "--no-git", "--base-url", "http://example.com/d/"], in: diary)
        #expect(plain.status == 0, "\(plain.error)")
        #expect(
            plain.error.contains(
                "--base-url http://example.com/d/: warning: --base-url starts with http://: readers fetch the pages and feeds without encryption"
            ), "\(plain.error)")
        let page = try String(contentsOf: diary.appending(path: "Output/feed.xml"), encoding: .utf8)
        #expect(page.contains("http://example.com/d/"))
    }

    /// Every command that reads diary.yaml (and the theme) before doing anything.
    static let commandsReadingSettings: [[String]] = [
        ["build", "--no-git"], ["check", "--no-git"], ["new", "A day"],
        ["comment", "add", "nothing", "--author", "Jun", "--body", "Hi"],
    ]

    /// A diary.yaml that is a link out of `Content/` is refused without being read: nothing of it
    /// shows in any message.
    @Test func aDiaryYAMLLinkedOutOfContentIsNotRead() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let secret = diary.deletingLastPathComponent().appending(path: "secret.env")
        try Data("DB_PASSWORD=hunter2-secret-marker\n".utf8).write(to: secret)
        let config = diary.appending(path: "Content/diary.yaml")
        try FileManager.default.removeItem(at: config)
        try FileManager.default.createSymbolicLink(atPath: config.path, withDestinationPath: "../../secret.env")
        for command in Self.commandsReadingSettings {
            let run = try await CLI.keepsake(command, in: diary)
            #expect(run.status == 1, "\(command): exit \(run.status): \(run.error)")
            #expect(
                run.error.hasPrefix(
                    "Content/diary.yaml: error: symbolic link points outside Content/ (to \(secret.resolvingSymlinksInPath().path))"
                ), "\(command): \(run.error)")
            for text in [run.output, run.error] {
                #expect(!text.contains("hunter2"), "\(command): \(text)")
                #expect(!text.contains("DB_PASSWORD"), "\(command): \(text)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: diary.appending(path: "Output").path))
    }

    /// A diary.yaml or a theme file far over its limit is refused from its size, before it is
    /// read, by every command that reads it.
    @Test func aHugeDiaryYAMLOrTemplateIsRefusedUnread() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let config = diary.appending(path: "Content/diary.yaml")
        let settings = try Data(contentsOf: config)
        #expect(truncate(config.path, off_t(1 << 30)) == 0)
        for command in Self.commandsReadingSettings {
            let run = try await CLI.keepsake(command, in: diary)
            #expect(run.status == 1, "\(command): exit \(run.status): \(run.error)")
            #expect(
                run.error.hasPrefix(
                    "Content/diary.yaml: error: file is 1024 MB (1073741824 bytes), more than the 1 MB diary.yaml may hold\n  hint: "
                ), "\(command): \(run.error)")
        }
        try settings.write(to: config)
        let template = diary.appending(path: "Themes/default/templates/entry.mustache")
        try FileManager.default.createDirectory(
            at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{{title}}".utf8).write(to: template)
        #expect(truncate(template.path, off_t(64 << 20)) == 0)
        for command in [["build", "--no-git"], ["new", "A day"]] {
            let run = try await CLI.keepsake(command, in: diary)
            #expect(run.status == 1, "\(command): exit \(run.status): \(run.error)")
            #expect(
                run.error.contains(
                    "Themes/default/templates/entry.mustache: error: file is 64 MB (67108864 bytes), more than the 1 MB a template may hold"
                ), "\(command): \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: diary.appending(path: "Output").path))
    }
}
