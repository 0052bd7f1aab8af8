// How an entry is stored in `EntryStore`: its fields as loaded, with the history attached to it
// (the store's `EntryCache.historyKey` says which), including what loading worked out (word
// count, fingerprints), so reading it back costs no parsing and no attaching again. Its detail
// (the title and decorations, the file's path, the body, the comment thread) goes to the store's
// body section and is read back only when asked for.

extension Entry: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        let fields = box.fields
        writer.write(fields.slug)
        writer.write(fields.date)
        let people = fields.people.pair
        writer.write(people.author?.value)
        writer.write(fields.tags.names)
        writer.write(people.mood?.value)
        writer.write(fields.photoSource != nil)
        if let photo = fields.photoSource { writer.write(photo) }
        writer.write(fields.flags.isDraft)
        writer.write(fields.flags.isDeleted)
        let (blob, decorations) = fields.detail.blob
        writer.write(writer.add(blob).offset)
        writer.write(decorations)
        writer.write(blob.count)
        writer.write(Int(fields.wordCount))
        writer.write(fields.resolvedMedia)
        writer.write(Int(fields.commentCount))
        for number in [fields.fingerprint, fields.contentFingerprint, fields.card, fields.cardFingerprint] {
            writer.write(number)
        }
        writer.write(fields.flags.authorIsWritten)
        writer.write(fields.history != nil)
        if let history = fields.history?.history { Self.write(history, to: &writer) }
    }

    /// The blobs `write(to:)` places, in the order it places them (its detail): what the store
    /// writes after the records (`BinaryWriter.add(_:)`).
    func forEachBlob(_ body: (BinaryWriter.Blob) -> Void) {
        body(box.fields.detail.blob.0)
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
        let slug: String = try reader.read()
        let date: DiaryDate = try reader.read()
        let author = try reader.readMember()
        let tags = TagList(try reader.readSharedList())
        let mood = try reader.readSharedName()
        // Shared: a big diary shows the same few photos thousands of times.
        let photoSource = try reader.read() as Bool ? try reader.readShared() : nil
        let isDraft: Bool = try reader.read()
        let isDeleted: Bool = try reader.read()
        // Not decoded here: only the pages showing the entry read it.
        let (file, place) = try reader.readDetail()
        let wordCount = Int32(clamping: try reader.read() as Int)
        let media: [MediaFile] = try reader.read()
        let commentCount: Int = try reader.read()
        guard commentCount >= -1, commentCount <= Int32.max else {
            throw BinaryReader.Damaged()
        }
        let fingerprint: UInt64 = try reader.read()
        let contentFingerprint: UInt64 = try reader.read()
        let card: UInt64 = try reader.read()
        let cardFingerprint: UInt64 = try reader.read()
        let authorIsWritten: Bool = try reader.read()
        let history = try reader.read() as Bool ? try reader.readHistory() : nil
        self.init(
            box: Box(
                Fields(
                    date: date, flags: Flags(isDraft: isDraft, isDeleted: isDeleted, authorIsWritten: authorIsWritten),
                    people: reader.people(author: author, mood: mood), wordCount: wordCount,
                    commentCount: Int32(commentCount), fingerprint: fingerprint, cardFingerprint: cardFingerprint,
                    slug: slug, tags: tags,
                    detail: EntryDetail(
                        file: file, place: place,
                        extras: Extras.make(
                            photoSource: photoSource, media: media,
                            history: history.map {
                                AttachedHistory($0, contentFingerprint: contentFingerprint, card: card)
                            })))))
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
            lastAuthorIdentity: lastAuthorIdentity, lastAuthor: lastAuthor, isEdited: try read(),
            commitCount: try read(),
            commentsUpdated: try read())
    }

    private mutating func readIdentity() throws(Damaged) -> GitIdentity {
        GitIdentity(name: try readShared(), email: try readShared())
    }
}

extension BinaryReader {
    /// An entry's detail in the separate section: where it starts, the length of its decorations
    /// (the other parts' lengths are in the section, see `EntryDetail.Parts`).
    mutating func readDetail() throws(Damaged) -> (BodyFile, EntryDetail.Place) {
        let offset: Int = try read()
        let decorations: Int = try read()
        let count: Int = try read()
        guard let bodies, offset >= 0, count >= decorations + EntryDetail.Parts.lengthsSize, count <= bodies.count,
            offset <= bodies.count - count,
            let place = EntryDetail.Place(offset: bodies.start + offset, decorations: decorations)
        else { throw Damaged() }
        return (bodies.file, place)
    }
}

extension EntryDetail {
    /// The detail for the separate section, and the length of its decorations.
    var blob: (BinaryWriter.Blob, decorations: Int) {
        guard let (file, place) = inFile else {
            let (bytes, parts) = Self.encoded(resident)
            return (.bytes(bytes), Int(parts.decorations))
        }
        // Unreadable lengths: an empty detail, as reading the parts would give (the file says it
        // is damaged, and the build starts again from the entry files).
        let count = Parts.read(place, in: file)?.count ?? 0
        return (.file(file, offset: place.offset, count: count), place.decorations)
    }
}
