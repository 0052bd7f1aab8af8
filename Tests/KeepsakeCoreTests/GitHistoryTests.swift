import Foundation
import Testing

@testable import KeepsakeCore

/// `GitHistory.read` on real repositories made in temporary folders.
@Suite("GitHistory", .enabled(if: GitRepository.isGitInstalled))
struct GitHistoryTests {
    typealias Commit = FileHistory.Commit

    static let picnic = "Content/entries/2026/04/2026-04-05-picnic.md"
    static let rain = "Content/entries/2026/04/2026-04-09-rain.md"

    @Test func firstAndLastCommitOfEachFile() throws {
        let repository = try GitRepository()
        try repository.commit(
            [Self.picnic: "picnic\n", "Content/diary.yaml": "title: T\n"], at: "2026-04-05T21:00:00+09:00", by: .minji)
        try repository.commit([Self.rain: "rain\n"], at: "2026-04-09T08:00:00+09:00", by: .jun)
        let head = try repository.commit([Self.picnic: "picnic, fixed\n"], at: "2026-04-12T10:15:00-04:00", by: .jun)

        let history = GitHistory.read(root: repository.url)
        #expect(history.status == .read(commit: head))
        #expect(history.commit == head)
        #expect(!history.isShallow)
        #expect(Set(history.files.keys) == [Self.picnic, Self.rain, "Content/diary.yaml"])
        let minji = GitIdentity(name: "민지", email: "minji@example.com")
        let jun = GitIdentity(name: "Jun Park", email: "jun@example.com")
        #expect(
            history[Self.picnic]
                == FileHistory(
                    first: Commit(date: GitTimestamp("2026-04-05T21:00:00+09:00"), author: minji),
                    last: Commit(date: GitTimestamp("2026-04-12T10:15:00-04:00"), author: jun), commitCount: 2))
        #expect(history[Self.picnic]?.last.date == GitTimestamp(seconds: 1_776_003_300, utcOffset: -4 * 3600))
        #expect(history[Self.picnic]?.first?.date.utcOffset == 9 * 3600)
        #expect(history[Self.picnic]?.last.author == jun)
        let rain = try #require(history[Self.rain])
        #expect(rain.first == rain.last)
        #expect(rain.commitCount == 1)
        #expect(
            DiaryDateParser(timeZone: Fixture.seoul).date(at: rain.last.date.instant).rfc3339
                == "2026-04-09T08:00:00+09:00")
        #expect(
            DiaryDateParser(timeZone: Fixture.utc).date(at: rain.last.date.instant).rfc3339
                == "2026-04-08T23:00:00+00:00")
    }

    @Test func onlyCommittedFilesOfHeadCount() throws {
        let repository = try GitRepository()
        try repository.commit([Self.picnic: "picnic\n", Self.rain: "rain\n"], at: "2026-04-05T21:00:00+09:00")
        let before = GitHistory.read(root: repository.url)

        // Edited, staged, untracked and deleted in the working tree: none of it is history yet.
        try repository.folder.write(Self.picnic, "picnic, being edited\n")
        try repository.folder.write("Content/entries/2026/04/2026-04-20-staged.md", "staged\n")
        try repository.run(["add", "Content/entries/2026/04/2026-04-20-staged.md"])
        try repository.folder.write("Content/entries/2026/04/2026-04-21-new.md", "untracked\n")
        try FileManager.default.removeItem(at: repository.url.appending(path: Self.rain))

        let after = GitHistory.read(root: repository.url)
        #expect(after.files == before.files)
        #expect(after.status == before.status)
        #expect(after["Content/entries/2026/04/2026-04-21-new.md"] == nil)
        #expect(after["Content/entries/2026/04/2026-04-20-staged.md"] == nil)
        #expect(after[Self.rain] != nil)
    }

    @Test func withoutARepositoryThereIsNoHistory() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.picnic, "picnic\n")
        let history = GitHistory.read(root: folder.url)
        #expect(history.status == .notARepository)
        #expect(history.files.isEmpty)
        #expect(history.commit == nil)
        #expect(GitHistory.read(root: folder.url.appending(path: "missing")).status == .notARepository)
    }

    @Test func aRepositoryWithoutCommitsHasNoHistory() throws {
        let repository = try GitRepository()
        try repository.folder.write(Self.picnic, "picnic\n")
        try repository.run(["add", "-A"])
        let history = GitHistory.read(root: repository.url)
        #expect(history.status == .noCommits)
        #expect(history.files.isEmpty)
    }

    @Test func withoutGitThereIsNoHistory() throws {
        let repository = try GitRepository()
        try repository.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00")
        let history = GitHistory.read(root: repository.url, gitExecutable: URL(fileURLWithPath: "/nonexistent/bin/git"))
        #expect(history.status == .gitNotFound)
        #expect(history.files.isEmpty)
    }

    @Test func aShallowCloneKnowsOnlyWhatCameAfterItsBoundary() throws {
        let origin = try GitRepository()
        let old = "Content/entries/2026-01-01-old.md"
        let grown = "Content/entries/2026-01-02-grown.md"
        let fresh = "Content/entries/2026-03-01-fresh.md"
        try origin.commit([old: "old\n", grown: "grown\n"], at: "2026-01-02T09:00:00+09:00")
        try origin.commit(["Content/diary.yaml": "title: T\n"], at: "2026-02-01T09:00:00+09:00")
        try origin.commit([grown: "grown more\n", fresh: "fresh\n"], at: "2026-03-01T09:00:00+09:00", by: .jun)
        let clones = try TemporaryFolder()
        try GitRepository.git(
            ["clone", "--quiet", "--depth", "2", "file://\(origin.url.path)", "clone"], in: clones.url)

        let history = GitHistory.read(root: clones.url.appending(path: "clone"))
        #expect(history.isShallow)
        // Unchanged since the boundary: the boundary's date says nothing about it.
        #expect(history[old] == nil)
        #expect(history["Content/diary.yaml"] == nil)
        // Changed since: the change is real, its first commit unknown.
        let jun = GitIdentity(name: "Jun Park", email: "jun@example.com")
        let march = Commit(date: GitTimestamp("2026-03-01T09:00:00+09:00"), author: jun)
        #expect(history[grown] == FileHistory(first: nil, last: march, commitCount: 1))
        #expect(history[grown]?.first?.date == nil)
        // Added since: everything is known.
        #expect(history[fresh] == FileHistory(first: march, last: march, commitCount: 1))
        // The same history, deep, for comparison.
        let full = GitHistory.read(root: origin.url)
        #expect(!full.isShallow)
        #expect(full[old]?.first?.date == GitTimestamp("2026-01-02T09:00:00+09:00"))
        #expect(full[grown]?.commitCount == 2)
    }

    @Test func aDiaryInASubfolderHasPathsFromItsOwnRoot() throws {
        let repository = try GitRepository()
        try repository.commit(
            [
                "README.md": "repo\n", "Content/outside.md": "not the diary's\n", "diary/notes.md": "not content\n",
                "diary/\(Self.picnic)": "picnic\n",
            ], at: "2026-04-05T21:00:00+09:00")
        let history = GitHistory.read(root: repository.url.appending(path: "diary"))
        #expect(Array(history.files.keys) == [Self.picnic])
        #expect(history[Self.picnic]?.commitCount == 1)
    }

    @Test func aRepositoryOfTheContentFolderAlone() throws {
        let diary = try TemporaryFolder()
        let content = diary.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try GitRepository.git(["init", "--quiet"], in: content)
        try diary.write(Self.picnic, "picnic\n")
        try GitRepository.git(["add", "-A"], in: content)
        try GitRepository.git(["commit", "--quiet", "-m", "first"], in: content, date: "2026-04-05T21:00:00+09:00")
        let history = GitHistory.read(root: diary.url)
        #expect(Array(history.files.keys) == [Self.picnic])
        #expect(history[Self.picnic]?.first?.date == GitTimestamp("2026-04-05T21:00:00+09:00"))
    }

    @Test func unusualFileNamesAreReadAsWritten() throws {
        let repository = try GitRepository()
        let names = [
            "Content/entries/2026/04/2026-04-05-벚꽃-피크닉.md", "Content/일기/봄 소풍 \"김밥\".md",
            "Content/entries/tab\there.md", "Content/entries/new\nline.md", "Content/entries/back\\slash é.md",
        ]
        try repository.commit(
            Dictionary(uniqueKeysWithValues: names.map { ($0, "text\n") }), at: "2026-04-05T21:00:00+09:00")
        let history = GitHistory.read(root: repository.url)
        #expect(Set(history.files.keys) == Set(names))
    }

    @Test func aRenamedEntryKeepsItsFirstCommit() throws {
        let repository = try GitRepository()
        let renamed = "Content/entries/2026/04/2026-04-05-cherry-picnic.md"
        try repository.commit(
            [Self.picnic: "A long entry about the picnic, long enough to be recognised.\n"],
            at: "2026-04-05T21:00:00+09:00")
        try repository.run(["mv", Self.picnic, renamed])
        try repository.commit(at: "2026-04-06T09:00:00+09:00", by: .jun)
        try repository.commit(
            [renamed: "A long entry about the picnic, long enough to be recognised. And more.\n"],
            at: "2026-04-07T09:00:00+09:00", by: .jun)

        let history = GitHistory.read(root: repository.url)
        #expect(Array(history.files.keys) == [renamed])
        #expect(history[renamed]?.first?.date == GitTimestamp("2026-04-05T21:00:00+09:00"))
        #expect(history[renamed]?.first?.author.name == "민지")
        #expect(history[renamed]?.last.date == GitTimestamp("2026-04-07T09:00:00+09:00"))
        #expect(history[renamed]?.commitCount == 3)
    }

    @Test func aNameUsedAgainStartsANewHistory() throws {
        let repository = try GitRepository()
        let gone = "Content/entries/2026-04-01-gone.md"
        try repository.commit([Self.picnic: "first picnic\n", gone: "gone\n"], at: "2026-04-05T21:00:00+09:00")
        try repository.commit([Self.picnic: nil, gone: nil], at: "2026-04-06T21:00:00+09:00")
        try repository.commit(
            [Self.picnic: "a different picnic altogether\n"], at: "2026-04-08T21:00:00+09:00", by: .jun)

        let history = GitHistory.read(root: repository.url)
        #expect(Array(history.files.keys) == [Self.picnic])
        #expect(history[Self.picnic]?.first?.date == GitTimestamp("2026-04-08T21:00:00+09:00"))
        #expect(history[Self.picnic]?.commitCount == 1)
    }

    @Test func mergesCountTheirCommitsNotThemselves() throws {
        let repository = try GitRepository()
        try repository.commit([Self.picnic: "picnic\n", Self.rain: "rain\n"], at: "2026-04-05T21:00:00+09:00")
        try repository.run(["checkout", "--quiet", "-b", "side"])
        try repository.commit([Self.rain: "rain, on the side\n"], at: "2026-04-06T21:00:00+09:00", by: .jun)
        try repository.run(["checkout", "--quiet", "main"])
        try repository.commit([Self.picnic: "picnic, on main\n"], at: "2026-04-07T21:00:00+09:00")
        try repository.run(["merge", "--quiet", "--no-ff", "--no-edit", "side"], date: "2026-04-20T21:00:00+09:00")

        let history = GitHistory.read(root: repository.url)
        #expect(history[Self.rain]?.last.date == GitTimestamp("2026-04-06T21:00:00+09:00"))
        #expect(history[Self.rain]?.last.author.name == "Jun Park")
        #expect(history[Self.picnic]?.last.date == GitTimestamp("2026-04-07T21:00:00+09:00"))
    }

    @Test func theRepositorysSettingsDoNotChangeTheHistory() throws {
        let repository = try GitRepository()
        let korean = "Content/entries/2026/04/2026-04-05-벚꽃.md"
        try repository.commit(
            [korean: "A long entry about cherry blossoms, long enough to be recognised.\n"],
            at: "2026-04-05T21:00:00+09:00")
        try repository.run(["mv", korean, Self.picnic])
        try repository.commit(at: "2026-04-06T09:00:00+09:00", by: .jun)
        let plain = GitHistory.read(root: repository.url)
        for setting in [
            "log.showRoot=false", "diff.renames=false", "core.quotePath=true", "color.ui=always",
            "log.date=relative", "i18n.logOutputEncoding=EUC-KR", "log.decorate=full", "format.pretty=oneline",
        ] {
            let parts = setting.split(separator: "=").map(String.init)
            try repository.run(["config", parts[0], parts[1]])
        }
        let configured = GitHistory.read(root: repository.url)
        #expect(configured.files == plain.files)
        #expect(plain[Self.picnic]?.first?.author.name == "민지")
        #expect(plain[Self.picnic]?.commitCount == 2)
    }

    @Test func loadedEntriesFindTheirHistory() async throws {
        let repository = try GitRepository()
        let blossom = "Content/entries/2026/04/2026-04-05-벚꽃-피크닉.md"
        let walk = "Content/entries/2026/04/2026-04-06-walk.md"
        let draft = "Content/entries/2026/04/2026-04-07-draft.md"
        try repository.commit(
            ["diary/Content/diary.yaml": "title: T\n", "diary/\(blossom)": "---\ntitle: 벚꽃 피크닉\n---\n김밥!\n"],
            at: "2026-04-05T21:00:00+09:00", by: .minji)
        try repository.commit(
            ["diary/\(walk)": "---\nauthor: minji\n---\nA walk.\n"], at: "2026-04-06T20:00:00+09:00", by: .jun)
        try repository.commit(
            ["diary/\(blossom)": "---\ntitle: 벚꽃 피크닉\n---\n김밥과 딸기!\n"], at: "2026-04-08T09:00:00+09:00", by: .jun)
        try repository.folder.write("diary/\(draft)", "Not committed yet.\n")

        let layout = SiteLayout(root: repository.url.appending(path: "diary"))
        let config = DiaryConfig(
            title: "T", timeZone: Fixture.seoul,
            members: [
                Member(id: "minji", name: "Minji", color: nil, emails: ["minji@example.com"]),
                Member(id: "jun", name: "Jun", color: nil, gitNames: ["Jun Park"]),
            ])
        let loaded = await DiaryLoader(layout: layout, config: config, catalog: Fixture.catalog)
            .load(ContentScanner.scan(layout))
        let entries = GitHistory.read(root: layout.root).attach(to: loaded.entries, config: config)
        let bySource = Dictionary(uniqueKeysWithValues: entries.map { ($0.source, $0) })

        let picnic = try #require(bySource[blossom])
        #expect(picnic.author?.id == "minji")
        #expect(picnic.isEdited)
        #expect(picnic.history?.created?.rfc3339 == "2026-04-05T21:00:00+09:00")
        #expect(picnic.history?.lastAuthor?.id == "jun")
        #expect(picnic.lastModified.rfc3339 == "2026-04-08T09:00:00+09:00")
        let walked = try #require(bySource[walk])
        #expect(walked.author?.id == "minji")
        #expect(walked.history?.creator?.id == "jun")
        #expect(!walked.isEdited)
        let uncommitted = try #require(bySource[draft])
        #expect(uncommitted.history == nil)
        #expect(uncommitted.author == nil)
        #expect(uncommitted.lastModified == uncommitted.date)
    }
}
