import Foundation

/// A `DiaryModel` as the files of a diary folder, written the way the README's content format
/// describes them: YAML front matter, `.comments.json` sidecars, `Content/diary.yaml`.
enum DiaryFiles {
    /// Path inside the diary folder → bytes.
    static func files(of model: DiaryModel) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = ["Content/diary.yaml": Array(configText(model.config).utf8)]
        for (path, entry) in model.entries {
            files[path] = Array(entryText(entry).utf8)
            if let comments = entry.comments { files[path.sidecarPath] = Array(sidecarText(comments).utf8) }
        }
        for (path, bytes) in model.photos { files[path] = bytes }
        for (path, number) in model.themeFiles { files[path] = Array(ThemeVariation.text(path, number).utf8) }
        return files
    }

    // MARK: - diary.yaml

    static func configText(_ config: ConfigModel) -> String {
        var lines = ["title: \(quoted(config.title))"]
        if let subtitle = config.subtitle { lines.append("subtitle: \(quoted(subtitle))") }
        lines.append("language: \(config.language)")
        lines.append("time_zone: Asia/Seoul")
        if let baseURL = config.baseURL { lines.append("base_url: \(baseURL)") }
        lines.append("theme: default")
        lines.append("index_months: \(config.indexMonths)")
        lines.append("deleted_entries: \(config.deletedEntries)")
        lines.append("pretty_urls: \(config.prettyURLs)")
        lines.append("week_starts: \(config.weekStarts)")
        lines.append("feed_entries: \(config.feedEntries)")
        if config.ownMood {
            lines.append("moods:")
            lines.append("  homesick: { emoji: \"🏠\", tone: negative, label: { en: Homesick, ko: 집이 그리워요 } }")
        }
        if config.coverColor != nil || !config.coverStickers.isEmpty {
            lines.append("cover:")
            if let color = config.coverColor { lines.append("  color: \(quoted(color))") }
            if !config.coverStickers.isEmpty {
                lines.append("  stickers:")
                lines += config.coverStickers.map { "    - \(stickerText($0))" }
            }
        }
        lines.append("members:")
        for member in config.members {
            var fields = ["id: \(member.id)", "name: \(quoted(member.name))"]
            if let color = member.color { fields.append("color: \(quoted(color))") }
            lines.append("  - { \(fields.joined(separator: ", ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Entries

    static func entryText(_ entry: EntryModel) -> String {
        var lines: [String] = []
        if let title = entry.title { lines.append("title: \(quoted(title))") }
        if !entry.datedByName { lines.append("date: \(entry.date.text)") }
        if let author = entry.author { lines.append("author: \(author)") }
        if !entry.tags.isEmpty { lines.append("tags: [\(entry.tags.map(quoted).joined(separator: ", "))]") }
        if let mood = entry.mood { lines.append("mood: \(mood)") }
        if let weather = entry.weather {
            if let temperature = weather.temperature {
                lines.append("weather: { kind: \(weather.kind), temperature: \(temperature) }")
            } else {
                lines.append("weather: \(weather.kind)")
            }
        }
        if let color = entry.color { lines.append("color: \(quoted(color))") }
        if let photo = entry.photo {
            lines.append("photo: \(photo)")
            lines.append("photo_alt: \(quoted(entry.photoAlt ?? "a picture"))")
        }
        if !entry.stickers.isEmpty {
            lines.append("stickers:")
            lines += entry.stickers.map { "  - \(stickerText($0))" }
        }
        if entry.draft { lines.append("draft: true") }
        if entry.deleted { lines.append("deleted: true") }
        if let slug = entry.slug { lines.append("slug: \(slug)") }
        guard !lines.isEmpty else { return entry.body }
        return "---\n" + lines.joined(separator: "\n") + "\n---\n" + entry.body
    }

    static func stickerText(_ sticker: StickerModel) -> String {
        "{ name: \(sticker.name), x: \(sticker.x), y: \(sticker.y), rotate: \(sticker.rotate), scale: \(sticker.scale) }"
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: - Comment sidecars

    static func sidecarText(_ comments: [CommentModel]) -> String {
        let items = comments.map { comment in
            var fields = [
                "\"id\": \(json(comment.id))", "\"author\": \(json(comment.author))",
                "\"date\": \(json(comment.date.text))", "\"body\": \(json(comment.deleted ? "" : comment.body))",
            ]
            if let reply = comment.replyTo { fields.append("\"replyTo\": \(json(reply))") }
            if let edited = comment.edited { fields.append("\"edited\": \(json(edited.text))") }
            if comment.deleted { fields.append("\"deleted\": true") }
            return "    { " + fields.joined(separator: ", ") + " }"
        }
        return "{\n  \"comments\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// A JSON string.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case let control where control.value < 0x20: out += String(format: "\\u%04x", control.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
