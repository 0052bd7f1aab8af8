import Foundation

/// What git says about one entry, in the diary's terms: made by `GitHistory.attach(to:config:)`.
public struct EntryHistory: Sendable, Hashable {
    /// How long after an entry was written a change still counts as part of the writing.
    public static let defaultEditThreshold: TimeInterval = 3600

    /// When the entry's file was first committed (following renames). `nil` in a shallow clone
    /// when the file is older than the clone.
    public let created: DiaryDate?
    /// When the file last changed in a commit.
    public let updated: DiaryDate
    /// Who first committed the file, as git recorded it (`nil` when `created` is).
    public let creatorIdentity: GitIdentity?
    /// The member who first committed it (`DiaryConfig.member(matchingGitName:email:)`): the entry's
    /// author when the front matter names none.
    public let creator: Member?
    /// Who made the last change, as git recorded it.
    public let lastAuthorIdentity: GitIdentity
    /// The member who made the last change, if one matches.
    public let lastAuthor: Member?
    /// Its last commit is more than the edit threshold after both its date (the end of its day without
    /// a time) and its first commit: so neither a late first commit nor a quick typo fix is an edit.
    public let isEdited: Bool
    /// The commits that changed the file (that the repository can see).
    public let commitCount: Int
    /// When the entry's comment thread last changed in a commit, if its sidecar is committed.
    public let commentsUpdated: DiaryDate?

    /// `fingerprint` combined with every value of the history a page could show.
    func folded(into fingerprint: UInt64) -> UInt64 {
        var digest = ContentDigest()
        digest.add(fingerprint)
        digest.add("history")
        for date in [created, updated, commentsUpdated] {
            digest.add(date != nil)
            digest.add(date.map { Int($0.instant.timeIntervalSince1970.rounded(.down)) } ?? 0)
        }
        for identity in [creatorIdentity, lastAuthorIdentity] {
            digest.add(identity?.name ?? "")
            digest.add(identity?.email ?? "")
        }
        for member in [creator, lastAuthor] { digest.add(member?.id ?? "") }
        digest.add(isEdited)
        digest.add(commitCount)
        return digest.value
    }
}
