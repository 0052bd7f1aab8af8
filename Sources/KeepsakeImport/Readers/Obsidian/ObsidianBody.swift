import Foundation
import KeepsakeCore

/// One daily note's body made Keepsake Markdown: comments dropped, wikilinks and embeds converted,
/// pictures found in the vault and referenced as `photos/NAME`, inline `#tags` gathered (they stay
/// in the text). Callouts and code are kept as written.
struct ObsidianBody {
    let vault: ObsidianVault
    /// Origins of the notes this import writes, by their path in the vault.
    let imported: [String: String]
    /// Paths of imported notes by their aliases (as `ObsidianVault.key` spells them).
    let aliases: [String: String]
    /// The note's path in the vault.
    let path: String
    var pictures = EntryPictures()
    var tags = EntryTags(marks: ["#"])
    /// The first `# heading`, when asked to take it as the title.
    private(set) var title: String?
    private(set) var notes: [String] = []

    init(vault: ObsidianVault, imported: [String: String], aliases: [String: String], path: String) {
        (self.vault, self.imported, self.aliases, self.path) = (vault, imported, aliases, path)
    }

    mutating func note(_ kind: String) {
        if !notes.contains(kind) { notes.append(kind) }
    }

    /// - Parameter takingTitle: whether a first line `# heading` becomes the title (and leaves the body).
    mutating func convert(_ body: String, takingTitle: Bool) -> String {
        var text = MarkdownCode.mappingProse(body, blocksOnly: true) { removingComments($0) }
        if takingTitle { text = takingHeading(text) }
        return MarkdownCode.mappingProse(text) { convertProse($0) }
    }

    private mutating func convertProse(_ prose: String) -> String {
        var text = MarkdownLink.rewriting(prose, pictures: true) { convertPicture($0) }
        text = MarkdownLink.rewriting(text, pictures: false) { convertLink($0) }
        text = ObsidianWikilink.rewriting(text) { convertWikilink($0) }
        text = ObsidianInlineSyntax.removingBlockIDs(text)
        if RawHTML.appears(in: text) { note("raw HTML kept: Keepsake does not show it") }
        tags.insert(contentsOf: ObsidianInlineSyntax.tags(in: text))
        return text
    }

    /// `%%…%%` removed (across lines too); an unclosed `%%` is kept.
    private mutating func removingComments(_ prose: String) -> String {
        var result = ""
        var rest = prose[...]
        while let open = rest.range(of: "%%"), let close = rest[open.upperBound...].range(of: "%%") {
            result += rest[..<open.lowerBound]
            rest = rest[close.upperBound...]
            note("Obsidian comment (%%…%%) dropped")
        }
        return result + rest
    }

    /// The text without its first line when that is a `# heading`, which becomes `title`.
    private mutating func takingHeading(_ text: String) -> String {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let line = text[start...].prefix { $0 != "\n" }
        guard line.hasPrefix("# ") || line == "#" else { return text }
        var heading = line.dropFirst().trimmingWhitespace()
        while heading.hasSuffix("#") { heading = String(heading.dropLast()).trimmingWhitespace() }  // `# A #`
        guard !heading.isEmpty else { return text }
        title = heading
        let rest = text[line.endIndex...].drop { $0 == "\n" }
        return String(text[..<start] + rest)
    }

    /// `![](…)`: a picture of the vault → `photos/NAME`; on another site → as it is; missing → as text.
    private mutating func convertPicture(_ picture: MarkdownLink) -> String? {
        let destination = picture.destination
        if destination.contains("://") || destination.hasPrefix("data:") {
            note("picture on another site kept as its address, not copied")
            return nil
        }
        var alt = picture.text
        if let bar = alt.lastIndex(of: "|"), ObsidianWikilink.isSize(alt[alt.index(after: bar)...]) {
            alt = String(alt[..<bar])  // `![alt|300](…)`: Obsidian's width
        }
        guard PictureFileName.isPicture(destination), let file = vault.attachment(destination, from: path) else {
            note("picture not found, kept as text")
            return "!\\[\(picture.text)\\](\(destination))"
        }
        return MarkdownLink(isPicture: true, text: alt, destination: "", title: picture.title)
            .with(destination: pictures.reference(for: file))
    }

    /// `[text](Other%20note.md)`: to an imported note → its placeholder; to another note → the text.
    private mutating func convertLink(_ link: MarkdownLink) -> String? {
        let address = RelativePath.removingPercentEncoding(link.destination)
        let notePath = String(address.prefix { $0 != "#" })
        guard RelativePath.isLocalReference(link.destination), notePath.lowercased().hasSuffix(".md") else {
            return nil
        }
        if let target = vault.note(named: notePath, from: path), let origin = imported[target] {
            return "[\(link.text)](\(ImportedEntry.link(to: origin)))"
        }
        note("wikilink to a note that is not imported, kept as text")
        return link.text
    }

    private mutating func convertWikilink(_ link: ObsidianWikilink) -> String {
        if link.isEmbed {
            if PictureFileName.isPicture(link.target) { return embeddedPicture(link) }
            if vault.note(named: link.target, from: path) == nil, link.hasFileExtension {
                note("embedded file that is not a picture, kept as text")
                return link.shownText
            }
        }
        if link.target.isEmpty { return link.shownText }  // `[[#Heading]]`: within this note
        let target = vault.note(named: link.target, from: path) ?? aliases[ObsidianVault.key(link.target)]
        if let target, let origin = imported[target] {
            if link.isEmbed { note("note embed (![[…]]) kept as a link, its text not copied") }
            return "[\(link.shownText.escapingLinkText)](\(ImportedEntry.link(to: origin)))"
        }
        note(
            link.isEmbed
                ? "note embed (![[…]]) kept as text: the note is not imported"
                : "wikilink to a note that is not imported, kept as text")
        return link.shownText
    }

    private mutating func embeddedPicture(_ link: ObsidianWikilink) -> String {
        guard let file = vault.attachment(link.target, from: path) else {
            note("embedded picture not found, kept as text")
            return link.written
        }
        return MarkdownLink(isPicture: true, text: link.pictureAlt.escapingLinkText, destination: "", title: nil)
            .with(destination: pictures.reference(for: file))
    }
}
