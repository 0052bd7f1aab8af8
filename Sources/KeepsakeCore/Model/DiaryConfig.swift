import Foundation

/// The diary's settings, from `Content/diary.yaml`.
public struct DiaryConfig: Sendable {
    public enum DeletedEntries: String, Sendable, CaseIterable {
        /// A deleted entry leaves a dated "deleted" card in its month.
        case trace
        /// A deleted entry disappears from the site.
        case hide
    }

    public let title: String
    public let subtitle: String?
    /// A language code with a language file in the theme (`ko`, `en`).
    public let language: String
    public let timeZone: TimeZone
    /// Where the site is published, ending in `/`; used for absolute links (feeds, canonical URLs).
    public internal(set) var baseURL: String
    public let theme: String
    /// How many recent months the front page shows before linking to the archive.
    public let indexMonths: Int
    public let deletedEntries: DeletedEntries
    public let coverColor: DiaryColor?
    public let coverStickers: [StickerPlacement]
    public let members: [Member]
    /// Links end in `/` (for servers) instead of `/index.html` (which also works from `file://`).
    public let prettyURLs: Bool
    /// How many of the newest entries the feeds carry (0: all).
    public let feedEntries: Int
    /// The first day of the week in calendars: 1 = Sunday … 7 = Saturday.
    public let weekStart: Int
    /// Photos keep their metadata (EXIF with the GPS position, XMP, IPTC, the colour profile) in the
    /// site (`photos: keep_metadata:`). Off by default: a diary should not tell strangers where its writer lives.
    public let keepPhotoMetadata: Bool
    /// Without libvips, photos are published unresized with their metadata removed (`photos:
    /// publish_originals:`), rather than the build failing. Off by default: a 12 MB original is no web photo.
    public let publishPhotoOriginals: Bool

    public init(
        title: String, subtitle: String? = nil, language: String = "en",
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, baseURL: String = "/", theme: String = "default",
        indexMonths: Int = 3, deletedEntries: DeletedEntries = .trace, coverColor: DiaryColor? = nil,
        coverStickers: [StickerPlacement] = [], members: [Member] = [], prettyURLs: Bool = false,
        feedEntries: Int = 20, weekStart: Int = 1, keepPhotoMetadata: Bool = false, publishPhotoOriginals: Bool = false
    ) {
        (self.title, self.subtitle, self.language, self.timeZone) = (title, subtitle, language, timeZone)
        (self.baseURL, self.theme, self.indexMonths) = (baseURL, theme, indexMonths)
        (self.deletedEntries, self.coverColor, self.coverStickers) = (deletedEntries, coverColor, coverStickers)
        (self.members, self.prettyURLs, self.feedEntries) = (members, prettyURLs, feedEntries)
        (self.weekStart, self.keepPhotoMetadata, self.publishPhotoOriginals) = (
            weekStart, keepPhotoMetadata, publishPhotoOriginals
        )
    }

    public func member(id: String) -> Member? { members.first { $0.id == id } }

    /// The member who made a commit: the first whose `email:` lists `email` (ignoring case), else whose
    /// `git_name:`, `name` or `id` is exactly `gitName`, else is `gitName` ignoring case.
    public func member(matchingGitName gitName: String, email: String) -> Member? {
        let email = email.trimmingCharacters(in: .whitespaces)
        if !email.isEmpty, let member = members.first(where: { $0.emails.contains { Self.sameAddress($0, email) } }) {
            return member
        }
        let name = gitName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        return members.first { $0.gitNameCandidates.contains(name) }
            ?? members.first { $0.gitNameCandidates.contains { $0.caseInsensitiveCompare(name) == .orderedSame } }
    }

    /// E-mail addresses compare ignoring case (in practice no provider tells `Minji@` from `minji@`).
    static func sameAddress(_ a: String, _ b: String) -> Bool { a.caseInsensitiveCompare(b) == .orderedSame }

    /// The same settings published at another address (`keepsake build --base-url`, `keepsake serve`).
    public func with(baseURL: String) -> DiaryConfig {
        var config = self
        config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        return config
    }
}

private extension Member {
    var gitNameCandidates: [String] { gitNames + [name, id] }
}
