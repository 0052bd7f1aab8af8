// How an entry is stored in `EntryStore`: its card with its history attached, body, thread, word count and
// digests, so reading it back costs no parsing and no attaching again.

extension Entry: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(card)
        writer.write(bytes: bodyUTF8)
        writer.write(wordCount)
        writer.write(media)
        writer.write(bytes: thread.stored)
        writer.write(contentFingerprint)
        writer.write(cardFingerprint)
    }

    package convenience init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(
            card: try reader.read(), bodyUTF8: try reader.readBytes(), wordCount: try reader.read(),
            media: try reader.read(), thread: .stored(try reader.readBytes()), contentFingerprint: try reader.read(),
            cardFingerprint: try reader.read())
    }
}

extension Entry.Thread {
    /// The thread as the store holds it: encoded on its own, so a load passes over it.
    var stored: SharedBytes {
        switch self {
        case .stored(let bytes): return bytes
        case .loaded(let thread):
            var writer = BinaryWriter()
            writer.write(thread)
            return SharedBytes(writer.bytes)
        }
    }
}

extension EntryCard: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(source)
        writer.write(slug)
        writer.write(title)
        writer.write(date)
        writer.write(writtenAuthor)
        writer.write(tags)
        writer.write(mood)
        writer.write(weather)
        writer.write(color)
        writer.write(photo)
        writer.write(stickers)
        writer.write(isDraft)
        writer.write(isDeleted)
        writer.write(extra)
        writer.write(commentCount ?? -1)
        writer.write(history)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(
            source: try reader.read(), slug: try reader.read(), title: try reader.read(), date: try reader.read(),
            writtenAuthor: try reader.read(), tags: try reader.read(), mood: try reader.read(),
            weather: try reader.read(), color: try reader.read(), photo: try reader.read(),
            stickers: try reader.read(), isDraft: try reader.read(), isDeleted: try reader.read(),
            extra: try reader.read(), commentCount: Self.count(try reader.read()), history: try reader.read())
    }

    /// A comment count as written (-1: no thread).
    private static func count(_ written: Int) -> Int? { written < 0 ? nil : written }
}

extension EntryHistory: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(created)
        writer.write(updated)
        writer.write(creatorIdentity)
        writer.write(creator)
        writer.write(lastAuthorIdentity)
        writer.write(lastAuthor)
        writer.write(isEdited)
        writer.write(commitCount)
        writer.write(commentsUpdated)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(
            created: try reader.read(), updated: try reader.read(), creatorIdentity: try reader.read(),
            creator: try reader.read(), lastAuthorIdentity: try reader.read(), lastAuthor: try reader.read(),
            isEdited: try reader.read(), commitCount: try reader.read(), commentsUpdated: try reader.read())
    }
}

extension GitIdentity: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(email)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(name: try reader.read(), email: try reader.read())
    }
}

extension CustomField: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(value)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(key: try reader.read(), value: try reader.read())
    }
}

extension CustomValue: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .text(let text):
            writer.write(0)
            writer.write(text)
        case .flag(let flag):
            writer.write(1)
            writer.write(flag)
        case .list(let items):
            writer.write(2)
            writer.write(items)
        case .table(let fields):
            writer.write(3)
            writer.write(fields)
        }
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        switch try reader.read() as Int {
        case 0: self = .text(try reader.read())
        case 1: self = .flag(try reader.read())
        case 2: self = .list(try reader.read())
        case 3: self = .table(try reader.read())
        default: throw BinaryReader.Damaged()
        }
    }
}
