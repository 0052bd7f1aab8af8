// How an entry is stored in `EntryStore`: its fields as loaded, with the history attached to it
// (the store's `EntryCache.historyKey` says which), including what loading worked out (word
// count, fingerprints), so reading it back costs no parsing and no attaching again. Its detail
// (the title and decorations, then the body) goes to the store's body section and is read back
// only when a page shows it.

extension Entry: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        let fields = box.fields
        for text in [fields.source, fields.slug] { writer.write(text) }
        writer.write(fields.date)
        writer.write(fields.author?.value)
        writer.write(fields.tags)
        writer.write(fields.mood)
        writer.write(fields.photoSource != nil)
        if let photo = fields.photoSource { writer.write(photo) }
        writer.write(fields.isDraft)
        writer.write(fields.isDeleted)
        let (blob, decorations) = fields.detail.blob
        let detail = writer.add(blob)
        writer.write(detail.offset)
        writer.write(decorations)
        writer.write(detail.count - decorations)
        writer.write(Int(fields.wordCount))
        writer.write(fields.media)
        writer.write(fields.comments != nil)
        if let comments = fields.comments {
            let thread = writer.add(comments.blob)
            for number in [comments.count, thread.offset, thread.count] { writer.write(number) }
        }
        for number in [fields.fingerprint, fields.contentFingerprint, fields.cardBase, fields.cardFingerprint] {
            writer.write(number)
        }
        writer.write(fields.authorIsWritten)
        writer.write(fields.history != nil)
        if let history = fields.history?.history { Self.write(history, to: &writer) }
    }

    /// The blobs `write(to:)` places, in the order it places them (its detail, then its comment
    /// thread): what the store writes after the records (`BinaryWriter.add(_:)`).
    func forEachBlob(_ body: (BinaryWriter.Blob) -> Void) {
        body(box.fields.detail.blob.0)
        if let comments = box.fields.comments { body(comments.blob) }
    }

    private static func write(_ history: EntryHistory, to writer: inout BinaryWriter) {
        writer.write(history.created)
        writer.write(history.updated)
        writer.write(history.creatorIdentity != nil)
        if let identity = history.creatorIdentity { write(identity, to: &writer) }
        writer.write(history.creatorBox?.value)
        write(history.lastAuthorIdentity, to: &writer)
        writer.write(history.lastAuthorBox?.value)
        writer.write(history.isEdited)
        writer.write(history.commitCount)
        writer.write(history.commentsUpdated)
    }

    private static func write(_ identity: GitIdentity, to writer: inout BinaryWriter) {
        writer.write(identity.name)
        writer.write(identity.email)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let source = try reader.readPath()  // the record's path, which its photo's and pictures' places repeat
        let slug: String = try reader.read()
        let date: DiaryDate = try reader.read()
        let author = try reader.readMember()
        let tags = try reader.readSharedList()
        let mood: String? = try reader.read()
        // Shared: a big diary shows the same few photos thousands of times.
        let photoSource = try reader.read() as Bool ? try reader.readShared() : nil
        let isDraft: Bool = try reader.read()
        let isDeleted: Bool = try reader.read()
        // Not decoded here: only the pages showing the entry read it.
        let (file, offset, decorations, body) = try reader.readDetail()
        let detail = EntryDetail(.file(file, offset: offset, decorations: decorations, body: body))
        let wordCount = Int32(clamping: try reader.read() as Int)
        let media: [MediaFile] = try reader.read()
        var comments: EntryComments?
        if try reader.read() as Bool {
            let count: Int = try reader.read()
            let (file, offset, length) = try reader.readBlob()
            comments = EntryComments(.file(file, offset: offset, count: length), count: count)
        }
        let fingerprint: UInt64 = try reader.read()
        let contentFingerprint: UInt64 = try reader.read()
        let cardBase: UInt64 = try reader.read()
        let cardFingerprint: UInt64 = try reader.read()
        let authorIsWritten: Bool = try reader.read()
        let history = try reader.read() as Bool ? try reader.readHistory() : nil
        self.init(
            box: Box(
                Fields(
                    date: date, isDraft: isDraft, isDeleted: isDeleted, authorIsWritten: authorIsWritten,
                    wordCount: wordCount, fingerprint: fingerprint, cardFingerprint: cardFingerprint, source: source,
                    slug: slug, author: author, tags: tags, mood: mood, photoSource: photoSource, detail: detail,
                    media: media, comments: comments,
                    history: history.map { AttachedHistory($0, contentFingerprint: contentFingerprint) },
                    cardBase: cardBase)))
    }
}

extension BinaryReader {
    /// An entry's attached history (see `Entry.write(to:)`): its members in the reader's shared
    /// boxes, its git identities' texts shared (a diary has a few authors on thousands of files).
    mutating func readHistory() throws(Damaged) -> EntryHistory {
        let created: DiaryDate? = try read()
        let updated: DiaryDate = try read()
        let creatorIdentity = try read() as Bool ? try readIdentity() : nil
        let creator = try readMember()
        let lastAuthorIdentity = try readIdentity()
        let lastAuthor = try readMember()
        return EntryHistory(
            created: created, updated: updated, creatorIdentity: creatorIdentity, creator: creator,
            lastAuthorIdentity: lastAuthorIdentity, lastAuthor: lastAuthor, isEdited: try read(), commitCount: try read(),
            commentsUpdated: try read())
    }

    private mutating func readIdentity() throws(Damaged) -> GitIdentity {
        GitIdentity(name: try readShared(), email: try readShared())
    }

    /// A place in the separate section (see `BinaryWriter.add(_:)`), checked to lie inside it.
    mutating func readBlob() throws(Damaged) -> (BodyFile, offset: Int, count: Int) {
        let offset: Int = try read()
        let count: Int = try read()
        guard let bodies, offset >= 0, count >= 0, offset <= bodies.count - count else { throw Damaged() }
        return (bodies.file, bodies.start + offset, count)
    }
}

extension BinaryReader {
    /// An entry's detail in the separate section: where it starts, the lengths of its two parts.
    mutating func readDetail() throws(Damaged) -> (BodyFile, offset: Int, decorations: Int, body: Int) {
        let offset: Int = try read()
        let decorations: Int = try read()
        let body: Int = try read()
        guard let bodies, offset >= 0, decorations >= 0, body >= 0, decorations <= bodies.count,
            body <= bodies.count - decorations, offset <= bodies.count - decorations - body
        else { throw Damaged() }
        return (bodies.file, bodies.start + offset, decorations, body)
    }
}

extension EntryDetail {
    /// The detail for the separate section, and the length of its decorations' part.
    var blob: (BinaryWriter.Blob, decorations: Int) {
        switch storage {
        case .resident(let decorations, let html):
            let (bytes, count) = Self.encoded(decorations, html: html)
            return (.bytes(bytes), count)
        case .file(let file, let offset, let decorations, let body):
            return (.file(file, offset: offset, count: decorations + body), decorations)
        }
    }
}

extension EntryComments {
    var blob: BinaryWriter.Blob {
        switch storage {
        case .thread(let thread): .bytes(Self.encoded(thread))
        case .file(let file, let offset, let count): .file(file, offset: offset, count: count)
        }
    }
}
