/// Raw HTML in Markdown prose, which Keepsake drops when it publishes (`<iframe …>`, `<br>`,
/// `<!-- … -->`): readers note it so the writer knows that part will not show.
enum RawHTML {
    /// Whether `prose` holds an HTML tag or comment; not an autolink (`<https://…>`), a link's
    /// `(<address>)`, a `\<`, or `a < b`.
    static func appears(in prose: String) -> Bool {
        var search = prose.startIndex
        while let open = prose[search...].firstIndex(of: "<") {
            search = prose.index(after: open)
            if open > prose.startIndex, "\\(".contains(prose[prose.index(before: open)]) { continue }
            let rest = prose[search...]
            if rest.hasPrefix("!--") { return true }
            let afterSlash = rest.hasPrefix("/") ? rest.dropFirst() : rest
            let name = afterSlash.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            guard let first = name.first, first.isLetter else { continue }
            let next = afterSlash.dropFirst(name.count).first
            if next == nil || next == ">" || next == "/" || next?.isWhitespace == true { return true }
        }
        return false
    }
}
