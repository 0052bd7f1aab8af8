import Foundation
import KeepsakeCore

/// One post file of a Jekyll site with its front matter read, before its body is converted (which
/// needs to know every post the import reads, for the links between them).
struct JekyllPost {
    let file: JekyllSite.PostFile
    let frontMatter: JekyllFrontMatter
    let date: ImportedDate
    let slug: String
    let body: String
    /// Note kinds from reading it.
    let notes: [String]

    /// A post file read, or the note on why it is skipped.
    enum Reading {
        case post(JekyllPost)
        case skipped(ImportNote)
    }

    /// The post in `file`, or the note that says why it is skipped.
    static func read(_ file: JekyllSite.PostFile) -> Reading {
        let skip = { (kind: String) in Reading.skipped(ImportNote(kind, in: file.origin)) }
        guard let data = FileManager.default.contents(atPath: file.url.path) else {
            return skip("file not read: it cannot be opened")
        }
        guard let text = SourceText.decode([UInt8](data)) else { return skip("file not read: it is not UTF-8 text") }
        let parts: FrontMatterSplitter.FrontMatterAndBody
        switch FrontMatterSplitter().split(text, path: file.origin) {
        case .failure(let diagnostic): return skip("front matter not read: \(diagnostic.message)")
        case .success(let split): parts = split
        }
        let table: FrontMatterValue
        switch YAMLFrontMatter.table(parts.yaml, origin: file.origin) {
        case .failure(let failure): return skip("front matter not read: \(reason(failure.message, in: file.origin))")
        case .success(let read): table = read
        }
        let frontMatter = JekyllFrontMatter(table)
        var notes = frontMatter.notes
        let fileName = file.url.deletingPathExtension().lastPathComponent
        let named = Self.datedName(fileName)
        guard let date = frontMatter.date ?? named?.date ?? (file.isDraft ? modificationDate(of: file.url) : nil)
        else { return skip("not imported: no date in the file name (YYYY-MM-DD-title.md) or the front matter") }
        if frontMatter.date == nil, named == nil { notes.append("draft dated by its file's modification time") }
        let slug = frontMatter.slug ?? (named?.slug ?? fileName).precomposedStringWithCanonicalMapping
        return .post(
            JekyllPost(file: file, frontMatter: frontMatter, date: date, slug: slug, body: parts.body, notes: notes))
    }

    /// The entry, its body's Liquid converted and its pictures found in `site`, and the note kinds.
    func entry(links: PostLinks, site: JekyllSite) -> (entry: ImportedEntry, notes: [String]) {
        var liquid = LiquidConverter(links: links)
        let body = liquid.convert(self.body)
        var pictures = PostPictures(site: site, origin: file.origin)
        var extra = frontMatter.extra
        var photo: String?
        if let (key, address) = frontMatter.picture {
            switch pictures.find(address) {
            case .picture(let reference): photo = reference
            case .web: extra.append(CustomField(key: key, value: .text(address)))
            case .missing, .notPicture: pictures.note("front matter picture not found, not imported: \(key)")
            }
        }
        var rewriter = PictureRewriter(pictures: pictures)
        let finished = rewriter.rewrite(body)
        let entry = ImportedEntry(
            origin: file.origin, date: date, title: frontMatter.title, slug: slug, body: finished,
            tags: frontMatter.tags, isDraft: frontMatter.isDraft || file.isDraft, photo: photo, extra: extra,
            pictures: rewriter.pictures.pictures)
        return (entry, notes + liquid.notes + rewriter.pictures.notes)
    }

    /// The date and the rest of a post's file name without its extension: `2024-05-03-hello` →
    /// (2024-05-03, `hello`); `nil` when it does not start with a date and a `-`.
    static func datedName(_ stem: String) -> (date: ImportedDate, slug: String)? {
        guard let (date, rest) = DateText.dayPrefix(of: stem[...]), rest.unicodeScalars.first == "-" else { return nil }
        let slug = String(rest.unicodeScalars.dropFirst())
        return slug.isEmpty ? nil : (date, slug)
    }

    /// A YAML error's message without the place it names (`_posts/a.md:3:7: `): a note's kind is the
    /// same words in every file.
    private static func reason(_ message: String, in origin: String) -> String {
        guard message.hasPrefix(origin) else { return message }
        var rest = message.dropFirst(origin.count)
        while rest.first == ":", rest.dropFirst().first?.isNumber == true {
            rest = rest.dropFirst().drop(while: \.isNumber)
        }
        return rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : String(rest)
    }

    /// When the file was last changed, with this computer's UTC offset then.
    private static func modificationDate(of file: URL) -> ImportedDate? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        let offset = TimeZone.current.secondsFromGMT(for: modified)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: modified)
        return ImportedDate(
            year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0,
            minute: parts.minute ?? 0, second: parts.second ?? 0, utcOffset: offset)
    }
}
