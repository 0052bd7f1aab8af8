/// A post's body with its pictures pointed at the entry's `photos/`: Markdown images and `<img>`
/// tags (written as Markdown images, since Keepsake drops raw HTML) outside code. An `<img>` inside
/// an HTML block (`<figure>`, `<p align=center>`) is taken out into a paragraph of its own, where
/// Markdown shows it.
struct PictureRewriter {
    var pictures: PostPictures

    private typealias Code = MarkdownCode
    private static let exclamation = UInt8(ascii: "!"), less = UInt8(ascii: "<")
    /// CommonMark's HTML blocks of kinds 1 and 6: a line starting with one of these tags opens a block
    /// of raw HTML, up to a blank line.
    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
        "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup",
        "option", "p", "param", "pre", "script", "search", "section", "style", "summary", "table", "tbody", "td",
        "textarea", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    init(pictures: PostPictures) { self.pictures = pictures }

    mutating func rewrite(_ body: String) -> String {
        let bytes = Array(body.utf8)
        guard bytes.contains(Self.exclamation) || bytes.contains(Self.less) else { return body }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var (index, inHTMLBlock, inParagraph) = (0, false, false)
        while index < bytes.count {
            if index == 0 || bytes[index - 1] == Code.newline {
                if let end = Code.fencedBlockEnd(bytes, lineStart: index) {
                    out += bytes[index..<end]
                    (index, inHTMLBlock, inParagraph) = (end, false, false)
                    continue
                }
                let lineEnd = Code.lineEnd(bytes, from: index)
                if bytes[index..<lineEnd].allSatisfy(Code.isBlank) {
                    (inHTMLBlock, inParagraph) = (false, false)
                } else if !inHTMLBlock {
                    inHTMLBlock = Self.opensHTMLBlock(bytes[index..<lineEnd], afterParagraph: inParagraph)
                    inParagraph = !inHTMLBlock
                }
            }
            let byte = bytes[index]
            if byte == Code.backtick, !Code.isEscaped(bytes, at: index) {
                let end = Code.spanEnd(bytes, at: index) ?? index + Code.runLength(bytes, at: index)
                out += bytes[index..<end]
                index = end
            } else if byte == Self.exclamation, let image = MarkdownLink.parse(bytes, at: index) {
                out += bytes[index..<image.destination.lowerBound]
                if let reference = picture(image.link.destination) {
                    out += Array((image.isBracketed ? reference : reference.markdownDestination).utf8)
                } else {
                    out += bytes[image.destination]
                }
                out += bytes[image.destination.upperBound..<image.range.upperBound]
                index = image.range.upperBound
            } else if byte == Self.less, let tag = HTMLImageTag.parse(bytes, at: index), let source = tag.source {
                let markdown = Array(tag.markdown(destination: picture(source) ?? source).utf8)
                index = tag.range.upperBound
                guard inHTMLBlock else {
                    out += markdown
                    continue
                }
                Self.endParagraph(&out)
                out += markdown + [Code.newline]
                while index < bytes.count, Code.isBlank(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] == Code.newline { index += 1 }
                if index < bytes.count, bytes[index] != Code.newline { out.append(Code.newline) }
                (inHTMLBlock, inParagraph) = (false, false)
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `photos/NAME` of the picture at `address`; `nil` (noted, unless on the web) to keep it as written.
    private mutating func picture(_ address: String) -> String? {
        switch pictures.find(address) {
        case .picture(let reference): return reference
        case .web: break
        case .missing: pictures.note("picture not found, kept as a link")
        case .notPicture: pictures.note("not a picture file, kept as a link")
        }
        return nil
    }

    /// Whether `line` opens a block of raw HTML: a block tag, or (not within a paragraph) a line of one
    /// other tag alone (`<a href="…">`), though not an `<img>`, which this reader rewrites.
    private static func opensHTMLBlock(_ line: ArraySlice<UInt8>, afterParagraph: Bool) -> Bool {
        var index = line.startIndex
        while index < line.endIndex, index - line.startIndex < 3, line[index] == Code.space { index += 1 }
        guard index < line.endIndex, line[index] == less else { return false }
        index += 1
        if index < line.endIndex, line[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < line.endIndex, (0x61...0x7A).contains(line[index] | 0x20) || (0x30...0x39).contains(line[index]) {
            index += 1
        }
        let name = String(decoding: line[nameStart..<index], as: UTF8.self).lowercased()
        if blockTags.contains(name) { return true }
        guard !afterParagraph, !name.isEmpty, name != "img" else { return false }
        let trimmed = line.reversed().drop(while: Code.isBlank)
        return trimmed.first == UInt8(ascii: ">") && line.filter { $0 == less }.count == 1
    }

    /// Ends the output's line and leaves a blank line, so that what follows starts a block of its own.
    private static func endParagraph(_ out: inout [UInt8]) {
        while let last = out.last, Code.isBlank(last) { out.removeLast() }
        guard !out.isEmpty else { return }
        var newlines = 0
        for byte in out.reversed() {
            guard byte == Code.newline else { break }
            newlines += 1
            if newlines == 2 { break }
        }
        out += [UInt8](repeating: Code.newline, count: max(0, 2 - newlines))
    }
}
