extension MarkdownCode {
    /// A run of a body that is code or prose; joined in order, the parts are the body.
    struct Part: Equatable {
        var isCode: Bool
        var text: String
    }

    /// The body cut into code (fenced and indented code blocks, code spans) and the prose between.
    /// An indented block counts only after a blank line that follows a paragraph outside a list.
    /// - Parameter blocksOnly: fences only, no indented blocks or spans (for conversions that must see
    ///   whole blocks of prose, such as a shortcode spanning paragraphs).
    static func parts(of body: String, blocksOnly: Bool = false) -> [Part] {
        var cutter = PartCutter(bytes: Array(body.utf8), blocksOnly: blocksOnly)
        cutter.cut()
        return cutter.parts.map {
            Part(isCode: $0.isCode, text: String(decoding: cutter.bytes[$0.range], as: UTF8.self))
        }
    }

    /// The body with `transform` applied to each prose part (see `parts(of:blocksOnly:)`).
    static func mappingProse(_ body: String, blocksOnly: Bool = false, _ transform: (String) -> String) -> String {
        parts(of: body, blocksOnly: blocksOnly).map { $0.isCode ? $0.text : transform($0.text) }.joined()
    }

    /// Whole lines read one after another into runs of code and prose.
    private struct PartCutter {
        let bytes: [UInt8]
        let blocksOnly: Bool
        private(set) var parts: [(isCode: Bool, range: Range<Int>)] = []
        /// Where the code or prose being gathered started (at most one of them is).
        private var codeStart: Int?, proseStart: Int?

        init(bytes: [UInt8], blocksOnly: Bool) { (self.bytes, self.blocksOnly) = (bytes, blocksOnly) }

        mutating func cut() {
            var (inIndentedBlock, previousBlank) = (false, true)
            var lastTextLine: Range<Int>?
            var start = 0
            while start < bytes.count {
                if let end = MarkdownCode.fencedBlockEnd(bytes, lineStart: start) {
                    flushProse(at: start)
                    if codeStart == nil { codeStart = start }
                    (inIndentedBlock, previousBlank, start) = (false, false, end)
                    continue
                }
                let end = MarkdownCode.lineEnd(bytes, from: start)
                let next = min(end + 1, bytes.count)
                let blank = bytes[start..<end].allSatisfy(MarkdownCode.isBlank)
                if !blocksOnly {
                    let indentation = Self.indentation(of: bytes[start..<end])
                    if inIndentedBlock, blank || indentation >= 4 {
                        start = next
                        continue
                    }
                    inIndentedBlock = false
                    if !blank, previousBlank, indentation >= 4,
                        Self.allowsIndentedCode(after: lastTextLine.map { bytes[$0] })
                    {
                        flushCode(at: start)
                        flushProse(at: start)
                        (inIndentedBlock, codeStart, start) = (true, start, next)
                        continue
                    }
                }
                flushCode(at: start)
                if proseStart == nil { proseStart = start }
                previousBlank = blank
                if !blank { lastTextLine = start..<end }
                start = next
            }
            flushCode(at: bytes.count)
            flushProse(at: bytes.count)
        }

        private mutating func flushCode(at end: Int) {
            guard let start = codeStart else { return }
            append(isCode: true, start..<end)
            codeStart = nil
        }

        /// The prose gathered, cut at its code spans unless `blocksOnly`.
        private mutating func flushProse(at end: Int) {
            guard let start = proseStart else { return }
            proseStart = nil
            guard !blocksOnly else { return append(isCode: false, start..<end) }
            var (proseFrom, index) = (start, start)
            while index < end {
                guard bytes[index] == MarkdownCode.backtick, !MarkdownCode.isEscaped(bytes, at: index) else {
                    index += 1
                    continue
                }
                if let close = MarkdownCode.spanEnd(bytes, at: index, before: end) {
                    append(isCode: false, proseFrom..<index)
                    append(isCode: true, index..<close)
                    (proseFrom, index) = (close, close)
                } else {
                    index += MarkdownCode.runLength(bytes, at: index)
                }
            }
            append(isCode: false, proseFrom..<end)
        }

        private mutating func append(isCode: Bool, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if let last = parts.last, last.isCode == isCode {
                parts[parts.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                parts.append((isCode, range))
            }
        }

        /// Columns of leading spaces and tabs (a tab to the next multiple of 4).
        private static func indentation(of line: ArraySlice<UInt8>) -> Int {
            var width = 0
            for byte in line {
                switch byte {
                case MarkdownCode.space: width += 1
                case MarkdownCode.tab: width += 4 - width % 4
                default: return width
                }
            }
            return width
        }

        /// An indented line after a blank starts a code block unless the text before was a list's.
        private static func allowsIndentedCode(after line: ArraySlice<UInt8>?) -> Bool {
            guard let line else { return true }
            if indentation(of: line) > 0 { return false }
            if let first = line.first,
                first == UInt8(ascii: "-") || first == UInt8(ascii: "*")
                    || first == UInt8(ascii: "+"),
                line.dropFirst().first == MarkdownCode.space
            {
                return false
            }
            let digits = line.prefix { (0x30...0x39).contains($0) }
            if !digits.isEmpty, let mark = line.dropFirst(digits.count).first,
                mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")")
            {
                return false
            }
            return true
        }
    }
}
