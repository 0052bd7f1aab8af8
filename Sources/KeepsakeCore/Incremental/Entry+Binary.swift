// How an entry is stored in `EntryStore`: its fields as loaded (history is attached after loading
// and never stored), including what loading worked out (summary, word count, fingerprints), so
// reading it back costs no parsing. The body goes to the store's body section and is read back
// only when a page shows it.

extension Entry: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        let fields = box.fields
        for text in [fields.source, fields.slug] { writer.write(text) }
        writer.write(fields.title)
        writer.write(fields.date)
        writer.write(fields.author)
        writer.write(fields.tags)
        writer.write(fields.mood)
        writer.write(fields.weather)
        writer.write(fields.color)
        writer.write(fields.photo)
        writer.write(fields.stickers)
        writer.write(fields.isDraft)
        writer.write(fields.isDeleted)
        let count = fields.body.byteCount
        let offset = writer.add(fields.body)
        writer.write(offset)
        writer.write(count)
        writer.write(fields.summary)
        writer.write(fields.wordCount)
        writer.write(fields.media)
        writer.write(fields.comments)
        for number in [fields.fingerprint, fields.contentFingerprint, fields.cardBase, fields.cardFingerprint] {
            writer.write(number)
        }
        writer.write(fields.writtenAuthor)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let source: String = try reader.read()
        let slug: String = try reader.read()
        let title: String? = try reader.read()
        let date: DiaryDate = try reader.read()
        let author: Member? = try reader.read()
        let tags: [String] = try reader.read()
        let mood: String? = try reader.read()
        let weather: Weather? = try reader.read()
        let color: DiaryColor? = try reader.read()
        let photo: Photo? = try reader.read()
        let stickers: [StickerPlacement] = try reader.read()
        let isDraft: Bool = try reader.read()
        let isDeleted: Bool = try reader.read()
        let bodyOffset: Int = try reader.read()
        let bodyCount: Int = try reader.read()
        guard let bodies = reader.bodies, bodyOffset >= 0, bodyCount >= 0, bodyOffset <= bodies.count - bodyCount
        else { throw BinaryReader.Damaged() }
        let body = EntryBody(.file(bodies.file, offset: bodies.start + bodyOffset, count: bodyCount))
        let summary: String = try reader.read()
        let wordCount: Int = try reader.read()
        let media: [MediaFile] = try reader.read()
        let comments: CommentThread? = try reader.read()
        let fingerprint: UInt64 = try reader.read()
        let contentFingerprint: UInt64 = try reader.read()
        let cardBase: UInt64 = try reader.read()
        let cardFingerprint: UInt64 = try reader.read()
        let writtenAuthor: Member? = try reader.read()
        self.init(
            box: Box(
                Fields(
                    source: source, slug: slug, title: title, date: date, author: author, tags: tags, mood: mood,
                    weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft,
                    isDeleted: isDeleted, body: body, summary: summary, wordCount: wordCount, media: media,
                    comments: comments, history: nil, fingerprint: fingerprint, contentFingerprint: contentFingerprint,
                    writtenAuthor: writtenAuthor, cardBase: cardBase, cardFingerprint: cardFingerprint)))
    }
}
