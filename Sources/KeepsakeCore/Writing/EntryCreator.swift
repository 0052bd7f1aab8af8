import Foundation

/// What `keepsake new` is asked for.
public struct EntryRequest: Sendable {
    public var title: String
    public var date: DiaryDate
    /// A member id, checked against `diary.yaml`.
    public var author: String?
    /// A mood of the theme.
    public var mood: String?
    public var tags: [String]

    public init(title: String, date: DiaryDate, author: String? = nil, mood: String? = nil, tags: [String] = []) {
        (self.title, self.date, self.author, self.mood, self.tags) = (title, date, author, mood, tags)
    }
}

/// A new entry, planned but not yet written.
public struct PlannedEntry: Sendable, Equatable {
    /// `Content/entries/2026/05/2026-05-03-벚꽃-피크닉.md`, relative to the diary root.
    public let path: String
    public let text: String
    /// Warnings the build would print for it (an unknown key in the archetype, say).
    public let warnings: [Diagnostic]
}

/// Plans new entries: a free file name under `Content/entries/YYYY/MM/`, a page address no other
/// entry uses, the archetype filled in, and the result checked exactly as the build checks entries.
public struct EntryCreator: Sendable {
    public let config: DiaryConfig
    public let catalog: DecorationCatalog

    public init(config: DiaryConfig, catalog: DecorationCatalog) { (self.config, self.catalog) = (config, catalog) }

    /// Checks the author and mood as the build would, each problem placed at its option
    /// (`--mood: error: unknown mood "hapy"`, with a "did you mean").
    public func check(_ request: EntryRequest) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let author = request.author, config.member(id: author) == nil {
            problems.append(
                .error(
                    at: SourceLocation(path: "--author"), "unknown author \"\(author)\"",
                    hint: EntryParser.unknownAuthorHint(author, config)))
        }
        if let mood = request.mood, catalog.mood(named: mood) == nil {
            problems.append(
                .error(
                    at: SourceLocation(path: "--mood"), "unknown mood \"\(mood)\"",
                    hint: Suggestion.hint(for: mood, known: catalog.moods.map(\.name), noun: "moods")))
        }
        return problems
    }

    /// Plans the entry: `YYYY-MM-DD-slug.md`, or `…-slug-2.md`, `…-slug-3.md`… when the file or the
    /// page address `YYYY/MM/slug/` is taken (`files`: the diary's, relative to its root).
    public func plan(
        _ request: EntryRequest, archetype: EntryArchetype, files: Set<String>, pagesInUse: Set<String>
    ) throws(EditFailure) -> PlannedEntry {
        let problems = check(request)
        guard problems.isEmpty else { throw EditFailure(problems) }
        let date = request.date
        var base = Slug.fileName(fromTitle: request.title)
        if base.isEmpty { base = date.hasTime ? pad(date.hour) + pad(date.minute) : "entry" }
        let folder = "Content/entries/\(pad(date.year, 4))/\(pad(date.month))"
        let parser = EntryParser(config: config, catalog: catalog, files: files)
        for number in 1...Self.maximumNumber {
            let path = folder + "/" + Slug.entryFileName(day: date.isoDay, slug: base, number: number)
            // A name the site uses is taken too: "Grid" becomes `…-grid-2.md`.
            guard !files.contains(path), number > 1 || !ReservedSlugs.contains(base) else { continue }
            let text = try archetype.fill(request, slug: number == 1 ? base : "\(base)-\(number)")
            let (entry, diagnostics) = parser.parse(path: path, text: text)
            guard let entry, !diagnostics.hasErrors else {
                let note = Diagnostic.error(
                    at: SourceLocation(path: archetype.origin),
                    "the entry made from this archetype would not build (the problems are listed above); nothing was written",
                    hint: "fix the archetype, or remove it to use the built-in one")
                throw EditFailure(diagnostics + [note])
            }
            if !entry.isDeleted, pagesInUse.contains(entry.sitePath) { continue }
            return PlannedEntry(path: path, text: text, warnings: diagnostics)
        }
        throw EditFailure(
            at: SourceLocation(path: folder),
            "there are already \(Self.maximumNumber) entries named \"\(base)\" on \(date.isoDay)",
            hint: "choose another title")
    }

    /// The page addresses (`2026/05/picnic/`) of the diary's entries that have pages, read as the
    /// build reads them. Entries that do not load are left out (`keepsake check` reports them).
    public func pagesInUse(_ inventory: ContentInventory, layout: SiteLayout) -> Set<String> {
        let parser = EntryParser(config: config, catalog: catalog, files: inventory.files)
        return Set(parser.entries(of: inventory, in: layout).filter { !$0.isDeleted }.map(\.sitePath))
    }

    private static let maximumNumber = 999
}

extension EntryParser {
    /// The entries of `inventory` that load, read as the build reads them.
    package func entries(of inventory: ContentInventory, in layout: SiteLayout) -> [Entry] {
        inventory.entries.compactMap { path in
            guard case .success(let text) = SourceText.read(path, in: layout, limit: .entry) else { return nil }
            return parse(path: path, text: text).0
        }
    }
}
