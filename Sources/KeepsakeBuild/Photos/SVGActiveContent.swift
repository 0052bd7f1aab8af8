/// Finds what could run in an SVG drawing opened from the site: scripts, event handlers, script
/// addresses, embedded HTML, entity declarations and style sheet instructions.
/// A drawing is published as it is, on the site's own address, so a script in it would run there.
enum SVGActiveContent {
    /// Elements that run code or embed a document that may (local names, lowercased).
    static let elements: Set<String> = [
        "script", "foreignobject", "iframe", "embed", "object", "handler", "listener",
    ]
    /// Address schemes that run code, as attribute values spell them once decoded.
    static let schemes = ["javascript:", "vbscript:", "data:text/html", "data:application/xhtml"]

    /// What the drawing holds that could run (`a <script> element`), or `nil` when it holds nothing.
    static func find(in bytes: UnsafeRawBufferPointer) -> String? {
        // Lowercased once: names, schemes and references are all matched whatever their case.
        var scanner = Scanner(text: bytes.map(lowercased))
        while scanner.skip(past: "<") {
            if let found = scanner.markup() { return found }
        }
        return nil
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte <= 0x20 }

    static func localName(_ name: String) -> String {
        String(name.split(separator: ":").last ?? "")
    }

    /// Reads one piece of markup at a time, after its `<`, in the lowercased drawing.
    struct Scanner {
        let text: [UInt8]
        var index = 0

        /// Moves past the next `marker`; to the end, and `false`, when there is none.
        @discardableResult
        mutating func skip(past marker: String) -> Bool {
            let found = text[index...].firstRange(of: Array(marker.utf8))
            index = found?.upperBound ?? text.count
            return found != nil
        }

        func starts(with prefix: String) -> Bool { text[index...].starts(with: prefix.utf8) }

        mutating func skipSpaces() {
            while index < text.count, isSpace(text[index]) { index += 1 }
        }

        /// A comment, declaration, instruction or tag, just after its `<`: what it holds that could run.
        mutating func markup() -> String? {
            if starts(with: "!--") {
                skip(past: "-->")
            } else if starts(with: "![cdata[") {
                skip(past: "]]>")
            } else if starts(with: "!entity") {
                return "an entity declaration (<!ENTITY>)"
            } else if starts(with: "?xml-stylesheet") {
                return "a style sheet instruction (<?xml-stylesheet?>)"
            } else if starts(with: "?") {
                skip(past: "?>")
            } else if index < text.count, text[index] != UInt8(ascii: "!"), text[index] != UInt8(ascii: "/") {
                return tag()
            }
            return nil
        }

        /// A start tag's name and attributes.
        mutating func tag() -> String? {
            let name = localName(word())
            if elements.contains(name) { return "a <\(name)> element" }
            while index < text.count, text[index] != UInt8(ascii: ">") {
                let attribute = word()
                if attribute.isEmpty {
                    index += 1  // a space, `/` or `=` between attributes
                } else if let found = Self.check(attribute: localName(attribute), value: value()) {
                    return found
                }
            }
            return nil
        }

        static func check(attribute: String, value: ArraySlice<UInt8>) -> String? {
            if attribute.hasPrefix("on") { return "an event handler (\(attribute)=)" }
            let normalized = normalized(value)
            if attribute == "attributename", normalized.hasPrefix("on") { return "an animated event handler" }
            return schemes.first(where: normalized.contains).map { "a \($0) address" }
        }

        /// A name: up to a space, `=`, `>` or `/`.
        mutating func word() -> String {
            let start = index
            while index < text.count, !isSpace(text[index]), !"=>/".utf8.contains(text[index]) { index += 1 }
            return String(decoding: text[start..<index], as: UTF8.self)
        }

        /// An attribute's value after its name (`= "…"`, `='…'` or bare), empty when it has none.
        mutating func value() -> ArraySlice<UInt8> {
            skipSpaces()
            guard index < text.count, text[index] == UInt8(ascii: "=") else { return [] }
            index += 1
            skipSpaces()
            guard index < text.count else { return [] }
            let quote = text[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                let start = index
                while index < text.count, !isSpace(text[index]), text[index] != UInt8(ascii: ">") { index += 1 }
                return text[start..<index]
            }
            let start = index + 1
            let end = text[start...].firstIndex(of: quote) ?? text.count
            index = min(end + 1, text.count)
            return text[start..<end]
        }

        /// A value as a browser reads an address in it: character references decoded, spaces and
        /// control characters dropped.
        static func normalized(_ value: ArraySlice<UInt8>) -> String {
            var result: [UInt8] = []
            var index = value.startIndex
            while index < value.endIndex {
                var (byte, length): (UInt8?, Int) = (value[index], 1)
                if value[index] == UInt8(ascii: "&"), let reference = reference(in: value[index...]) {
                    (byte, length) = reference
                }
                if let byte, !isSpace(byte) { result.append(lowercased(byte)) }
                index += length
            }
            return String(decoding: result, as: UTF8.self)
        }

        /// The character a reference (`&#106;`, `&#x6a;`, `&amp;`) stands for (`nil` beyond ASCII) and its length.
        static func reference(in text: ArraySlice<UInt8>) -> (UInt8?, Int)? {
            guard let end = text.prefix(40).firstIndex(of: UInt8(ascii: ";")) else { return nil }
            let body = String(decoding: text[(text.startIndex + 1)..<end], as: UTF8.self)
            let named: [String: UInt8] = ["amp": 38, "lt": 60, "gt": 62, "quot": 34, "apos": 39]
            let scalar: UInt32?
            if body.hasPrefix("#x") {
                scalar = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst())
            } else {
                scalar = named[body].map(UInt32.init)
            }
            guard let scalar else { return nil }
            return (scalar < 0x80 ? UInt8(scalar) : nil, end - text.startIndex + 1)
        }
    }
}
