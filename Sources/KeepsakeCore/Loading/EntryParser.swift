import Foundation

/// Turns one entry file into an `Entry`, or into the diagnostics that say what is wrong with it.
public struct EntryParser: Sendable {
    public static let knownKeys = [
        "title", "date", "author", "tags", "mood", "weather", "color", "photo", "photo_alt", "stickers", "draft",
        "published", "deleted", "slug", "extra",
    ]
    /// What Jekyll's, Hugo's and Obsidian's front matter keys stand for here, for the hint of an unknown one.
    static let otherToolsKeys = [
        "categories": "tags", "category": "tags", "keywords": "tags", "image": "photo", "cover": "photo",
        "thumbnail": "photo", "featured_image": "photo", "created": "date", "permalink": "slug", "url": "slug",
    ]

    public let config: DiaryConfig
    public let catalog: DecorationCatalog
    /// Every file in the diary, for checking photos and pictures without touching the disk.
    public let files: Set<String>
    private let dates: DiaryDateParser
    private let splitter = FrontMatterSplitter()
    /// The catalog's mood and weather names, listed once rather than for every entry.
    private let moodNames: [String]
    private let weatherNames: [String]

    public init(config: DiaryConfig, catalog: DecorationCatalog, files: Set<String>) {
        self.config = config
        self.catalog = catalog
        self.files = files
        self.dates = DiaryDateParser(timeZone: config.timeZone)
        self.moodNames = catalog.moods.map(\.name)
        self.weatherNames = catalog.weather.map(\.name)
    }

    /// The entry in the file at `path` (relative to the diary root), its `text` normalised by `SourceText`.
    public func parse(path: String, text: String) -> (Entry?, [Diagnostic]) {
        let parts: FrontMatterSplitter.FrontMatterAndBody
        switch splitter.split(text, path: path) {
        case .success(let value): parts = value
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var node: YAMLNode?
        if let yaml = parts.yaml {
            switch YAMLSource.compose(yaml, path: path, firstLine: parts.yamlFirstLine) {
            case .success(let value): node = value
            case .failure(let diagnostic): return (nil, [diagnostic])
            }
        }
        // No front matter, or an empty one, reads as an empty mapping.
        var fields = FieldReader(
            node ?? .mapping(.init(pairs: [], mark: nil)), path: path, firstLine: parts.yamlFirstLine,
            known: Self.knownKeys, what: "front matter", meant: Self.otherToolsKeys)
        let folder = RelativePath.folder(of: path)
        // A page bundle (`2024-06-01-picnic/index.md` beside its pictures, as Hugo keeps one) is named by its folder.
        let fileName = RelativePath.fileName(of: path)
        let (nameDate, nameRest) = Slug.split(
            fileName: fileName == "index.md" || fileName == "index.markdown"
                ? RelativePath.fileName(of: folder) : fileName)

        let title = fields.string("title").map { $0.trimmingWhitespace().composed }
            .flatMap { $0.isEmpty ? nil : $0 }
        let date = readDate(&fields, fileNameDate: nameDate, path: path)
        let slug = readSlug(&fields, fileRest: nameRest, title: title, date: date, path: path)
        let author = fields.choice("author", config.member(id:)) {
            ("unknown author \"\($0)\"", Self.unknownAuthorHint($0, config))
        }
        var seenTags = Set<String>()
        let tags = fields.located("tags").map { $0.text.trimmingSpaces() }.filter {
            !$0.isEmpty && seenTags.insert($0).inserted
        }
        let mood = readName("mood", &fields, known: moodNames, noun: "moods")
        let weather = readWeather(&fields)
        let color = fields.color("color", catalog: catalog)
        let photo = readPhoto(&fields, folder: folder)
        let stickers = fields.stickers("stickers", catalog: catalog)
        // Jekyll's `published: false` keeps an entry unpublished as `draft: true` does.
        let isDraft = fields.bool("draft") == true || fields.bool("published") == false
        let isDeleted = fields.bool("deleted") ?? false
        let extra = fields.customTable("extra")

        var diagnostics = fields.diagnostics
        // The photo is not media: the renderer publishes it as resized variants (or as it is).
        var media: [MediaFile] = []
        let body = renderBody(
            parts, path: path, folder: folder, pagePath: date.map { "\($0.monthKey.path)/\(slug)/" } ?? "",
            media: &media, diagnostics: &diagnostics)

        guard let date, !diagnostics.hasErrors else { return (nil, diagnostics) }
        let card = EntryCard(
            source: path, slug: slug, title: title, date: date, writtenAuthor: author, tags: tags,
            mood: mood, weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft,
            isDeleted: isDeleted, extra: extra)
        let entry = Entry(card: card, bodyHTML: body, media: media)
        return (entry, diagnostics)
    }

    // MARK: - Fields

    private func readDate(_ fields: inout FieldReader, fileNameDate: String?, path: String) -> DiaryDate? {
        let hint = "write dates as \(DiaryDateParser.acceptedFormats)"
        if let text = fields.string("date"), let node = fields.node("date") {
            switch dates.parse(text) {
            case .success(let date): return date
            case .failure(let problem):
                fields.error(at: node, problem.description, hint: hint)
                return nil
            }
        }
        if let fileNameDate {
            switch dates.parse(fileNameDate) {
            case .success(let date): return date
            case .failure(let problem):
                fields.report(.error(at: SourceLocation(path: path), "file name date: \(problem)", hint: hint))
                return nil
            }
        }
        fields.report(
            .error(
                at: fields.node("date").map { fields.location(of: $0) } ?? SourceLocation(path: path, line: 1),
                "entry has no date",
                hint:
                    "add `date: 2024-05-03 21:30` to the front matter, or start the file name with the date (2024-05-03-title.md)"
            ))
        return nil
    }

    private func readSlug(
        _ fields: inout FieldReader, fileRest: String, title: String?, date: DiaryDate?, path: String
    ) -> String {
        if let slug = fields.string("slug"), let node = fields.node("slug") {
            if Slug.isValid(slug) {
                if ReservedSlugs.contains(slug) {
                    fields.error(
                        at: node, "slug \"\(slug)\" is a name the site uses for its own pages",
                        hint: "choose another slug (the site's names are \(ReservedSlugs.list))")
                }
                return slug
            }
            fields.error(
                at: node, "slug \"\(slug)\" may only hold letters, digits, `-` and `_`",
                hint: "a slug is one part of the page's address, for example `cherry-picnic`")
        }
        // The title's slug is made only when the file name gives none.
        let fromFileName = Slug.make(from: fileRest)
        if !fromFileName.isEmpty {
            if ReservedSlugs.contains(fromFileName) {
                fields.report(
                    .error(
                        at: SourceLocation(path: path),
                        "the file name gives the slug \"\(fromFileName)\", a name the site uses for its own pages",
                        hint:
                            "rename the file or add `slug:` with another name (the site's names are \(ReservedSlugs.list))"
                    ))
            }
            return fromFileName
        }
        if let fromTitle = title.map(Slug.make(from:)), !fromTitle.isEmpty {
            if ReservedSlugs.contains(fromTitle), let node = fields.node("title") {
                fields.error(
                    at: node, "the title gives the slug \"\(fromTitle)\", a name the site uses for its own pages",
                    hint: "add `slug:` with another name (the site's names are \(ReservedSlugs.list))")
            }
            return fromTitle
        }
        return date.map { $0.hasTime ? "\(pad($0.day))-\(pad($0.hour))\(pad($0.minute))" : pad($0.day) } ?? "entry"
    }

    /// The hint for an author `config` has no member for (here, and for `keepsake new --author`).
    static func unknownAuthorHint(_ id: String, _ config: DiaryConfig) -> String {
        let ids = config.members.map(\.id)
        return ids.isEmpty
            ? "list the diary's writers under `members:` in Content/diary.yaml"
            : Suggestion.hint(for: id, known: ids, noun: "members") + " (members are listed in Content/diary.yaml)"
    }

    private func readName(
        _ key: String, _ fields: inout FieldReader, known: [String], noun: String, what: String? = nil
    ) -> String? {
        fields.choice(key, { known.contains($0) ? $0 : nil }) {
            ("unknown \(what ?? key) \"\($0)\"", Suggestion.hint(for: $0, known: known, noun: noun))
        }
    }

    private func readWeather(_ fields: inout FieldReader) -> Weather? {
        guard let node = fields.node("weather") else { return nil }
        if node.mapping != nil {
            return fields.nested(node, known: ["kind", "temperature"], what: "weather") { weather in
                let kind = readName("kind", &weather, known: weatherNames, noun: "weather kinds", what: "weather")
                let temperature = weather.number("temperature", in: -90...60)
                if weather.node("kind") == nil {
                    weather.report(
                        .error(
                            at: weather.mappingLocation, "weather has no \"kind\"",
                            hint: "write it as { kind: rainy, temperature: 18 }"))
                }
                return kind.map { Weather(kind: $0, temperature: temperature) }
            }
        }
        return readName("weather", &fields, known: weatherNames, noun: "weather kinds").map { Weather(kind: $0) }
    }

    private func readPhoto(_ fields: inout FieldReader, folder: String) -> Photo? {
        let alt = fields.string("photo_alt") ?? ""
        if let node = fields.node("photo"), fields.string("photo")?.isEmpty == true {
            fields.error(
                at: node, "photo is empty", hint: "give a path relative to the entry file, e.g. photos/picnic.jpg")
            return nil
        }
        guard let reference = fields.string("photo"), let node = fields.node("photo") else {
            if let altNode = fields.node("photo_alt") {
                fields.report(.warning(at: fields.location(of: altNode), "photo_alt is set but the entry has no photo"))
            }
            return nil
        }
        guard let source = checkedFile(reference, in: folder, at: node, what: "photo", &fields) else { return nil }
        if alt.trimmingSpaces().isEmpty {
            fields.report(
                .warning(
                    at: fields.location(of: node), "photo has no photo_alt",
                    hint:
                        "describe the picture in a few words for people who cannot see it, e.g. `photo_alt: 돗자리 위의 김밥`")
            )
        }
        return Photo(source: source, alt: alt, location: fields.location(of: node))
    }

    /// A file an entry points at: resolved, kept inside `Content/`, and present.
    private func checkedFile(
        _ reference: String, in folder: String, at node: YAMLNode, what: String, _ fields: inout FieldReader
    ) -> String? {
        let decoded = RelativePath.removingPercentEncoding(reference)
        guard let resolved = RelativePath.resolve(decoded, in: folder), resolved.hasPrefix("Content/") else {
            fields.error(
                at: node, "\(what) \"\(reference)\" is outside the Content/ folder",
                hint: "give a path relative to the entry file that stays inside Content/, e.g. photos/picnic.jpg")
            return nil
        }
        guard PictureFileName.isPicture(resolved) else {
            fields.error(
                at: node, "\(what) \"\(reference)\" is not a picture file",
                hint: "a photo is a \(PictureFileName.formatList) file, e.g. photos/picnic.jpg")
            return nil
        }
        guard let file = files.spelling(of: resolved) else {
            let nearby = files.filter { RelativePath.folder(of: $0) == RelativePath.folder(of: resolved) }
                .map(RelativePath.fileName(of:))
            let guess = Suggestion.closest(to: RelativePath.fileName(of: resolved), in: nearby)
            fields.error(
                at: node, "\(what) \"\(reference)\" does not exist (looked for \(resolved))",
                hint: guess.map { "did you mean \"\($0)\"?" } ?? "paths are relative to the entry file")
            return nil
        }
        return file
    }

    // MARK: - Body

    private func renderBody(
        _ parts: FrontMatterSplitter.FrontMatterAndBody, path: String, folder: String, pagePath: String,
        media: inout [MediaFile],
        diagnostics: inout [Diagnostic]
    ) -> String {
        // Positions are worked out after the walk, all in one pass over the body: only problems
        // and each picture's first use need one.
        var found: [(image: CommonMark.Image, source: String)] = []
        var problems: [(image: CommonMark.Image, message: String, hint: String?)] = []
        // Worked out at the first picture: most bodies have none.
        lazy var toRoot = RelativePath.rootPrefix(from: pagePath)
        let html = CommonMark.render(parts.body) { image in
            guard RelativePath.isLocalReference(image.url) else { return nil }
            func problem(_ message: String, hint: String? = nil) -> String? {
                problems.append((image, "picture \"\(image.url)\" " + message, hint))
                return nil
            }
            let decoded = RelativePath.removingPercentEncoding(image.url)
            guard let resolved = RelativePath.resolve(decoded, in: folder), resolved.hasPrefix("Content/") else {
                return problem("is outside the Content/ folder")
            }
            guard PictureFileName.isPicture(resolved) else {
                return problem(
                    "is not a picture file",
                    hint: "a body shows \(PictureFileName.formatList) files; other files are never published")
            }
            guard let file = files.spelling(of: resolved) else {
                return problem("does not exist (looked for \(resolved))", hint: "paths are relative to the entry file")
            }
            found.append((image, file))
            return toRoot + MediaFile.sitePath(of: file)
        }
        guard !problems.isEmpty || !found.isEmpty else { return html }
        let positions = BodyPositions(body: parts.body, firstLine: parts.bodyFirstLine, path: path)
        func location(_ image: CommonMark.Image) -> SourceLocation {
            positions.location(line: image.line, byteColumn: image.column)
        }
        diagnostics += problems.map { .error(at: location($0.image), $0.message, hint: $0.hint) }
        var seen = Set(media.map(\.source))
        media.reserveCapacity(media.count + found.count)
        for (image, source) in found where seen.insert(source).inserted {
            media.append(MediaFile(source: source, position: location(image).position))
        }
        return html
    }
}
