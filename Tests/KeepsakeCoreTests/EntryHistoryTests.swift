import Foundation
import Testing

@testable import KeepsakeCore

/// `GitHistory.attach(to:config:)`: dates on the diary's clock, the "edited" mark, the author
/// fallback and the fingerprint, from histories written by hand.
@Suite("EntryHistory")
struct EntryHistoryTests {
    typealias Commit = FileHistory.Commit

    static let minji = Member(id: "minji", name: "민지", color: nil, emails: ["minji@example.com"])
    static let jun = Member(id: "jun", name: "Jun", color: nil, gitNames: ["Jun Park"])
    static let config = DiaryConfig(title: "T", timeZone: Fixture.seoul, members: [minji, jun])

    static let minjiCommits = GitIdentity(name: "Minji Kim", email: "MINJI@example.com")
    static let junCommits = GitIdentity(name: "Jun Park", email: "jun@laptop")
    static let stranger = GitIdentity(name: "Someone", email: "someone@example.com")

    /// An entry dated `date` (Seoul) with this fingerprint and front matter author.
    /// Whether two entries hold the same history and fingerprints (entries have no `==`).
    static func same(_ one: Entry, _ other: Entry) -> Bool {
        one.history == other.history && one.fingerprint == other.fingerprint
            && one.cardFingerprint == other.cardFingerprint && one.author == other.author
    }

    static func entry(_ date: String, author: Member? = nil, fingerprint: UInt64 = 42) -> Entry {
        let plain = Fixture.entry("picnic", date)
        return Entry(
            card: EntryCard(source: plain.source, slug: plain.slug, date: plain.date, writtenAuthor: author),
            bodyHTML: "", fingerprint: fingerprint)
    }

    /// A history where `entry`'s file was first committed at `first` (`nil`: before a shallow
    /// clone's boundary) and last at `last`.
    static func history(
        of entry: Entry, first: String?, by creator: GitIdentity = minjiCommits, last: String,
        editor: GitIdentity = junCommits, count: Int = 2, comments: String? = nil
    ) -> GitHistory {
        let firstCommit = first.map { Commit(date: GitTimestamp($0), author: creator) }
        let lastCommit = Commit(date: GitTimestamp(last), author: editor)
        var files = [entry.source: FileHistory(first: firstCommit, last: lastCommit, commitCount: count)]
        if let comments {
            let commit = Commit(date: GitTimestamp(comments), author: stranger)
            files[ContentInventory.sidecar(for: entry.source)] = FileHistory(
                first: commit, last: commit, commitCount: 1)
        }
        return GitHistory(files: files, isShallow: first == nil, status: .read(commit: "abc"))
    }

    static func attach(_ history: GitHistory, to entry: Entry, threshold: TimeInterval = 3600) throws -> Entry {
        try #require(history.attach(to: [entry], config: config, editThreshold: threshold).first)
    }

    @Test func datesAndPeopleInTheDiarysTerms() throws {
        let entry = Self.entry("2026-04-05 14:30")
        let history = Self.history(of: entry, first: "2026-04-05T07:00:00+00:00", last: "2026-04-09T10:00:00-04:00")
        let attached = try Self.attach(history, to: entry)
        let facts = try #require(attached.history)
        #expect(facts.created?.rfc3339 == "2026-04-05T16:00:00+09:00")
        #expect(facts.updated.rfc3339 == "2026-04-09T23:00:00+09:00")
        #expect(facts.creatorIdentity == Self.minjiCommits)
        #expect(facts.creator == Self.minji)
        #expect(facts.lastAuthorIdentity == Self.junCommits)
        #expect(facts.lastAuthor == Self.jun)
        #expect(facts.commitCount == 2)
        #expect(facts.commentsUpdated == nil)
    }

    /// Members matched from git are the diary's own, for the entry's author and the last author.
    @Test func membersFromGitAreTheDiarysMembers() throws {
        let first = Self.entry("2026-04-05 14:30")
        let second = Entry(
            card: EntryCard(
                source: "Content/entries/2026-04-06-walk.md", slug: "walk", date: Fixture.date("2026-04-06")),
            bodyHTML: "")
        var files = Self.history(of: first, first: "2026-04-05T07:00:00+00:00", last: "2026-04-09T10:00:00-04:00").files
        files[second.source] = files[first.source]
        let history = GitHistory(files: files, isShallow: false, status: .read(commit: "abc"))
        let attached = history.attach(to: [first, second], config: Self.config, editThreshold: 3600)
        #expect(attached.map(\.author) == [Self.minji, Self.minji])
        #expect(attached[0].history?.lastAuthor == Self.config.members[1])
    }

    @Test func theFrontMattersAuthorWinsOverTheFirstCommit() throws {
        let entry = Self.entry("2026-04-05 14:30")
        let history = Self.history(of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-05T21:00:00+09:00")
        #expect(try Self.attach(history, to: entry).author == Self.minji)
        #expect(try Self.attach(history, to: Self.entry("2026-04-05 14:30", author: Self.jun)).author == Self.jun)
        // Nobody in diary.yaml made the first commit: no author, but git's name is kept.
        let byStranger = Self.history(
            of: entry, first: "2026-04-05T21:00:00+09:00", by: Self.stranger, last: "2026-04-05T21:00:00+09:00")
        let attached = try Self.attach(byStranger, to: entry)
        #expect(attached.author == nil)
        #expect(attached.history?.creatorIdentity == Self.stranger)
        // A shallow clone does not know who first committed it.
        let shallow = Self.history(of: entry, first: nil, last: "2026-04-07T21:00:00+09:00", count: 1)
        #expect(try Self.attach(shallow, to: entry).author == nil)
        #expect(try Self.attach(shallow, to: entry).history?.created == nil)
    }

    /// (entry date, first commit or nil when shallow, last commit, edited?)
    static let editCases: [(String, String?, String, Bool)] = [
        // Committed late in one go: the writing, not an edit.
        ("2026-04-05 14:30", "2026-04-05T21:00:00+09:00", "2026-04-05T21:00:00+09:00", false),
        ("2026-04-05 14:30", "2026-04-20T09:00:00+09:00", "2026-04-20T09:00:00+09:00", false),
        // A fix soon after the first commit (or the entry's time) is still the writing.
        ("2026-04-05 14:30", "2026-04-20T09:00:00+09:00", "2026-04-20T09:59:59+09:00", false),
        ("2026-04-05 14:30", "2026-04-05T14:35:00+09:00", "2026-04-05T15:35:00+09:00", false),
        ("2026-04-05 14:30", "2026-04-05T14:35:00+09:00", "2026-04-05T15:35:01+09:00", true),
        ("2026-04-05 14:30", "2026-04-20T09:00:00+09:00", "2026-04-20T10:00:01+09:00", true),
        ("2026-04-05 14:30", "2026-04-05T21:00:00+09:00", "2026-04-09T08:00:00+09:00", true),
        // An entry dated in the future of its commits is not edited by them.
        ("2026-04-30 09:00", "2026-04-05T21:00:00+09:00", "2026-04-30T09:30:00+09:00", false),
        // A date without a time lasts the whole day.
        ("2026-04-05", "2026-04-05T08:00:00+09:00", "2026-04-05T23:30:00+09:00", false),
        ("2026-04-05", "2026-04-05T08:00:00+09:00", "2026-04-06T01:00:00+09:00", false),
        ("2026-04-05", "2026-04-05T08:00:00+09:00", "2026-04-06T01:00:01+09:00", true),
        // Shallow: the last commit is a real change after the clone's boundary.
        ("2026-04-05 14:30", nil, "2026-04-05T15:00:00+09:00", false),
        ("2026-04-05 14:30", nil, "2026-04-06T15:00:00+09:00", true),
    ]

    @Test(arguments: editCases)
    func edited(date: String, first: String?, last: String, isEdited: Bool) throws {
        let entry = Self.entry(date)
        let attached = try Self.attach(Self.history(of: entry, first: first, last: last), to: entry)
        #expect(attached.isEdited == isEdited)
        #expect(attached.history?.isEdited == isEdited)
    }

    @Test func theThresholdIsAParameter() throws {
        let entry = Self.entry("2026-04-05 14:30")
        let history = Self.history(of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-05T21:10:00+09:00")
        #expect(try !Self.attach(history, to: entry).isEdited)
        #expect(try Self.attach(history, to: entry, threshold: 300).isEdited)
    }

    @Test func lastModifiedIsTheLatestOfDateFileAndComments() throws {
        let entry = Self.entry("2026-04-05 14:30")
        #expect(entry.lastModified == entry.date)
        let history = Self.history(of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-06T09:00:00+09:00")
        #expect(try Self.attach(history, to: entry).lastModified.rfc3339 == "2026-04-06T09:00:00+09:00")
        let commented = Self.history(
            of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-06T09:00:00+09:00",
            comments: "2026-04-08T12:00:00+09:00")
        let attached = try Self.attach(commented, to: entry)
        #expect(attached.history?.commentsUpdated?.rfc3339 == "2026-04-08T12:00:00+09:00")
        #expect(attached.lastModified.rfc3339 == "2026-04-08T12:00:00+09:00")
        // New comments are no edit of the entry.
        let onlyComments = Self.history(
            of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-05T21:00:00+09:00",
            comments: "2026-04-08T12:00:00+09:00")
        #expect(try !Self.attach(onlyComments, to: entry).isEdited)
        #expect(try Self.attach(onlyComments, to: entry).lastModified.rfc3339 == "2026-04-08T12:00:00+09:00")
        // Dated after its commits (written ahead): the date.
        let ahead = Self.entry("2026-05-01 09:00")
        let early = Self.history(of: ahead, first: "2026-04-05T21:00:00+09:00", last: "2026-04-06T09:00:00+09:00")
        #expect(try Self.attach(early, to: ahead).lastModified == ahead.date)
    }

    @Test func uncommittedEntriesAreLeftAlone() throws {
        let entry = Self.entry("2026-04-05 14:30")
        #expect(try Self.same(Self.attach(GitHistory.empty(.notARepository), to: entry), entry))
        let other = Self.history(of: Self.entry("2026-04-06 10:00"), first: nil, last: "2026-04-07T10:00:00+09:00")
        #expect(try Self.same(Self.attach(other, to: entry), entry))
    }

    @Test func theFingerprintCoversTheHistory() throws {
        let entry = Self.entry("2026-04-05 14:30", fingerprint: 42)
        let once = Self.history(of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-06T09:00:00+09:00")
        let attached = try Self.attach(once, to: entry)
        #expect(attached.fingerprint != 42)
        // The same history again: the same entry (attaching is idempotent).
        #expect(try Self.same(Self.attach(once, to: attached), attached))
        #expect(
            try Self.attach(once, to: Self.entry("2026-04-05 14:30", fingerprint: 42)).fingerprint
                == attached.fingerprint)
        // A later commit, another author, comments: another fingerprint.
        let later = Self.history(of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-07T09:00:00+09:00")
        let byOther = Self.history(
            of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-06T09:00:00+09:00", editor: Self.stranger)
        let commented = Self.history(
            of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-06T09:00:00+09:00",
            comments: "2026-04-08T12:00:00+09:00")
        let prints = try [once, later, byOther, commented].map { try Self.attach($0, to: attached).fingerprint }
        #expect(Set(prints).count == 4)
        // Removing it restores the entry as loaded.
        #expect(Self.same(attached.with(history: nil), entry))
        // A reload with another file fingerprint keeps the history and folds it in again.
        let reloaded = attached.with(comments: nil, fingerprint: 7)
        #expect(reloaded.history == attached.history)
        #expect(
            reloaded.fingerprint
                == Self.entry("2026-04-05 14:30", fingerprint: 7).with(history: attached.history).fingerprint)
        #expect(reloaded.fingerprint != 7)
    }

    @Test func theFrontMattersAuthorSurvivesReattaching() throws {
        let entry = Self.entry("2026-04-05 14:30")
        let attached = try Self.attach(
            Self.history(of: entry, first: "2026-04-05T21:00:00+09:00", last: "2026-04-05T21:00:00+09:00"), to: entry)
        #expect(attached.author == Self.minji)
        let byJun = Self.history(
            of: entry, first: "2026-04-05T21:00:00+09:00", by: Self.junCommits, last: "2026-04-05T21:00:00+09:00")
        #expect(try Self.attach(byJun, to: attached).author == Self.jun)
    }
}
