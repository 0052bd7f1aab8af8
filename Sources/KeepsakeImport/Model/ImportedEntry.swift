import KeepsakeCore

/// One entry read from another tool's journal, before it has a file name: plain data that a reader
/// makes and `ImportPlanner` turns into a Keepsake entry file.
public struct ImportedEntry: Sendable, Equatable {
    /// Where it came from, relative to the source (`_posts/2024-05-03-hello.md`, `Journal.json#3F2A…`):
    /// named in the report, and kept in the entry as `extra.imported_from`, so a second import skips it.
    public var origin: String
    public var date: ImportedDate
    public var title: String?
    /// The address's slug; `nil`: from the title, else from the origin's file name.
    public var slug: String?
    /// Markdown. Pictures are referenced as `photos/NAME` (see `ImportedPicture.reference`); links to
    /// other entries of the same import as `ImportedEntry.link(to:)`.
    public var body: String
    public var tags: [String]
    public var isDraft: Bool
    /// `photos/NAME` of one of `pictures`: the polaroid's photo.
    public var photo: String?
    /// The photo's description for people who cannot see it (`photo_alt`); without one the build warns.
    public var photoAlt: String?
    public var weather: ImportedWeather?
    /// Kept under `extra:` for the diary's own templates (`permalink`, `location`, …).
    public var extra: [CustomField]
    public var pictures: [ImportedPicture]

    public init(
        origin: String, date: ImportedDate, title: String? = nil, slug: String? = nil, body: String,
        tags: [String] = [], isDraft: Bool = false, photo: String? = nil, photoAlt: String? = nil,
        weather: ImportedWeather? = nil,
        extra: [CustomField] = [], pictures: [ImportedPicture] = []
    ) {
        (self.origin, self.date, self.title, self.slug, self.body) = (origin, date, title, slug, body)
        (self.tags, self.isDraft, self.photo, self.photoAlt, self.weather) = (tags, isDraft, photo, photoAlt, weather)
        (self.extra, self.pictures) = (extra, pictures)
    }

    /// The address a body links to another imported entry by (`[text](\(link(to: origin)))`); the
    /// planner replaces it with the relative address of that entry's page.
    public static func link(to origin: String) -> String { linkScheme + origin.addingImportLinkEscapes }

    static let linkScheme = "keepsake-import:"
}

/// A weather kind of the theme (`sunny`, `rainy`, …) and the temperature in °C.
public struct ImportedWeather: Sendable, Equatable {
    public var kind: String
    public var temperature: Int?

    public init(kind: String, temperature: Int? = nil) { (self.kind, self.temperature) = (kind, temperature) }
}

extension String {
    /// Spaces and parentheses escaped, so that the placeholder address stays one Markdown link destination.
    fileprivate var addingImportLinkEscapes: String {
        var result = ""
        for character in self {
            switch character {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "%": result += "%25"
            default: result.append(character)
            }
        }
        return result
    }
}
