import Foundation
import KeepsakeCore

/// Turns what a reader found into the files to write: each entry at a free `YYYY-MM-DD-slug.md` in
/// its month's folder with an address no other page has, its pictures in the month's `photos/`, links
/// between imported entries made relative, and each planned entry read back as the build reads it.
public struct ImportPlanner: Sendable {
    /// The `extra:` key that names an imported entry's source, which is how a second import knows it.
    public static let originKey = "imported_from"

    public let format: ImportFormat
    public let config: DiaryConfig
    public let catalog: DecorationCatalog

    public init(format: ImportFormat, config: DiaryConfig, catalog: DecorationCatalog) {
        (self.format, self.config, self.catalog) = (format, config, catalog)
    }

    /// The plan for `batch` in `diary`.
    public func plan(_ batch: ImportBatch, into diary: ExistingDiary) -> ImportPlan {
        var plan = ImportPlan()
        plan.notes = batch.notes
        var files = diary.files
        var pages = diary.pagesInUse
        var addresses = diary.imported
        var placed: [(entry: ImportedEntry, body: String, photo: String?, path: String, address: String)] = []
        var pictureSources: [String: URL] = [:]

        for entry in batch.entries {
            let key = originValue(entry.origin)
            if diary.imported[key] != nil {
                plan.alreadyImported.append(entry.origin)
                addresses[entry.origin] = diary.imported[key]
                continue
            }
            let folder = "Content/entries/\(entry.date.isoDay.prefix(4))/\(entry.date.isoDay.dropFirst(5).prefix(2))"
            var body = entry.body
            var photo = entry.photo
            for picture in entry.pictures {
                let path = placePicture(picture, in: folder, files: &files, sources: &pictureSources, diary: diary)
                let reference = String(path.dropFirst(folder.count + 1))
                if path != folder + "/" + picture.reference {
                    body = Self.replacingReference(picture.reference, with: reference, in: body)
                    if photo == picture.reference { photo = reference }
                }
                if !diary.files.contains(path), !plan.pictures.contains(where: { $0.path == path }) {
                    plan.pictures.append(ImportPlan.PictureFile(path: path, source: picture.file))
                }
            }
            let (text, note) = text(for: entry, body: body, photo: photo)
            if let note { plan.notes.append(note) }
            guard let (path, address) = placeEntry(entry, text: text, in: folder, files: files, pages: pages) else {
                plan.notes.append(ImportNote("no free file name for the entry, not imported", in: entry.origin))
                continue
            }
            files.insert(path)
            pages.insert(address)
            addresses[entry.origin] = address
            placed.append((entry, body, photo, path, address))
        }

        // Links are made once every entry has its address: a link may point to a later entry.
        let parser = EntryParser(config: config, catalog: catalog, files: files)
        let drafts = Set(placed.filter(\.entry.isDraft).map(\.entry.origin))
        for item in placed {
            let (body, missing, linked) = ImportLinks.resolve(item.body, from: item.address, addresses: addresses)
            if !missing.isEmpty {
                plan.notes.append(
                    ImportNote("link to an entry that is not imported, kept as its text", in: item.entry.origin))
            }
            // A published page linking to a draft's page links to nothing on the published site.
            if !item.entry.isDraft, linked.contains(where: drafts.contains) {
                plan.notes.append(
                    ImportNote("link to a draft: it leads nowhere until the draft is published", in: item.entry.origin))
            }
            let text = text(for: item.entry, body: body, photo: item.photo).0
            plan.problems += parser.parse(path: item.path, text: text).1
            plan.entries.append(
                ImportPlan.EntryFile(
                    path: item.path, text: text, origin: item.entry.origin, isDraft: item.entry.isDraft))
        }
        plan.problems.sort { $0.location < $1.location }
        return plan
    }

    /// `jekyll _posts/2024-05-03-hello.md`: the format and the origin, as kept in `extra.imported_from`.
    func originValue(_ origin: String) -> String { "\(format.rawValue) \(origin)" }

    /// The entry's text, and a note when its weather kind is not the theme's (then kept under `extra:`).
    private func text(for entry: ImportedEntry, body: String, photo: String?) -> (String, ImportNote?) {
        var extra = [CustomField(key: Self.originKey, value: .text(originValue(entry.origin)))]
        extra += entry.extra.filter { $0.key != Self.originKey }
        // A daily note's `mood:` (Obsidian keeps one) is the entry's mood when the theme has it.
        var mood: String?
        if case .text(let name)? = extra["mood"], catalog.mood(named: name) != nil {
            mood = name
            extra.removeAll { $0.key == "mood" }
        }
        var weather = entry.weather
        var note: ImportNote?
        if let kind = weather?.kind, catalog.weatherKind(named: kind) == nil {
            note = ImportNote("weather \"\(kind)\" is not one of the theme's, kept under extra", in: entry.origin)
            extra.append(CustomField(key: "weather", value: .text(kind)))
            weather = nil
        }
        return (EntryFileText.make(entry, body: body, photo: photo, mood: mood, weather: weather, extra: extra), note)
    }

    /// A free `YYYY-MM-DD-slug.md` (or `-2`, `-3`…) whose page address is not taken, read as the build reads it.
    private func placeEntry(
        _ entry: ImportedEntry, text: String, in folder: String, files: Set<String>, pages: Set<String>
    ) -> (path: String, address: String)? {
        let parser = EntryParser(config: config, catalog: catalog, files: files)
        var base = Slug.fileName(fromTitle: entry.slug ?? entry.title ?? Self.stem(of: entry.origin))
        if base.isEmpty { base = "entry" }
        for number in 1...999 {
            let path = folder + "/" + Slug.entryFileName(day: entry.date.isoDay, slug: base, number: number)
            guard !files.contains(path), number > 1 || !ReservedSlugs.contains(base) else { continue }
            guard let parsed = parser.parse(path: path, text: text).0 else { return (path, "") }
            if pages.contains(parsed.sitePath) { continue }
            return (path, parsed.sitePath)
        }
        return nil
    }

    /// The picture's path in the diary: `folder/photos/NAME`, numbered (`NAME-2.jpg`) when another
    /// picture has that name; the same picture (same source, or same bytes already there) keeps one place.
    private func placePicture(
        _ picture: ImportedPicture, in folder: String, files: inout Set<String>, sources: inout [String: URL],
        diary: ExistingDiary
    ) -> String {
        let name = picture.name.precomposedStringWithCanonicalMapping
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let (stem, suffix) = (String(name[..<dot]), String(name[dot...]))
        for number in 1...9999 {
            let path = folder + "/photos/" + (number == 1 ? name : "\(stem)-\(number)\(suffix)")
            if let source = sources[path] {
                if source.standardizedFileURL == picture.file.standardizedFileURL { return path }
                continue
            }
            if files.contains(path) {
                guard diary.holds(path, sameAs: picture.file) else { continue }
                sources[path] = picture.file
                return path
            }
            files.insert(path)
            sources[path] = picture.file
            return path
        }
        return folder + "/photos/" + name
    }

    /// The origin's file name without its date prefix and extension: `_posts/2024-05-03-hello.md` → `hello`.
    static func stem(of origin: String) -> String {
        var name = origin.split(separator: "#").first.map(String.init) ?? origin
        name = String(name.split(separator: "/").last ?? Substring(name))
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        let (_, rest) = Slug.split(fileName: name + ".md")
        return rest.isEmpty ? name : rest
    }

    /// `body` with the Markdown destinations `(old)`, `(old "title")` and `<old>` pointing at `new`.
    static func replacingReference(_ old: String, with new: String, in body: String) -> String {
        body.replacingOccurrences(of: "(" + old + ")", with: "(" + new + ")")
            .replacingOccurrences(of: "(" + old + " ", with: "(" + new + " ")
            .replacingOccurrences(of: "(<" + old + ">", with: "(<" + new + ">")
    }
}
