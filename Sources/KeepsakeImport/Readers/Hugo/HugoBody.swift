import Foundation
import KeepsakeCore

/// One Hugo page's body made Keepsake Markdown: shortcodes converted or kept as text, pictures
/// found and referenced as `photos/NAME`, links to other pages as `ImportedEntry.link(to:)`. Code
/// (fenced, indented, spans) is never changed.
struct HugoBody {
    let site: HugoSite
    let resolver: HugoRefResolver
    /// Origins of the pages this import writes, by content path.
    let imported: [String: String]
    /// The page's path in the content folder.
    let contentPath: String
    var pictures = EntryPictures()
    /// Kinds of the notes, each once, in the order met.
    private(set) var notes: [String] = []
    /// The targets of `ref` shortcodes met in the prose being converted, by their marker's number.
    private var refTargets: [String] = []

    init(site: HugoSite, resolver: HugoRefResolver, imported: [String: String], contentPath: String) {
        (self.site, self.resolver, self.imported, self.contentPath) = (site, resolver, imported, contentPath)
    }

    mutating func note(_ kind: String) {
        if !notes.contains(kind) { notes.append(kind) }
    }

    mutating func convert(_ body: String) -> String {
        let fenced = MarkdownCode.mappingProse(body, blocksOnly: true, HugoHighlight.fencing)
        return MarkdownCode.mappingProse(fenced) { convertProse($0) }
    }

    /// Pictures first, so that those a figure becomes are not looked for again. Hugo's `<!--more-->`
    /// (where a summary ends) is dropped; other HTML is kept, and noted.
    private mutating func convertProse(_ prose: String) -> String {
        var text = MarkdownLink.rewriting(prose, pictures: true) { convertPicture($0) }
        text = convertShortcodes(
            text.replacingOccurrences(of: "<!--more-->\n", with: "").replacingOccurrences(of: "<!--more-->", with: ""))
        text = MarkdownLink.rewriting(text, pictures: false) { convertLink($0) }
        if RawHTML.appears(in: text) { note("raw HTML kept: Keepsake does not show it") }
        return replacingBareRefMarkers(text)
    }

    /// Each shortcode tag in `prose` converted (figure, ref), or kept as text with a note.
    private mutating func convertShortcodes(_ prose: String) -> String {
        var result = ""
        var copied = prose.startIndex
        while let tag = HugoShortcode.next(in: prose, from: copied) {
            result += prose[copied..<tag.range.lowerBound]
            copied = tag.range.upperBound
            if tag.isEscaped {
                result += tag.literalText
                continue
            }
            switch (tag.name, tag.isClosing) {
            case ("figure", false) where tag.parameter("src") != nil:
                let start = HugoHighlight.lineStart(in: prose, at: tag.range.lowerBound)
                let prefix = prose[start..<tag.range.lowerBound].prefix { " \t>".contains($0) }
                result += figure(tag, linePrefix: String(prefix))
            case ("ref", false), ("relref", false):
                refTargets.append(tag.parameter("path", position: 0) ?? "")
                result += Self.refMarker(refTargets.count - 1)
            default:
                note("shortcode kept as text: {{< \(tag.name) >}}")
                result += tag.literalText
            }
        }
        return result + prose[copied...]
    }

    /// `{{< figure src alt caption title link >}}` as a Markdown picture, with the caption (and
    /// title) as an italic line after it.
    private mutating func figure(_ tag: HugoShortcode, linePrefix: String) -> String {
        let source = tag.parameter("src") ?? ""
        let alt = tag.parameter("alt") ?? ""
        let caption = [tag.parameter("title"), tag.parameter("caption")].compactMap { $0?.trimmingWhitespace() }
            .filter { !$0.isEmpty }.joined(separator: " — ")
        let picture = MarkdownLink(isPicture: true, text: alt.escapingLinkText, destination: source, title: nil)
        var written = convertPicture(picture) ?? picture.with(destination: source)
        if let link = tag.parameter("link"), !link.isEmpty, written.hasPrefix("!") {
            written = "[\(written)](\(link.markdownDestination))"
        }
        let emphasis = caption.contains("*") ? "_" : "*"
        return caption.isEmpty ? written : written + "\n" + linePrefix + emphasis + caption + emphasis
    }

    /// A picture: found in the site → `photos/NAME`; on another site → as it is; missing → a link to
    /// where it was (on the published site when the config names its address).
    private mutating func convertPicture(_ picture: MarkdownLink) -> String? {
        let destination = picture.destination
        if destination.contains("://") || destination.hasPrefix("//") || destination.hasPrefix("data:") {
            note("picture on another site kept as its address, not copied")
            return nil
        }
        if let file = site.picture(destination, from: contentPath) {
            return picture.with(destination: pictures.reference(for: file))
        }
        note("picture not found, kept as a link")
        let address = destination.hasPrefix("/") ? (site.baseURL ?? "") + destination : destination
        let text = picture.text.isEmpty ? destination.escapingLinkText : picture.text
        return "[\(text)](\(address.markdownDestination))"
    }

    /// A link to a `ref` shortcode's page or to a `.md` file: to the imported page, else its text.
    private mutating func convertLink(_ link: MarkdownLink) -> String? {
        let target: String
        if let number = Self.refNumber(link.destination) {
            target = refTargets[number]
        } else if RelativePath.isLocalReference(link.destination),
            [".md", ".markdown"].contains(where: { Self.path(of: link.destination).hasSuffix($0) })
        {
            target = link.destination
        } else {
            return nil
        }
        if let page = resolver.resolve(target, from: contentPath), let origin = imported[page] {
            return "[\(link.text)](\(ImportedEntry.link(to: origin))\(link.title.map { " " + $0 } ?? ""))"
        }
        note("link to a page that is not imported, kept as text")
        return link.text
    }

    /// A `ref` shortcode outside a link: a link to the page named by its path, else the path as text.
    private mutating func replacingBareRefMarkers(_ text: String) -> String {
        guard text.contains(Self.markerEdge) else { return text }
        var result = text
        for (number, target) in refTargets.enumerated() where result.contains(Self.refMarker(number)) {
            let replacement: String
            if let page = resolver.resolve(target, from: contentPath), let origin = imported[page] {
                replacement = "[\(target.escapingLinkText)](\(ImportedEntry.link(to: origin)))"
            } else {
                note("link to a page that is not imported, kept as text")
                replacement = target
            }
            result = result.replacingOccurrences(of: Self.refMarker(number), with: replacement)
        }
        return result
    }

    /// A private-use character around the number: it cannot be in the text, and holds no space, so
    /// a link written around the shortcode reads as one link with it as the address.
    private static let markerEdge: Character = "\u{E000}"

    private static func refMarker(_ number: Int) -> String { "\(markerEdge)ref\(number)\(markerEdge)" }

    private static func refNumber(_ destination: String) -> Int? {
        guard destination.first == markerEdge, destination.last == markerEdge, destination.count > 2 else {
            return nil
        }
        return Int(destination.dropFirst(4).dropLast())
    }

    /// The address without its `#fragment` or `?query`.
    private static func path(of address: String) -> String {
        String(address.prefix { $0 != "#" && $0 != "?" })
    }
}
