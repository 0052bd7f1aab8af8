import KeepsakeCore

/// A Jekyll post's body with its Liquid turned into Markdown: `{% highlight %}` blocks into fenced
/// code, `{% raw %}` blocks into their text, links to imported posts into `ImportedEntry.link(to:)`,
/// `{{ site.url }}` and `{{ site.baseurl }}` away. Every other tag and output is kept as text, noted.
/// Code blocks and spans are copied as they are, but for the `{% raw %}` tags Jekyll hid there.
struct LiquidConverter {
    let links: PostLinks
    /// Note kinds, each once, in the order met.
    private(set) var notes: [String] = []

    init(links: PostLinks) { self.links = links }

    private typealias Code = MarkdownCode
    private static let brace = UInt8(ascii: "{"), slash = UInt8(ascii: "/")
    /// Tags that close or continue a block whose opening tag is noted already.
    private static let silentTags: Set<String> = ["else", "elsif", "when", "break", "continue"]

    mutating func convert(_ body: String) -> String {
        let bytes = Array(body.utf8)
        guard bytes.contains(Self.brace) else { return body }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            if index == 0 || bytes[index - 1] == Code.newline,
                let end = Code.fencedBlockEnd(bytes, lineStart: index)
            {
                out += code(bytes[index..<end], noting: false)
                index = end
                continue
            }
            let byte = bytes[index]
            if byte == Code.backtick, !Code.isEscaped(bytes, at: index) {
                if let end = Code.spanEnd(bytes, at: index) {
                    out += code(bytes[index..<end], noting: false)
                    index = end
                } else {
                    let run = Code.runLength(bytes, at: index)
                    out += bytes[index..<(index + run)]
                    index += run
                }
                continue
            }
            if byte == Self.brace, let markup = LiquidMarkup.parse(bytes, at: index) {
                index = apply(markup, in: bytes, to: &out)
                continue
            }
            if byte == Self.brace, let end = Self.attributeListEnd(bytes, at: index) {
                note("kramdown attribute list dropped: {: }")
                index = end
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes what `markup` becomes and returns where reading goes on.
    private mutating func apply(_ markup: LiquidMarkup, in bytes: [UInt8], to out: inout [UInt8]) -> Int {
        let after = markup.range.upperBound
        switch (markup.kind, markup.name) {
        case (.tag, "highlight"):
            guard let close = Self.tag("endhighlight", in: bytes, from: after) else { break }
            return highlight(markup, closedBy: close, in: bytes, to: &out)
        case (.tag, "raw"):
            guard let close = Self.tag("endraw", in: bytes, from: after) else { break }
            out += bytes[after..<close.range.lowerBound]
            return close.range.upperBound
        case (.tag, "comment"):
            guard let close = Self.tag("endcomment", in: bytes, from: after) else { break }
            note("Liquid comment dropped: {% comment %}")
            return close.range.upperBound
        case (.tag, "#"):
            note("Liquid comment dropped: {% comment %}")
            return after
        case (.tag, "post_url"):
            let name = PostLinks.unquoted(markup.arguments)
            out += Array(
                postLink(links.post(named: markup.arguments), else: "\(JekyllSite.postsFolder)/\(name).md").utf8)
            return after
        case (.tag, "link"):
            guard let text = link(markup) else { break }
            out += Array(text.utf8)
            return after
        case (.output, _):
            guard let address = SiteAddress.text(of: markup) else { break }
            out += Array(address.utf8)
            // `{{ site.baseurl }}/{% post_url … %}`: the slash would stand before the placeholder.
            if address.isEmpty, after < bytes.count, bytes[after] == Self.slash,
                let next = LiquidMarkup.parse(bytes, at: after + 1), next.kind == .tag,
                next.name == "post_url" || next.name == "link"
            {
                return after + 1
            }
            return after
        default: break
        }
        out += bytes[markup.range]
        noteKept(markup)
        return after
    }

    /// `{% highlight lang linenos %}…{% endhighlight %}` as a fence of its own lines: the code's lines
    /// exactly as written, the fence indented as the tag was.
    private mutating func highlight(
        _ open: LiquidMarkup, closedBy close: LiquidMarkup, in bytes: [UInt8], to out: inout [UInt8]
    ) -> Int {
        var lineStart = open.range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != Code.newline { lineStart -= 1 }
        var indent = Array(bytes[lineStart..<open.range.lowerBound])
        if !indent.allSatisfy(Code.isBlank) {
            out.append(Code.newline)
            indent = []
        }
        let (end, closing) = (open.range.upperBound, close.range.lowerBound)
        var start = end
        let restEnd = min(Code.lineEnd(bytes, from: end), closing)
        if bytes[end..<restEnd].allSatisfy(Code.isBlank) {
            start = restEnd < closing ? restEnd + 1 : closing
        } else {
            while start < closing, Code.isBlank(bytes[start]) { start += 1 }
        }
        var closingLine = closing
        while closingLine > start, bytes[closingLine - 1] != Code.newline { closingLine -= 1 }
        let closesOwnLine = closingLine > start && bytes[closingLine..<closing].allSatisfy(Code.isBlank)
        var content = code(bytes[start..<(closesOwnLine ? closingLine : closing)], noting: true)
        if let last = content.last, last != Code.newline { content.append(Code.newline) }
        let language = open.arguments.split(separator: " ").first.map(String.init) ?? ""
        let isLanguage = language.allSatisfy { $0.isLetter || $0.isNumber || "+-_.#".contains($0) }
        let block = CodeFence.block(
            String(decoding: content, as: UTF8.self), language: isLanguage ? language : "",
            indent: String(decoding: indent, as: UTF8.self))
        out += Array(block.utf8)
        // A closing fence has nothing after it on its line.
        let after = close.range.upperBound
        if !bytes[after..<Code.lineEnd(bytes, from: after)].allSatisfy(Code.isBlank) { out.append(Code.newline) }
        return after
    }

    /// Code as it is but for the `{% raw %}` and `{% endraw %}` tags Jekyll hid; with `noting`, the
    /// other Liquid outside them is noted as kept (in a highlight block Jekyll would have run it).
    private mutating func code(_ slice: ArraySlice<UInt8>, noting: Bool) -> [UInt8] {
        guard slice.contains(Self.brace) else { return Array(slice) }
        let bytes = Array(slice)
        var (out, index, isRaw) = ([UInt8](), 0, false)
        while index < bytes.count {
            guard bytes[index] == Self.brace, let markup = LiquidMarkup.parse(bytes, at: index) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            index = markup.range.upperBound
            switch (markup.kind, markup.name) {
            case (.tag, "raw"), (.tag, "endraw"):
                isRaw = markup.name == "raw"
                // A tag alone on its line goes with its line.
                var (before, after) = (markup.range.lowerBound, index)
                while before > 0, Code.isBlank(bytes[before - 1]) { before -= 1 }
                while after < bytes.count, Code.isBlank(bytes[after]) { after += 1 }
                if before == 0 || bytes[before - 1] == Code.newline, after < bytes.count, bytes[after] == Code.newline {
                    out.removeLast(markup.range.lowerBound - before)
                    index = after + 1
                }
            default:
                out += bytes[markup.range]
                if noting, !isRaw { noteKept(markup) }
            }
        }
        return out
    }

    /// The address of a post link: the placeholder of the post, imported or not (the planner keeps
    /// only the link's text for a post that is not imported, and reports it).
    private func postLink(_ origin: String?, else missing: String) -> String {
        ImportedEntry.link(to: origin ?? missing)
    }

    /// `{% link PATH %}`: a post's placeholder, a picture's site address (`/assets/x.png`, found
    /// later like any picture), or `nil` for another page (kept as text).
    private mutating func link(_ markup: LiquidMarkup) -> String? {
        let path = PostLinks.unquoted(markup.arguments)
        let fromSite = path.hasPrefix("/") ? String(path.dropFirst()) : path
        if fromSite.hasPrefix(JekyllSite.postsFolder + "/") || fromSite.hasPrefix(JekyllSite.draftsFolder + "/") {
            return postLink(links.post(atPath: fromSite), else: fromSite)
        }
        return PictureFileName.isPicture(fromSite) ? "/" + fromSite : nil
    }

    /// The end of a kramdown attribute list opening at `start` (`{: .center}`, `{:#intro}`), which
    /// cmark would show as text; `nil` for anything else (kramdown's `{::extensions}` and `{:/}` too).
    private static func attributeListEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        let colon = UInt8(ascii: ":")
        guard start + 2 < bytes.count, bytes[start + 1] == colon, bytes[start + 2] != colon,
            bytes[start + 2] != UInt8(ascii: "/")
        else { return nil }
        var index = start + 2
        while index < bytes.count, bytes[index] != Code.newline {
            if bytes[index] == UInt8(ascii: "}") { return index + 1 }
            index += 1
        }
        return nil
    }

    /// The next tag named `name` from `start`.
    private static func tag(_ name: String, in bytes: [UInt8], from start: Int) -> LiquidMarkup? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == brace, let markup = LiquidMarkup.parse(bytes, at: index) {
                if markup.kind == .tag, markup.name == name { return markup }
                index = markup.range.upperBound
            } else {
                index += 1
            }
        }
        return nil
    }

    private mutating func noteKept(_ markup: LiquidMarkup) {
        if markup.kind == .tag, markup.name.hasPrefix("end") || Self.silentTags.contains(markup.name) { return }
        note("Liquid \(markup.kind == .tag ? "tag" : "output") kept as text: \(markup.shortForm)")
    }

    private mutating func note(_ kind: String) {
        if !notes.contains(kind) { notes.append(kind) }
    }
}
