import Foundation
import KeepsakeTestSupport
import Testing

@testable import KeepsakeBuild
@testable import KeepsakeCore

/// The history read at a commit, kept for the next build at the same `HEAD`.
@Suite("GitHistory cache", .enabled(if: GitRepository.isGitInstalled))
struct GitHistoryCacheTests {
    static let picnic = GitHistoryTests.picnic
    static let rain = GitHistoryTests.rain

    func cache(_ repository: GitRepository, key: UInt64 = 7) -> GitHistoryCache {
        GitHistoryCache(url: repository.url.appending(path: ".keepsake-cache/history"), key: key)
    }

    @Test func aHistoryReadOnceIsReadBackAsItWas() throws {
        let repository = try GitRepository()
        try repository.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00", by: .minji)
        try repository.commit(
            [Self.rain: "rain\n", Self.picnic: "picnic!\n"], at: "2026-04-09T08:00:00+09:00", by: .jun)
        let fresh = GitHistory.read(root: repository.url)
        let saved = GitHistory.read(root: repository.url, cache: cache(repository))
        let again = GitHistory.read(root: repository.url, cache: cache(repository))
        for history in [saved, again] {
            #expect(history.files == fresh.files)
            #expect(history.status == fresh.status)
            #expect(history.isShallow == fresh.isShallow)
        }
    }

    /// Only at the commit it was saved for, and only by the same program: what the cache holds is
    /// read instead of git's log (shown by saving a history git would never give), and a commit
    /// since, or another program's key, reads git again.
    @Test func theCacheStandsForGitsLogOnlyAtItsCommit() throws {
        let repository = try GitRepository()
        let head = try repository.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00", by: .minji)
        let made = FileHistory(
            first: nil,
            last: .init(date: GitTimestamp(seconds: 0, utcOffset: 0), author: GitIdentity(name: "x", email: "")),
            commitCount: 99)
        cache(repository).save(
            GitHistory(files: [Self.picnic: made], status: .read(commit: head)), contentFolder: "Content")
        #expect(GitHistory.read(root: repository.url, cache: cache(repository))[Self.picnic] == made)
        #expect(GitHistory.read(root: repository.url, cache: cache(repository, key: 8))[Self.picnic]?.commitCount == 1)

        cache(repository).save(
            GitHistory(files: [Self.picnic: made], status: .read(commit: head)), contentFolder: "Content")
        try repository.commit([Self.rain: "rain\n"], at: "2026-04-09T08:00:00+09:00", by: .jun)
        let after = GitHistory.read(root: repository.url, cache: cache(repository))
        #expect(after[Self.picnic]?.commitCount == 1)
        #expect(after[Self.rain] != nil)
    }

    /// A build whose entries came back from the store attached decodes the files of the few
    /// it read anew, and attaches exactly what the whole history would.
    @Test func aFewFilesAreDecodedAloneAndAttachAsTheWholeHistoryDoes() throws {
        let repository = try GitRepository()
        try repository.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00", by: .minji)
        let sidecar = ContentInventory.sidecar(for: Self.picnic)
        try repository.commit(
            [Self.rain: "rain\n", Self.picnic: "picnic!\n", sidecar: #"{"comments": []}"#],
            at: "2026-04-09T08:00:00+09:00",
            by: .jun)
        let whole = GitHistory.read(root: repository.url, cache: cache(repository))
        let pending = GitHistory.startReading(root: repository.url, cache: cache(repository))
        guard case .saved(let saved, _) = pending.source else {
            Issue.record("the history saved at HEAD is left undecoded")
            return
        }
        let some = try #require(saved.only([Self.picnic, sidecar, "Content/entries/2026/04/2026-04-30-new.md"]))
        #expect(some.files == [Self.picnic: whole.files[Self.picnic]!, sidecar: whole.files[sidecar]!])
        #expect(some.status == whole.status)
        #expect(pending.attachmentKey == whole.attachmentKey)

        // Stored attached (at this history's key), one entry read anew: attached as by the whole.
        let config = DiaryConfig(
            title: "T", members: [Member(id: "jun", name: "Jun", color: nil, emails: ["jun@example.com"])])
        let entries = [("picnic", Self.picnic), ("rain", Self.rain)].map { Fixture.entry($0, "2026-04-05", source: $1) }
        let expected = whole.attach(to: entries, config: config)
        let stored = [expected[0].with(history: nil), expected[1]]
        let (attached, kept) = pending.attach(to: stored, config: config, attachedAt: whole.attachmentKey)
        #expect(storeBytes(of: attached) == storeBytes(of: expected))
        #expect(kept == nil, "decoded only in part")
        // Stored at another commit: all attached again, from the whole history.
        let (again, read) = pending.attach(to: stored, config: config, attachedAt: 1)
        #expect(storeBytes(of: again) == storeBytes(of: expected))
        #expect(read?.files == whole.files)
    }

    @Test(arguments: ["cut short", "garbage", "empty"])
    func aDamagedCacheIsReadFromGitInstead(damage: String) throws {
        let repository = try GitRepository()
        try repository.commit(
            [Self.picnic: "picnic\n", Self.rain: "rain\n"], at: "2026-04-05T21:00:00+09:00", by: .minji)
        let fresh = GitHistory.read(root: repository.url)
        _ = GitHistory.read(root: repository.url, cache: cache(repository))
        let url = cache(repository).url
        let bytes = try Data(contentsOf: url)
        switch damage {
        case "cut short": try bytes.prefix(bytes.count - 5).write(to: url)
        case "garbage": try Data(bytes.map { $0 ^ 0x5A }).write(to: url)
        default: try Data().write(to: url)
        }
        let read = GitHistory.read(root: repository.url, cache: cache(repository))
        #expect(read.files == fresh.files)
        #expect(read.status == fresh.status)
    }
}
