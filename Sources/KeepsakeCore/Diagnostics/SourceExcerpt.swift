/// The line a diagnostic points at and a caret under its column, as compilers print them:
///
///     4 | mood: hapy
///       |       ^
public struct SourceExcerpt: Sendable, Equatable {
    /// `4`, right-aligned to the gutter.
    public let number: String
    /// The source line, a tab shown as four spaces and other control characters as one.
    public let text: String
    /// Spaces up to the column, as many as the terminal cells before it, so that the caret lines up.
    public let indent: String

    /// The most scalars of a line shown: a longer one (a minified file, a sidecar on one line) is
    /// cut to a window around the column, marked `…`.
    public static let widest = 120

    /// The excerpt of `line` (1-based) at `column` (1-based, in Unicode scalars) of `source`; `nil`
    /// when the file has no such line or the line is empty.
    public init?(source: String, line: Int, column: Int?) {
        guard line >= 1 else { return nil }
        var current = 1
        var found: Substring?
        for candidate in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == line {
                found = candidate
                break
            }
            current += 1
        }
        guard let found else { return nil }
        self.init(line: found, number: line, column: column)
    }

    /// The excerpt of the text of line `number` (one line, without its line break); `nil` when it is empty.
    public init?(line found: Substring, number: Int, column: Int?) {
        self.init(scalars: Array(found.unicodeScalars), number: number, column: column)
    }

    /// The excerpt of a line given as its scalars (kept by a caller that shows many places of one
    /// long line, so that each costs a window, not the line); `nil` when it is empty.
    public init?(scalars line: [Unicode.Scalar], number: Int, column: Int?) {
        guard line.contains(where: { !$0.properties.isWhitespace }) else { return nil }
        var scalars = line.count > Self.widest ? [] : line
        var column = column
        var (before, after) = ("", "")
        if line.count > Self.widest {
            // A window around the column, `…` where it cuts the line.
            let at = min(max((column ?? 1) - 1, 0), line.count)
            let start = max(0, min(at - Self.widest / 2, line.count - Self.widest))
            let end = min(line.count, start + Self.widest)
            if start > 0 { before = "…" }
            if end < line.count { after = "…" }
            scalars = Array(line[start..<end])
            column = column.map { $0 - start }
        }
        var text = before
        var indent = ""
        for (index, scalar) in scalars.enumerated() {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            let shown = scalar == "\t" ? "    " : isControl ? " " : String(scalar)
            text += shown
            guard let column, index < column - 1 else { continue }
            indent += String(repeating: " ", count: scalar == "\t" ? 4 : isControl ? 1 : Self.width(of: scalar))
        }
        // The `…` takes one cell.
        if !before.isEmpty { indent = " " + indent }
        (self.number, self.text, self.indent) = (String(number), text + after, indent)
    }

    /// How many terminal cells a scalar takes: 0 for combining marks (and a decomposed Hangul
    /// syllable's vowel and final consonant), 2 for East Asian wide letters and pictographs, else 1.
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
