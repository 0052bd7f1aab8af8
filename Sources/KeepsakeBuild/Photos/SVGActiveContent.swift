import KeepsakeRender
import KeepsakeCore
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
        var scanner = Scanner(bytes: bytes)
        while scanner.skip(past: UInt8(ascii: "<")) {
            if let found = scanner.markup() { return found }
        }
        return nil
    }

    /// Reads one piece of markup at a time, after its `<`.
    struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        /// Moves past the next `byte`; `false` at the end.
        mutating func skip(past byte: UInt8) -> Bool {
            while index < bytes.count {
                index += 1
                if bytes[index - 1] == byte { return true }
            }
            return false
        }

        /// Moves past the next `text`, or to the end.
        mutating func skip(past text: String) {
            let wanted = Array(text.utf8)
            while index < bytes.count {
                if starts(with: text) {
                    index += wanted.count
                    return
                }
                index += 1
            }
        }

        func starts(with text: String) -> Bool {
            var at = index
            for byte in text.utf8 {
                guard at < bytes.count, Self.lowercased(bytes[at]) == byte else { return false }
                at += 1
            }
            return true
        }

        static func lowercased(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte <= 0x20 }

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
            } else if index < bytes.count, bytes[index] != UInt8(ascii: "!"), bytes[index] != UInt8(ascii: "/") {
                return tag()
            }
            return nil
        }

        /// A start tag's name and attributes.
        mutating func tag() -> String? {
            let name = word()
            if SVGActiveContent.elements.contains(Self.localName(name)) { return "a <\(Self.localName(name))> element" }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") { return nil }
                if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                let attribute = word()
                if attribute.isEmpty {
                    index += 1
                    continue
                }
                let value = self.value()
                if let found = Self.check(attribute: Self.localName(attribute), value: value) { return found }
            }
            return nil
        }

        static func check(attribute: String, value: [UInt8]) -> String? {
            if attribute.hasPrefix("on") { return "an event handler (\(attribute)=)" }
            let normalized = String(decoding: Self.normalized(value), as: UTF8.self)
            if attribute == "attributename", normalized.hasPrefix("on") { return "an animated event handler" }
            return SVGActiveContent.schemes.first(where: normalized.contains).map { "a \($0) address" }
        }

        static func localName(_ name: String) -> String {
            String(name.split(separator: ":").last ?? "")
        }

        /// A name, lowercased: up to a space, `=`, `>` or `/`.
        mutating func word() -> String {
            var name: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if Self.isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
                    || byte == UInt8(ascii: "/")
                {
                    break
                }
                name.append(Self.lowercased(byte))
                index += 1
            }
            return String(decoding: name, as: UTF8.self)
        }

        /// An attribute's value after its name (`= "…"`, `='…'` or bare), empty when it has none.
        mutating func value() -> [UInt8] {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return [] }
            index += 1
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return [] }
            let quote = bytes[index]
            var value: [UInt8] = []
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    value.append(bytes[index])
                    index += 1
                }
                index += 1
            } else {
                while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                    value.append(bytes[index])
                    index += 1
                }
            }
            return value
        }

        /// A value as a browser reads an address in it: character references decoded, spaces and
        /// control characters dropped, lowercased.
        static func normalized(_ value: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            var index = 0
            while index < value.count {
                if value[index] == UInt8(ascii: "&"), let (decoded, length) = reference(in: value[index...]) {
                    if let decoded, !isSpace(decoded) { result.append(lowercased(decoded)) }
                    index += length
                    continue
                }
                if !isSpace(value[index]) { result.append(lowercased(value[index])) }
                index += 1
            }
            return result
        }

        /// The character a reference (`&#106;`, `&#x6A;`, `&amp;`) stands for (`nil` beyond ASCII) and its length.
        static func reference(in text: ArraySlice<UInt8>) -> (UInt8?, Int)? {
            guard let end = text.prefix(40).firstIndex(of: UInt8(ascii: ";")) else { return nil }
            let body = String(decoding: text[(text.startIndex + 1)..<end], as: UTF8.self).lowercased()
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
