/// The text of rendered HTML, for summaries (Open Graph descriptions, feeds) and word counts.
/// cmark's safe output is regular (tags, five entities, numeric references), so a small scanner does.
public enum PlainText {
    /// `<p>Hello <em>you</em> &amp; me</p>` → `Hello you & me`, with whitespace collapsed.
    public static func of(html: String) -> String {
        var text = ""
        text.reserveCapacity(html.utf8.count)
        var inTag = false
        var entity: String?
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    text.append(" ")
                }
                continue
            }
            if var pending = entity {
                if character == ";" {
                    text += decode(pending)
                    entity = nil
                } else if pending.count > 10 {
                    text += "&" + pending + String(character)
                    entity = nil
                } else {
                    pending.append(character)
                    entity = pending
                }
                continue
            }
            switch character {
            case "<": inTag = true
            case "&": entity = ""
            default: text.append(character)
            }
        }
        if let entity { text += "&" + entity }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Words: runs of characters between spaces that hold a letter or a digit (Korean words are
    /// space-separated too, so this counts 어절 the way Korean word counts do).
    public static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count { $0.contains { $0.isLetter || $0.isNumber } }
    }

    /// At most `limit` characters, cut at a space when there is one near the end, with `…`.
    public static func summary(_ text: String, limit: Int = 160) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit * 2 / 3 {
            return String(cut[..<space]) + "…"
        }
        return String(cut) + "…"
    }

    private static func decode(_ name: String) -> String {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos", "#39": return "'"
        default:
            let number: UInt32? =
                name.hasPrefix("#x") || name.hasPrefix("#X")
                ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "&\(name);"
        }
    }
}
