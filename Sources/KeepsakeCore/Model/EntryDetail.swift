/// What only the pages that show an entry itself read: its title, weather, colour, stickers and
/// photo, and its rendered body. In memory, or in a `BodyFile` until a page asks for it.
///
/// Passes over every entry of a big diary (assembling, grouping, the stats, the page digests)
/// never read it: kept in a file, it costs them no memory to hold and a store load no time to
/// decode. The cards that show it decode it once each (`Entry.decorations`).
public final class EntryDetail: Sendable, Hashable {
    enum Storage: Sendable {
        // Indirect: a big diary's entries hold the other case, which is a few words.
        indirect case resident(EntryDecorations, html: String)
        /// The decorations as `BinaryWriter` writes them (`decorations` bytes at `offset`), then
        /// the body's HTML (`body` bytes), one after the other.
        case file(BodyFile, offset: Int, decorations: Int, body: Int)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// The title, weather, colour, stickers and photo (read from the file each time it is asked).
    var decorations: EntryDecorations {
        switch storage {
        case .resident(let decorations, _): return decorations
        case .file(let file, let offset, let count, _):
            // Unreadable or damaged: the file says so (`BodyFile.isDamaged`) and the build
            // starts again from the entry files.
            guard let bytes = file.bytes(at: offset, count: count) else { return .none }
            return bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                return (try? EntryDecorations(from: &reader)) ?? .none
            }
        }
    }

    /// The title alone (`decorations.title`): from a file, the rest of the decorations is not
    /// decoded (links to other entries ask for their titles only).
    var title: String? {
        switch storage {
        case .resident(let decorations, _): return decorations.title
        case .file(let file, let offset, let count, _):
            guard let bytes = file.bytes(at: offset, count: count) else { return nil }
            return bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                return (try? reader.read() as String?) ?? nil
            }
        }
    }

    /// The HTML (read from its file each time: it is asked for once or twice per build).
    public var html: String {
        switch storage {
        case .resident(_, let html): html
        case .file(let file, let offset, let decorations, let count): file.read(offset: offset + decorations, count: count)
        }
    }

    /// `PlainText.summary(html:)` of the body. From a file, only the body's start is read when it
    /// is enough (an entry's page and the feeds ask for it).
    var summary: String {
        guard case .file(let file, let offset, let decorations, let count) = storage else {
            return PlainText.summary(html: html)
        }
        let prefix = min(count, Self.summaryPrefix)
        if let start = file.bytes(at: offset + decorations, count: prefix),
            let summary = start.withUnsafeBufferPointer({ PlainText.summary(htmlPrefix: $0, isWhole: prefix == count) })
        {
            return summary
        }
        return PlainText.summary(html: html)
    }

    /// Bytes of HTML that hold a summary's 160 characters unless the body starts with much markup.
    private static let summaryPrefix = 4096

    /// The decorations' bytes followed by the body's, as `storage` `.file` holds them, and the
    /// length of the first part.
    static func encoded(_ decorations: EntryDecorations, html: String) -> (bytes: [UInt8], decorations: Int) {
        var writer = BinaryWriter(capacity: 64 + html.utf8.count)
        decorations.write(to: &writer)
        let count = writer.bytes.count
        var bytes = writer.bytes
        bytes.append(contentsOf: html.utf8)
        return (bytes, count)
    }

    /// The same detail, moved to `file` in one write (or kept here when it cannot be written).
    func spilled(to file: BodyFile) -> EntryDetail {
        guard case .resident(let decorations, let html) = storage else { return self }
        let (bytes, count) = Self.encoded(decorations, html: html)
        guard let place = file.append(bytes) else { return self }
        return EntryDetail(.file(file, offset: place.offset, decorations: count, body: place.count - count))
    }

    public static func == (a: EntryDetail, b: EntryDetail) -> Bool {
        a === b || (a.decorations == b.decorations && a.html == b.html)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(decorations)
        hasher.combine(html)
    }
}

/// What an entry's card shows besides what every pass reads: see `EntryDetail`.
public struct EntryDecorations: Sendable, Hashable {
    /// The title, or `nil` when the writer gave none (pages then title it by its date).
    public let title: String?
    public let weather: Weather?
    public let color: DiaryColor?
    public let stickers: [StickerPlacement]
    /// The polaroid's photo (its file is also `Entry.photoSource`, which every pass reads).
    public let photo: Photo?

    init(title: String?, weather: Weather?, color: DiaryColor?, stickers: [StickerPlacement], photo: Photo? = nil) {
        self.title = title
        self.weather = weather
        self.color = color
        self.stickers = stickers
        self.photo = photo
    }

    static let none = EntryDecorations(title: nil, weather: nil, color: nil, stickers: [])
}
