/// An Obsidian internal link as written in prose: `[[Note]]`, `[[Note|shown]]`, `[[Note#Heading]]`,
/// `[[#Heading]]`, or an embed: `![[picture.png|300]]`, `![[Other note]]`.
struct ObsidianWikilink {
    var isEmbed: Bool
    /// The note or file named, without the `#heading` (empty for a heading of the same note).
    var target: String
    /// After `#`: a heading, or `^block`.
    var subpath: String?
    /// After the first `|`: the text shown, or an embed's size or description.
    var alias: String?
    var written: String

    /// What Obsidian shows for a link: its alias, else the target and heading (`Note > Heading`).
    var shownText: String {
        if let alias, !alias.isEmpty { return alias }
        guard let subpath else { return target }
        return target.isEmpty ? subpath : target + " > " + subpath
    }

    /// An embedded picture's description: the alias's parts that are not a size (`300`, `300x200`).
    var pictureAlt: String {
        (alias ?? "").split(separator: "|").filter { !Self.isSize($0) }.joined(separator: "|")
    }

    /// Whether the target ends in a file extension (`report.pdf`), not a note's name.
    var hasFileExtension: Bool {
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex else { return false }
        let suffix = target[target.index(after: dot)...]
        return (1...5).contains(suffix.count) && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// `300` or `300x200`.
    static func isSize(_ text: Substring) -> Bool {
        let parts = text.trimmingWhitespace().split(separator: "x", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }

    /// `text` with each wikilink and embed (on one line) replaced by what `replacement` gives for it.
    static func rewriting(_ text: String, _ replacement: (ObsidianWikilink) -> String) -> String {
        var result = ""
        var copied = text.startIndex
        var search = text.startIndex
        while let open = text[search...].range(of: "[[") {
            guard let close = text[open.upperBound...].range(of: "]]"),
                !text[open.upperBound..<close.lowerBound].contains("\n")
            else {
                search = open.upperBound
                continue
            }
            let isEmbed = open.lowerBound > text.startIndex && text[text.index(before: open.lowerBound)] == "!"
            let start = isEmbed ? text.index(before: open.lowerBound) : open.lowerBound
            let link = parse(
                text[open.upperBound..<close.lowerBound], isEmbed: isEmbed, written: text[start..<close.upperBound])
            result += text[copied..<start] + replacement(link)
            copied = close.upperBound
            search = close.upperBound
        }
        return result + text[copied...]
    }

    private static func parse(_ inner: Substring, isEmbed: Bool, written: Substring) -> ObsidianWikilink {
        // In a table a `|` is written `\|`.
        let unescaped = inner.replacingOccurrences(of: "\\|", with: "|")
        let bar = unescaped.firstIndex(of: "|")
        let destination = bar.map { unescaped[..<$0] } ?? unescaped[...]
        let alias = bar.map { String(unescaped[unescaped.index(after: $0)...]) }
        let hash = destination.firstIndex(of: "#")
        let target = String(hash.map { destination[..<$0] } ?? destination).trimmingWhitespace()
        let subpath = hash.map { String(destination[destination.index(after: $0)...]).trimmingWhitespace() }
        return ObsidianWikilink(
            isEmbed: isEmbed, target: target, subpath: subpath?.isEmpty == true ? nil : subpath, alias: alias,
            written: String(written))
    }
}
