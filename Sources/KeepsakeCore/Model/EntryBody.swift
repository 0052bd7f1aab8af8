/// An entry's rendered body: in memory, or in a `BodyFile` until a page asks for it.
public final class EntryBody: Sendable, Hashable {
    enum Storage: Sendable {
        case text(String)
        case file(BodyFile, offset: Int, count: Int)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// The HTML (read from its file each time: it is asked for once or twice per build).
    public var html: String {
        switch storage {
        case .text(let text): text
        case .file(let file, let offset, let count): file.read(offset: offset, count: count)
        }
    }

    /// `PlainText.summary(html:)` of the body. From a file, only the body's start is read when it
    /// is enough (an entry's page and the feeds ask for it).
    var summary: String {
        guard case .file(let file, let offset, let count) = storage else { return PlainText.summary(html: html) }
        let prefix = min(count, Self.summaryPrefix)
        if let start = file.bytes(at: offset, count: prefix),
            let summary = start.withUnsafeBufferPointer({ PlainText.summary(htmlPrefix: $0, isWhole: prefix == count) })
        {
            return summary
        }
        return PlainText.summary(html: html)
    }

    /// Bytes of HTML that hold a summary's 160 characters unless the body starts with much markup.
    private static let summaryPrefix = 4096

    /// The same body, moved to `file` (or kept here when it cannot be written).
    func spilled(to file: BodyFile) -> EntryBody {
        guard case .text(let text) = storage, let place = file.append(text) else { return self }
        return EntryBody(.file(file, offset: place.offset, count: place.count))
    }

    public static func == (a: EntryBody, b: EntryBody) -> Bool { a === b || a.html == b.html }
    public func hash(into hasher: inout Hasher) { hasher.combine(html) }
}
