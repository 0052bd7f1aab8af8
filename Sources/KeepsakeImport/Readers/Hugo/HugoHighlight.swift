/// Hugo's `{{< highlight go >}}…{{< /highlight >}}` as a fenced code block: the code as written
/// (its indentation too), the fence indented like the tag, the options (`linenos=table`) left out.
enum HugoHighlight {
    /// `prose` with each closed highlight shortcode replaced by a fenced block.
    static func fencing(_ prose: String) -> String {
        var result = ""
        var copied = prose.startIndex
        var search = prose.startIndex
        while let open = HugoShortcode.next(in: prose, from: search) {
            search = open.range.upperBound
            guard open.name == "highlight", !open.isClosing, !open.isEscaped,
                let close = closing(in: prose, after: open)
            else { continue }
            let linePrefix = prose[lineStart(in: prose, at: open.range.lowerBound)..<open.range.lowerBound]
            let indent = String(linePrefix.prefix { $0 == " " || $0 == "\t" || $0 == ">" })
            result += prose[copied..<open.range.lowerBound]
            if indent.count != linePrefix.count { result += "\n" + indent }
            let code = codeLines(prose[open.range.upperBound..<close.range.lowerBound])
            let language = open.parameter("lang", position: 0) ?? ""
            result += CodeFence.block(code.isEmpty ? "" : code + "\n", language: language, indent: indent)
            let restOfLine = prose[close.range.upperBound...].prefix { $0 != "\n" }
            if !restOfLine.allSatisfy({ $0 == " " || $0 == "\t" }) { result += "\n" + indent }
            copied = close.range.upperBound
            search = close.range.upperBound
        }
        return result + prose[copied...]
    }

    /// The `{{< /highlight >}}` closing `open`.
    private static func closing(in prose: String, after open: HugoShortcode) -> HugoShortcode? {
        var search = open.range.upperBound
        while let tag = HugoShortcode.next(in: prose, from: search) {
            if tag.name == "highlight", !tag.isEscaped { return tag.isClosing ? tag : nil }
            search = tag.range.upperBound
        }
        return nil
    }

    /// The code between the tags: without the line end after the opening tag and the indentation
    /// before the closing one.
    private static func codeLines(_ inner: Substring) -> String {
        var code = inner
        if code.first == "\n" { code = code.dropFirst() }
        if let lastBreak = code.lastIndex(of: "\n"),
            code[code.index(after: lastBreak)...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == ">" })
        {
            code = code[..<lastBreak]
        } else if code.allSatisfy({ $0 == " " || $0 == "\t" }) {
            code = code[code.endIndex...]
        }
        return String(code)
    }

    static func lineStart(in text: String, at index: String.Index) -> String.Index {
        text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    }
}
