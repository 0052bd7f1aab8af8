import KeepsakeCore

/// One piece of Liquid markup in a post's body: a tag `{% name arguments %}` or an output
/// `{{ expression }}`, with the whitespace controls (`{%-`, `-%}`) read past.
struct LiquidMarkup {
    enum Kind { case tag, output }

    let kind: Kind
    /// From the opening `{` to after the closing `}`.
    let range: Range<Int>
    /// The tag's name (`highlight`), or the output's first word (`site.baseurl`, `page.title`).
    let name: String
    /// What follows the name, trimmed (`ruby linenos`, `| prepend: site.baseurl`).
    let arguments: String

    /// How notes name it: `{% include %}`, `{{ page.title }}`.
    var shortForm: String { kind == .tag ? "{% \(name) %}" : "{{ \(name) }}" }

    /// A markup this long is not one (an opening `{%` never closed).
    private static let longest = 4096
    private static let brace = UInt8(ascii: "{"), percent = UInt8(ascii: "%"), closingBrace = UInt8(ascii: "}")

    /// The markup opening at `start` (`{%` or `{{`), or `nil` when none closes there.
    static func parse(_ bytes: [UInt8], at start: Int) -> LiquidMarkup? {
        guard start + 1 < bytes.count, bytes[start] == brace else { return nil }
        let kind: Kind
        switch bytes[start + 1] {
        case percent: kind = .tag
        case brace: kind = .output
        default: return nil
        }
        let closer = kind == .tag ? percent : closingBrace
        var index = start + 2
        let limit = min(bytes.count - 1, start + longest)
        while index < limit {
            if bytes[index] == closer, bytes[index + 1] == closingBrace {
                return LiquidMarkup(kind: kind, range: start..<(index + 2), inside: bytes[(start + 2)..<index])
            }
            index += 1
        }
        return nil
    }

    private init(kind: Kind, range: Range<Int>, inside: ArraySlice<UInt8>) {
        var text = Substring(String(decoding: inside, as: UTF8.self))
        if text.hasPrefix("-") { text = text.dropFirst() }
        if text.hasSuffix("-") { text = text.dropLast() }
        let words = text.trimmingWhitespace()
        let nameEnd: String.Index
        switch kind {
        case .tag:
            nameEnd =
                words.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "#") } ?? words.endIndex
        case .output:
            nameEnd = words.firstIndex { $0.isWhitespace || $0 == "|" } ?? words.endIndex
        }
        (self.kind, self.range) = (kind, range)
        name = String(words[..<nameEnd])
        arguments = String(words[nameEnd...].drop(while: \.isWhitespace))
    }
}
