import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeTestSupport
import Testing

@testable import KeepsakeRender

/// A diary in a real git repository: authors from commits, "edited" marks and lastmod from later
/// commits; outside a repository the same diary builds with its front matter alone.
@Suite("Dates and authors from git", .serialized)
struct GitDatesTests {
    static let config = """
        title: Shared
        language: en
        time_zone: Asia/Seoul
        base_url: https://example.org/
        members:
          - { id: minji, name: Minji, email: minji@example.com }
          - { id: jun, name: Jun, git_name: Jun Park }

        """

    /// Runs git in `folder` with fixed dates and author, and no user or system configuration.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL, date: String, name: String, email: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=\(name)", "-c", "user.email=\(email)"] + arguments
        process.currentDirectoryURL = folder
        process.environment = [
            "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func commit(_ diary: TemporaryDiary, at date: String, name: String, email: String) throws {
        try git(["add", "-A"], in: diary.root, date: date, name: name, email: email)
        try git(["commit", "-q", "-m", "diary"], in: diary.root, date: date, name: name, email: email)
    }

    static func page(_ report: BuildReport, _ path: String) -> String {
        guard case .bytes(let bytes)? = report.site.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func authorsEditsAndLastChangesComeFromCommits() async throws {
        let diary = try TemporaryDiary(
            [
                "Content/2026-04-05-picnic.md": "---\ntitle: Picnic\ndate: 2026-04-05 14:00\n---\nKimbap.\n",
                "Content/2026-04-06-walk.md": "---\ntitle: Walk\ndate: 2026-04-06 09:00\nauthor: minji\n---\nRiver.\n",
            ], config: Self.config)
        try Self.git(
            ["init", "-q", "-b", "main"], in: diary.root, date: "2026-04-06T10:00:00+09:00", name: "x", email: "x@x")
        try Self.commit(diary, at: "2026-04-06T10:00:00+09:00", name: "Jun Park", email: "jun@example.com")
        // Three weeks later someone fixes the picnic entry.
        try Data("---\ntitle: Picnic\ndate: 2026-04-05 14:00\n---\nKimbap and strawberries.\n".utf8)
            .write(to: diary.root.appending(path: "Content/2026-04-05-picnic.md"))
        try Self.commit(diary, at: "2026-04-27T20:00:00+09:00", name: "Minji", email: "MINJI@example.com")

        let report = try await diary.build(write: false)
        let picnic = Self.page(report, "2026/04/picnic/index.html")
        // No author in the front matter: the member who first committed it (matched by git_name).
        #expect(picnic.contains("Jun"))
        #expect(
            picnic.contains(
                "<span class=\"entry-edited\">· edited <time datetime=\"2026-04-27T20:00:00+09:00\">Monday, April 27, 2026</time></span>"
            ))
        let walk = Self.page(report, "2026/04/walk/index.html")
        #expect(walk.contains("Minji"))
        #expect(!walk.contains("entry-edited"))  // committed an hour after it was written: not an edit
        let sitemap = Self.page(report, "sitemap.xml")
        #expect(
            sitemap.contains(
                "<loc>https://example.org/2026/04/picnic/</loc><lastmod>2026-04-27T20:00:00+09:00</lastmod>"))
        #expect(
            sitemap.contains("<loc>https://example.org/2026/04/walk/</loc><lastmod>2026-04-06T10:00:00+09:00</lastmod>")
        )
        #expect(Self.page(report, "feed.xml").contains("<updated>2026-04-27T20:00:00+09:00</updated>"))

        // The same commit builds the same bytes, and without git the front matter alone decides.
        let again = try await diary.build(write: false)
        #expect(Self.page(again, "2026/04/picnic/index.html") == picnic)
        let withoutGit = try await Builder(
            layout: diary.layout, options: BuildOptions(write: false, readsGitHistory: false)
        ).build()
        #expect(!Self.page(withoutGit, "2026/04/picnic/index.html").contains("entry-edited"))
        #expect(Self.page(withoutGit, "sitemap.xml").contains("<lastmod>2026-04-05T14:00:00+09:00</lastmod>"))
    }

    @Test func aSessionNoticesANewCommit() async throws {
        let diary = try TemporaryDiary(
            ["Content/2026-04-05-picnic.md": "---\ntitle: Picnic\n---\nKimbap.\n"], config: Self.config)
        try Self.git(
            ["init", "-q", "-b", "main"], in: diary.root, date: "2026-04-05T10:00:00+09:00", name: "x", email: "x@x")
        try Self.commit(diary, at: "2026-04-05T10:00:00+09:00", name: "Minji", email: "minji@example.com")
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        let first = try await session.build()
        #expect(Self.page(first, "2026/04/picnic/index.html").contains("Minji"))
        // A save before the commit: the entry read anew gets its history again, as git still says.
        try Data("---\ntitle: Picnic\n---\nKimbap?\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-05-picnic.md"))
        let saved = try await session.build(changed: ["Content/2026-04-05-picnic.md"])
        #expect(saved.parsedEntries == ["Content/2026-04-05-picnic.md"])
        #expect(Self.page(saved, "2026/04/picnic/index.html").contains("Minji"))
        // That save committed weeks later: no file changed since the last build, but git's history did.
        try Self.commit(diary, at: "2026-05-01T10:00:00+09:00", name: "Jun Park", email: "jun@example.com")
        let second = try await session.build()
        #expect(Self.page(second, "2026/04/picnic/index.html").contains("entry-edited"))
    }

    /// `keepsake build` keeps each entry with its history attached (`EntryCache.historyKey`): a
    /// build at the same commit attaches history only to the files it read anew, and a new commit
    /// (or a build without git) makes every entry's history again. Each site is byte for byte the
    /// one a build from nothing makes.
    @Test func storedEntriesKeepTheirHistoryUntilTheNextCommit() async throws {
        let files = [
            "Content/2026-04-05-picnic.md": "---\ntitle: Picnic\ndate: 2026-04-05 14:00\n---\nKimbap.\n",
            "Content/2026-04-06-walk.md": "---\ntitle: Walk\ndate: 2026-04-06 09:00\n---\nRiver.\n",
        ]
        let diary = try TemporaryDiary(files, config: Self.config)
        try Self.git(
            ["init", "-q", "-b", "main"], in: diary.root, date: "2026-04-06T10:00:00+09:00", name: "x", email: "x@x")
        try Self.commit(diary, at: "2026-04-06T10:00:00+09:00", name: "Jun Park", email: "jun@example.com")
        let first = try await diary.build()
        #expect(first.parsedEntries.count == 2)
        #expect(diary.output("2026/04/walk/index.html")?.contains("Jun") == true)

        // The store's entries come back with the history attached at that commit.
        var diagnostics: [Diagnostic] = []
        let settings = try #require(DiarySettings.load(diary.layout, options: BuildOptions(), &diagnostics))
        let stored = try #require(await EntryStore(layout: diary.layout).startLoading().value?.cache)
        let fromStore = await DiaryLoader(layout: diary.layout, config: settings.config, catalog: settings.catalog)
            .load(ContentScanner.scan(diary.layout), reusing: stored)
        #expect(fromStore.parsed.isEmpty)
        #expect(fromStore.entries.allSatisfy { $0.history?.creator?.id == "jun" })
        let history = GitHistory.startReading(root: diary.root).whole()
        #expect(
            storeBytes(of: history.attach(to: fromStore.entries, config: settings.config))
                == storeBytes(of: fromStore.entries), "attached as git says")

        // An edit not committed yet: only that entry is read, and its history is git's.
        try await Task.sleep(for: .milliseconds(200))  // past the window in which files are re-read
        let picnic = diary.root.appending(path: "Content/2026-04-05-picnic.md")
        try Data("---\ntitle: Picnic\ndate: 2026-04-05 14:00\n---\nKimbap and tea.\n".utf8).write(to: picnic)
        let edited = try await diary.build()
        #expect(edited.parsedEntries == ["Content/2026-04-05-picnic.md"])
        try await #expect(Self.siteFromNothing(diary) == Self.site(diary))
        #expect(diary.output("2026/04/picnic/index.html")?.contains("Jun") == true)

        // A commit three weeks later by Minji: an edit, which every page of the entry shows.
        try Self.commit(diary, at: "2026-04-27T20:00:00+09:00", name: "Minji", email: "minji@example.com")
        _ = try await diary.build()
        #expect(diary.output("2026/04/picnic/index.html")?.contains("entry-edited") == true)
        try await #expect(Self.siteFromNothing(diary) == Self.site(diary))

        // Without git, no entry keeps a history.
        _ = try await Builder(layout: diary.layout, options: BuildOptions(readsGitHistory: false)).build()
        #expect(diary.output("2026/04/picnic/index.html")?.contains("entry-edited") == false)
        #expect(diary.output("2026/04/walk/index.html")?.contains("Jun") == false)
    }

    static func site(_ diary: TemporaryDiary) -> [String: Data] {
        Fixtures.tree(diary.layout.output).filter { $0.key != ".keepsake-output" }
    }

    /// The site `diary` makes with no cache and no output folder (a copy, built beside it).
    static func siteFromNothing(_ diary: TemporaryDiary) async throws -> [String: Data] {
        let copy = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let fileManager = FileManager.default
        for name in ["Content", ".git"] {
            try fileManager.copyItem(at: diary.root.appending(path: name), to: copy.appending(path: name))
        }
        let layout = SiteLayout(root: copy)
        _ = try await Builder(layout: layout, options: BuildOptions()).build()
        return Fixtures.tree(layout.output).filter { $0.key != ".keepsake-output" }
    }
}
