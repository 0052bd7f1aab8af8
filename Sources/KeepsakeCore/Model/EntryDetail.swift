/// What only the pages that show an entry itself read, or a pass over every entry once: its
/// title, weather, colour, stickers and photo, its file's path, its rendered body and its comment
/// thread. In memory, or in a `BodyFile` until a page asks for it. With the entry's extras (its
/// photo's file, pictures, git's history: `Entry.Extras`) beside it, in the same reference.
///
/// Passes over every entry of a big diary (assembling, grouping, the stats, the page digests)
/// never read it: kept in a file, it costs them no memory to hold and a store load no time to
/// decode. The cards that show it decode it once each (`Entry.decorations`). A value inside the
/// entry's box (16 bytes): an object of its own was 48 more, and an allocation, per entry.
public struct EntryDetail: Sendable, Hashable {
    enum Storage: Sendable {
        // Indirect: a big diary's entries hold the other cases, which are two words.
        indirect case resident(Resident)
        /// The parts one after another from `place.offset` (see `Parts`), no extras.
        case file(BodyFile, Place)
        /// The same, with the entry's extras: the file's reference beside them, so an entry
        /// holds one reference for both (a second took every entry's box to the allocator's next
        /// size; most entries of a big diary have no extras, or only a photo).
        case fileWithExtras(FileExtras, Place)
    }

    /// The detail in memory.
    struct Resident: Sendable {
        let decorations: EntryDecorations
        let source: String
        let html: String
        let comments: CommentThread?
        var extras: Entry.Extras? = nil
    }

    /// A detail's file and the entry's extras (see `Storage.fileWithExtras`).
    final class FileExtras: Sendable {
        let file: BodyFile
        let extras: Entry.Extras

        init(file: BodyFile, extras: Entry.Extras) {
            self.file = file
            self.extras = extras
        }
    }

    /// Where a detail starts in its file and how long its decorations are, in one word: the
    /// decorations are what cards read (one read, with no lengths to look up first), the other
    /// parts' lengths are in the file after them (`Parts`). Four lengths kept here took every
    /// entry's box to the allocator's next size.
    struct Place: Sendable, Hashable {
        private let bits: UInt64

        /// `nil` when either does not fit (a file past a terabyte, decorations past 16 MB):
        /// the detail then stays in memory.
        init?(offset: Int, decorations: Int) {
            guard offset >= 0, offset < 1 << 40, decorations >= 0, decorations < 1 << 24 else { return nil }
            bits = UInt64(offset) << 24 | UInt64(decorations)
        }

        var offset: Int { Int(bits >> 24) }
        var decorations: Int { Int(bits & 0xFF_FFFF) }
    }

    /// The lengths of the four parts of a detail in a file, in their order there: the decorations
    /// as `BinaryWriter` writes them, the other three lengths (`lengthsSize` bytes, little-endian
    /// 32-bit), the source path's bytes, the body's HTML, and the comment thread as
    /// `BinaryWriter` writes it (none without one). Each part is at most megabytes (the entry
    /// file's and the sidecar's limits).
    struct Parts: Sendable, Hashable {
        let decorations: UInt32
        let source: UInt32
        let body: UInt32
        let comments: UInt32

        init(decorations: Int, source: Int, body: Int, comments: Int) {
            (self.decorations, self.source) = (UInt32(decorations), UInt32(source))
            (self.body, self.comments) = (UInt32(body), UInt32(comments))
        }

        /// Bytes of the three lengths after the decorations.
        static let lengthsSize = 12
        var count: Int { commentsStart + Int(comments) }
        var sourceStart: Int { Int(decorations) + Self.lengthsSize }
        var bodyStart: Int { sourceStart + Int(source) }
        var commentsStart: Int { bodyStart + Int(body) }

        /// The three lengths as the file holds them.
        var lengthBytes: [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Self.lengthsSize)
            for length in [source, body, comments] {
                for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: length >> shift)) }
            }
            return bytes
        }

        /// The parts of the detail at `place` in `file`, its lengths read from there; `nil`
        /// when they cannot be read or are beyond what a detail can hold (a damaged file).
        static func read(_ place: Place, in file: BodyFile) -> Parts? {
            guard let bytes = file.bytes(at: place.offset + place.decorations, count: lengthsSize) else { return nil }
            func length(_ index: Int) -> Int {
                (0..<4).reduce(0) { $0 | Int(bytes[index * 4 + $1]) << ($1 * 8) }
            }
            let (source, body, comments) = (length(0), length(1), length(2))
            guard source <= maximumPart, body <= maximumPart, comments <= maximumPart else { return nil }
            return Parts(decorations: place.decorations, source: source, body: body, comments: comments)
        }

        /// Past any part a loaded entry makes (files are at most 8 MB, their HTML a few times that).
        private static let maximumPart = 1 << 30
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    init(
        decorations: EntryDecorations, source: String, html: String, comments: CommentThread?,
        extras: Entry.Extras? = nil
    ) {
        storage = .resident(
            Resident(decorations: decorations, source: source, html: html, comments: comments, extras: extras))
    }

    /// The detail at `place` in `file`, with `extras`.
    init(file: BodyFile, place: Place, extras: Entry.Extras?) {
        storage = extras.map { .fileWithExtras(FileExtras(file: file, extras: $0), place) } ?? .file(file, place)
    }

    /// The file and place of a detail kept in a file; `nil` for one in memory.
    var inFile: (file: BodyFile, place: Place)? {
        switch storage {
        case .resident: return nil
        case .file(let file, let place): return (file, place)
        case .fileWithExtras(let link, let place): return (link.file, place)
        }
    }

    /// The entry's photo's file, pictures and git's history; `nil` without any of them.
    var extras: Entry.Extras? {
        switch storage {
        case .resident(let resident): return resident.extras
        case .file: return nil
        case .fileWithExtras(let link, _): return link.extras
        }
    }

    /// The same detail with `extras` (`nil`: none) instead of its own.
    func with(extras: Entry.Extras?) -> EntryDetail {
        switch storage {
        case .resident(var resident):
            resident.extras = extras
            return EntryDetail(.resident(resident))
        case .file(let file, let place): return EntryDetail(file: file, place: place, extras: extras)
        case .fileWithExtras(let link, let place): return EntryDetail(file: link.file, place: place, extras: extras)
        }
    }

    /// The title, weather, colour, stickers and photo (read from the file each time it is asked).
    var decorations: EntryDecorations {
        guard let (file, place) = inFile else { return resident.decorations }
        // Unreadable or damaged: the file says so (`BodyFile.isDamaged`) and the build
        // starts again from the entry files.
        guard let bytes = file.bytes(at: place.offset, count: place.decorations) else { return .none }
        return bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            return (try? EntryDecorations(from: &reader)) ?? .none
        }
    }

    /// The title alone (`decorations.title`): from a file, the rest of the decorations is not
    /// decoded (links to other entries ask for their titles only).
    var title: String? {
        guard let (file, place) = inFile else { return resident.decorations.title }
        guard let bytes = file.bytes(at: place.offset, count: place.decorations) else { return nil }
        return bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            return (try? reader.read() as String?) ?? nil
        }
    }

    /// The entry file's path (read from its file each time: git's history, the store's save and
    /// messages ask, once each).
    var source: String {
        guard let (file, place) = inFile else { return resident.source }
        guard let parts = Parts.read(place, in: file) else { return "" }
        return file.read(offset: place.offset + parts.sourceStart, count: Int(parts.source))
    }

    /// The HTML (read from its file each time: it is asked for once or twice per build).
    public var html: String {
        guard let (file, place) = inFile else { return resident.html }
        guard let parts = Parts.read(place, in: file) else { return "" }
        return file.read(offset: place.offset + parts.bodyStart, count: Int(parts.body))
    }

    /// The comment thread, `nil` without one (read from its file each time: only the entry's page asks).
    var comments: CommentThread? {
        guard let (file, place) = inFile else { return resident.comments }
        guard let parts = Parts.read(place, in: file) else { return CommentThread(source: "", roots: []) }
        guard parts.comments > 0 else { return nil }
        guard let bytes = file.bytes(at: place.offset + parts.commentsStart, count: Int(parts.comments)) else {
            return CommentThread(source: "", roots: [])
        }
        return Self.thread(from: bytes[...])
    }

    /// `PlainText.summary(html:)` of the body. From a file, only the body's start is read when it
    /// is enough (an entry's page and the feeds ask for it).
    var summary: String {
        guard let (file, place) = inFile, let parts = Parts.read(place, in: file) else {
            return PlainText.summary(html: html)
        }
        let count = Int(parts.body)
        let prefix = min(count, Self.summaryPrefix)
        if let start = file.bytes(at: place.offset + parts.bodyStart, count: prefix),
            let summary = start.withUnsafeBufferPointer({ PlainText.summary(htmlPrefix: $0, isWhole: prefix == count) })
        {
            return summary
        }
        return PlainText.summary(html: html)
    }

    /// The summary, the body and the comment thread at once, for the entry's own page: from a
    /// file, the parts' lengths are read once and the body and the thread (one after the other)
    /// in one read, where asking for each read the lengths three times and the body twice.
    var pageText: EntryPageText {
        guard let (file, place) = inFile, let parts = Parts.read(place, in: file),
            let bytes = file.bytes(at: place.offset + parts.bodyStart, count: Int(parts.body) + Int(parts.comments))
        else { return EntryPageText(summary: summary, html: html, comments: comments) }
        let html = String(decoding: bytes[..<Int(parts.body)], as: UTF8.self)
        let thread = parts.comments > 0 ? Self.thread(from: bytes[Int(parts.body)...]) : nil
        return EntryPageText(summary: PlainText.summary(html: html), html: html, comments: thread)
    }

    /// A comment thread as `BinaryWriter` wrote it; an empty one when the bytes are damaged (the
    /// file says so, and the build starts again from the entry files).
    private static func thread(from bytes: ArraySlice<UInt8>) -> CommentThread {
        bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            return (try? CommentThread(from: &reader)) ?? CommentThread(source: "", roots: [])
        }
    }

    /// Bytes of HTML that hold a summary's 160 characters unless the body starts with much markup.
    private static let summaryPrefix = 4096

    /// The pictures an entry's body shows when they were kept here (`spilled(to:media:)`), after
    /// the decorations in their part: read from the file each time (once per build).
    var media: [MediaFile] {
        guard let (file, place) = inFile, let bytes = file.bytes(at: place.offset, count: place.decorations)
        else { return [] }
        return bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            guard (try? EntryDecorations(from: &reader)) != nil, !reader.isAtEnd else { return [] }
            return (try? reader.read() as [MediaFile]) ?? []
        }
    }

    /// The parts' bytes, one after the other, as `storage` `.file` holds them (see `Parts`), and
    /// their lengths; `media`, when there are any, after the decorations in their part.
    static func encoded(_ resident: Resident, media: [MediaFile] = []) -> (bytes: [UInt8], parts: Parts) {
        var writer = BinaryWriter(capacity: 128 + resident.source.utf8.count + resident.html.utf8.count)
        resident.decorations.write(to: &writer)
        if !media.isEmpty { writer.write(media) }
        let decorations = writer.bytes.count
        var thread: [UInt8] = []
        if let comments = resident.comments {
            var writer = BinaryWriter()
            comments.write(to: &writer)
            thread = writer.bytes
        }
        let parts = Parts(
            decorations: decorations, source: resident.source.utf8.count, body: resident.html.utf8.count,
            comments: thread.count)
        var bytes = writer.bytes
        bytes.reserveCapacity(parts.count)
        bytes.append(contentsOf: parts.lengthBytes)
        bytes.append(contentsOf: resident.source.utf8)
        bytes.append(contentsOf: resident.html.utf8)
        bytes.append(contentsOf: thread)
        return (bytes, parts)
    }

    /// The same detail, moved to `file` in one write, with `media` (see `media`); `nil` when it
    /// is in a file already or cannot be written there (then it stays as it is).
    func spilled(to file: BodyFile, media: [MediaFile] = []) -> EntryDetail? {
        guard case .resident(let resident) = storage else { return nil }
        let (bytes, parts) = Self.encoded(resident, media: media)
        guard let written = file.append(bytes),
            let place = Place(offset: written.offset, decorations: Int(parts.decorations))
        else { return nil }
        return EntryDetail(file: file, place: place, extras: resident.extras)
    }

    /// The same detail with `comments` as its thread (in memory).
    func with(comments: CommentThread?) -> EntryDetail {
        EntryDetail(decorations: decorations, source: source, html: html, comments: comments, extras: extras)
    }

    /// The detail in memory (when `inFile` is `nil`).
    var resident: Resident {
        guard case .resident(let resident) = storage else {
            return Resident(decorations: .none, source: "", html: "", comments: nil)
        }
        return resident
    }

    public static func == (a: EntryDetail, b: EntryDetail) -> Bool {
        a.decorations == b.decorations && a.source == b.source && a.html == b.html && a.comments == b.comments
            && a.extras == b.extras
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(decorations)
        hasher.combine(source)
        hasher.combine(html)
        hasher.combine(comments)
        hasher.combine(extras)
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

/// What an entry's own page shows of its text (`Entry.pageText`).
public struct EntryPageText: Sendable {
    public let summary: String
    public let html: String
    public let comments: CommentThread?
}
