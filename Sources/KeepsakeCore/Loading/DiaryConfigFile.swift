import Foundation

/// `Content/diary.yaml`, read in two steps: first the theme name (the theme's catalog is needed to
/// check the cover's colour and stickers), then the whole configuration.
public struct DiaryConfigFile {
    public static let knownKeys = [
        "title", "subtitle", "language", "time_zone", "base_url", "theme", "index_months", "deleted_entries",
        "cover", "members", "pretty_urls", "feed_entries", "week_starts", "moods", "photos",
    ]

    /// Weekday names `week_starts` accepts, Sunday first (1 = Sunday, as in `DiaryDate.weekday`).
    public static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    public let path: String
    private let root: YAMLNode?

    /// Parses the YAML. A syntax error is returned as a diagnostic.
    public static func parse(_ text: String, path: String) -> Result<DiaryConfigFile, Diagnostic> {
        YAMLSource.compose(text, path: path, firstLine: 1).map { DiaryConfigFile(path: path, root: $0) }
    }

    /// The theme the diary asks for (`default` when unset).
    public var themeName: String {
        guard let value = root?.mapping?["theme"]?.scalar?.string, !value.isEmpty else { return "default" }
        return value
    }

    /// The theme's catalog with the diary's own `moods:` laid over it: a mood of the same name is
    /// overridden field by field, a new one is added after the theme's.
    public func extend(_ catalog: DecorationCatalog) -> (DecorationCatalog, [Diagnostic]) {
        guard let root, let node = root.mapping?["moods"] else { return (catalog, []) }
        var fields = FieldReader(root, path: path, firstLine: 1, known: Self.knownKeys, what: "diary.yaml")
        let given = DecorationCatalogLoader.moods(node, &fields, extending: catalog)
        var moods = catalog.moods.map { mood in given.first { $0.name == mood.name } ?? mood }
        moods += given.filter { mood in !catalog.moods.contains { $0.name == mood.name } }
        let extended = DecorationCatalog(
            palette: catalog.palette, stickers: catalog.stickers, moods: moods, weather: catalog.weather)
        // Only the moods' own problems: decode() reports everything else in diary.yaml.
        return (extended, fields.diagnostics)
    }

    /// Reads and checks every setting.
    /// - Parameter languages: the language codes the theme has files for.
    public func decode(catalog: DecorationCatalog, languages: [String]) -> (DiaryConfig?, [Diagnostic]) {
        guard let root else {
            let empty = Diagnostic.error(
                at: SourceLocation(path: path, line: 1), "diary.yaml is empty", hint: "give it at least a `title:`")
            return (nil, [empty])
        }
        var fields = FieldReader(root, path: path, firstLine: 1, known: Self.knownKeys, what: "diary.yaml")
        let title = fields.string("title")
        if title == nil {
            fields.report(
                .error(
                    at: fields.mappingLocation, "diary.yaml has no \"title\"",
                    hint: "add a line like `title: Our Diary`"))
        }
        let language = fields.string("language") ?? "en"
        if let node = fields.node("language"), !languages.contains(language) {
            fields.error(
                at: node, "no language file for \"\(language)\"",
                hint: Suggestion.hint(for: language, known: languages, noun: "languages"))
        }
        // An IANA zone name, UTC when not given.
        let timeZone =
            fields.choice("time_zone", TimeZone.init(identifier:)) {
                ("unknown time zone \"\($0)\"", Suggestion.timeZoneHint(for: $0))
            } ?? TimeZone(identifier: "UTC")!
        let baseURL = Self.readBaseURL(&fields)
        let indexMonths = fields.number("index_months", in: 1...120).map { Int($0) } ?? 3
        let deleted =
            fields.choice("deleted_entries", DiaryConfig.DeletedEntries.init(rawValue:)) {
                ("deleted_entries must be `trace` or `hide`, found \"\($0)\"", nil)
            } ?? .trace
        let (coverColor, coverStickers) =
            fields.node("cover").map { cover in
                fields.nested(cover, known: ["color", "stickers"], what: "cover") {
                    ($0.color("color", catalog: catalog), $0.stickers("stickers", catalog: catalog))
                }
            } ?? (nil, [])
        let members = readMembers(&fields, catalog: catalog)
        let prettyURLs = fields.bool("pretty_urls") ?? false
        let feedEntries = fields.number("feed_entries", in: 0...100_000).map { Int($0) } ?? 20
        // The weekday calendars start on, 1 (Sunday) to 7.
        let weekStart =
            fields.choice("week_starts", { Self.weekdays.firstIndex(of: $0.lowercased()).map { $0 + 1 } }) {
                let hint = Suggestion.hint(for: $0.lowercased(), known: Self.weekdays, noun: "weekdays")
                return ("week_starts must be a weekday, found \"\($0)\"", hint)
            } ?? 1
        let (keepPhotoMetadata, publishPhotoOriginals) =
            fields.node("photos").map { node in
                fields.nested(node, known: ["keep_metadata", "publish_originals"], what: "photos") {
                    ($0.bool("keep_metadata") ?? false, $0.bool("publish_originals") ?? false)
                }
            } ?? (false, false)
        guard let title, !fields.diagnostics.hasErrors else { return (nil, fields.diagnostics) }
        let config = DiaryConfig(
            title: title, subtitle: fields.string("subtitle"), language: language, timeZone: timeZone,
            baseURL: baseURL, theme: themeName, indexMonths: indexMonths, deletedEntries: deleted,
            coverColor: coverColor, coverStickers: coverStickers, members: members, prettyURLs: prettyURLs,
            feedEntries: feedEntries, weekStart: weekStart, keepPhotoMetadata: keepPhotoMetadata,
            publishPhotoOriginals: publishPhotoOriginals)
        return (config, fields.diagnostics)
    }

    /// `base_url`, ending in `/` (`/` when not given), checked by `BaseURLRule`.
    private static func readBaseURL(_ fields: inout FieldReader) -> String {
        var baseURL = fields.string("base_url") ?? "/"
        if !baseURL.hasSuffix("/") { baseURL += "/" }
        if let node = fields.node("base_url") {
            switch BaseURLRule.check(baseURL, named: "base_url") {
            case .accepted: break
            case .unencrypted(let warning, let hint):
                fields.report(.warning(at: fields.location(of: node), warning, hint: hint))
            case .refused(let message, let hint): fields.error(at: node, message, hint: hint)
            }
        }
        return baseURL
    }

    private func readMembers(_ fields: inout FieldReader, catalog: DecorationCatalog) -> [Member] {
        var members: [Member] = []
        for item in fields.list("members") {
            let read = fields.nested(item, known: ["id", "name", "color", "email", "git_name"], what: "member") {
                member -> Member? in
                guard item.mapping != nil else { return nil }
                guard let id = member.string("id"), !id.isEmpty else {
                    member.report(
                        .error(
                            at: member.mappingLocation, "member has no \"id\"",
                            hint: "write it as { id: minji, name: 민지, color: rose }"))
                    return nil
                }
                if members.contains(where: { $0.id == id }), let node = member.node("id") {
                    member.error(at: node, "member id \"\(id)\" is used twice", hint: "each member needs its own id")
                }
                let color = member.color("color", catalog: catalog)
                let emails = readEmails(&member, taken: members)
                let gitNames = readGitNames(&member)
                return Member(
                    id: id, name: member.string("name") ?? id, color: color, emails: emails, gitNames: gitNames)
            }
            if let read { members.append(read) }
        }
        return members
    }

    /// `email:`, one address or a list; an address may belong to one member only, since commits
    /// are matched to members by it.
    private func readEmails(_ member: inout FieldReader, taken members: [Member]) -> [String] {
        var emails: [String] = []
        for (text, node) in member.located("email") {
            let email = text.trimmingCharacters(in: .whitespaces)
            guard Self.isEmailAddress(email) else {
                member.error(
                    at: node, "member e-mail \"\(text)\" is not an e-mail address",
                    hint:
                        "write the address this member commits with (`git config user.email`), like minji@example.com; several go in a list: [minji@example.com, minji@work.example]"
                )
                continue
            }
            if let owner = members.first(where: { $0.emails.contains { DiaryConfig.sameAddress($0, email) } }) {
                member.error(
                    at: node, "e-mail \"\(email)\" is already listed for member \"\(owner.id)\"",
                    hint: "commits are matched to members by e-mail, so each address can belong to one member only")
                continue
            }
            // The same address twice for one member is harmless.
            if emails.contains(where: { DiaryConfig.sameAddress($0, email) }) { continue }
            emails.append(email)
        }
        return emails
    }

    /// `git_name:`, one name or a list: names the member commits under besides `name` and `id`.
    private func readGitNames(_ member: inout FieldReader) -> [String] {
        var names: [String] = []
        for (text, node) in member.located("git_name") {
            let name = text.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                member.error(
                    at: node, "member git_name is empty",
                    hint: "write the name this member commits under (`git config user.name`)")
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Loosely: one `@` with something on both sides, and no spaces or angle brackets (git
    /// records addresses like `minji@laptop` too, so a dot in the domain is not required).
    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty }
            && !text.contains { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "," }
    }
}
