/// A generated diary as the property test thinks of it: what its files say, field by field.
/// `DiaryFiles` turns it into the files of a diary folder; the edits change it and write again.
struct DiaryModel: Sendable {
    var config: ConfigModel
    /// Entry file path (`Content/entries/2026/04/2026-04-05-picnic.md`) → entry.
    var entries: [String: EntryModel] = [:]
    /// Photo path inside the diary (`Content/entries/2026/04/photos/p3.png`) → its bytes.
    var photos: [String: [UInt8]] = [:]
    /// Overrides of the built-in theme: path inside the diary (`Themes/default/...`) → the number
    /// of its variation (`ThemeVariation`).
    var themeFiles: [String: Int] = [:]
    /// What a build-breaking step broke, to be put right by the next step.
    var breakage: Breakage?
    /// Names handed out so far (slugs and photo names never repeat within a diary).
    var namesUsed = 0

    enum Breakage: Sendable {
        /// The entry at this path has an unknown mood.
        case unknownMood(entry: String, was: String?)
        /// A comment in this entry's sidecar replies to a comment that does not exist.
        case replyToNothing(entry: String, comment: Int, was: String?)
    }

    mutating func freshName() -> Int {
        namesUsed += 1
        return namesUsed
    }

    /// Entries whose files are in `folder`, by path, in a stable order.
    var entryPaths: [String] { entries.keys.sorted() }
}

/// `Content/diary.yaml`.
struct ConfigModel: Sendable {
    struct Member: Sendable {
        var id: String
        var name: String
        var color: String?
    }

    var title: String
    var subtitle: String?
    var language: String
    var baseURL: String?
    var indexMonths: Int
    var deletedEntries: String
    var prettyURLs: Bool
    var weekStarts: String
    var feedEntries: Int
    var members: [Member]
    /// Whether diary.yaml adds a mood of its own (`homesick`).
    var ownMood: Bool
    var coverColor: String?
    var coverStickers: [StickerModel]
}

struct StickerModel: Sendable {
    var name: String
    var x: Int
    var y: Int
    var rotate: Int
    var scale: Double
}

struct DateModel: Sendable, Comparable {
    var year: Int
    var month: Int
    var day: Int
    /// Hour and minute; `nil`: a date without a time.
    var time: (hour: Int, minute: Int)?
    var seconds: Int?
    /// Written as `2026-04-05T14:30:00+09:00` with this offset (hours) instead.
    var offsetHours: Int?

    static func < (a: DateModel, b: DateModel) -> Bool {
        (a.year, a.month, a.day, a.time?.hour ?? 0, a.time?.minute ?? 0)
            < (b.year, b.month, b.day, b.time?.hour ?? 0, b.time?.minute ?? 0)
    }

    static func == (a: DateModel, b: DateModel) -> Bool { !(a < b) && !(b < a) }

    /// `2026-04-05` (file names).
    var dayText: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    /// As front matter or a comment writes it.
    var text: String {
        guard let time else { return dayText }
        if let offsetHours {
            let sign = offsetHours < 0 ? "-" : "+"
            return "\(dayText)T\(Self.two(time.hour)):\(Self.two(time.minute)):\(Self.two(seconds ?? 0))"
                + "\(sign)\(Self.two(abs(offsetHours))):00"
        }
        let base = "\(dayText) \(Self.two(time.hour)):\(Self.two(time.minute))"
        return seconds.map { base + ":\(Self.two($0))" } ?? base
    }

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}

struct WeatherModel: Sendable {
    var kind: String
    var temperature: Int?
}

struct CommentModel: Sendable {
    var id: String
    var author: String
    var date: DateModel
    var body: String
    var replyTo: String?
    var edited: DateModel?
    var deleted: Bool = false
}

struct EntryModel: Sendable {
    var title: String?
    var date: DateModel
    /// No `date:` in the front matter: the file name's date stands for it.
    var datedByName: Bool = false
    var author: String?
    var tags: [String] = []
    var mood: String?
    var weather: WeatherModel?
    var color: String?
    /// Relative to the entry's folder (`photos/p3.png`).
    var photo: String?
    var photoAlt: String?
    var stickers: [StickerModel] = []
    var draft = false
    var deleted = false
    var slug: String?
    var body: String
    /// The comment sidecar's comments; `nil`: no sidecar.
    var comments: [CommentModel]?
}

extension String {
    /// `Content/entries/2026/04/a.md` → `Content/entries/2026/04`.
    var folderPart: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[..<slash])
    }

    /// `Content/entries/2026/04/a.md` → `a`.
    var stemPart: String {
        let name = split(separator: "/").last.map(String.init) ?? self
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// An entry file's comment sidecar.
    var sidecarPath: String { String(dropLast(3)) + ".comments.json" }
}
