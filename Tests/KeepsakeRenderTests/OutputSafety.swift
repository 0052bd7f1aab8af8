import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Scans a built site for markup that user data could have smuggled in: script elements other
/// than the theme's own, elements no template or cmark writes, `on…` attributes, links and
/// sources whose scheme is not http, https or mailto, raw `<` inside attribute values, and
/// stylesheets in attributes that load or run anything. Feeds are parsed (which also checks that
/// they are well-formed) and the HTML they carry is scanned the same way; the JSON feed's HTML
/// too. Works on UTF-8 bytes throughout, never on Characters: a combining mark after a `"` or a
/// prepended mark before a `<` makes one Character of them.
enum OutputSafety {
    /// Problems in every file below `folder`, as `path: problem`.
    static func problems(inSite folder: URL) -> [String] {
        var problems: [String] = []
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
            return ["cannot list \(folder.path)"]
        }
        for case let path as String in walker {
            let url = folder.appending(path: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            // Every file really is inside the output folder (no link leads out of it).
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            if !real.hasPrefix(base) { problems.append("\(path): leads outside the output folder, to \(real)") }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                problems.append("\(path): cannot be read")
                continue
            }
            let found: [String]
            switch url.pathExtension.lowercased() {
            case "html", "htm", "svg": found = self.problems(inHTML: Array(data))
            case "xml": found = self.problems(inXML: data)
            case "json": found = self.problems(inJSONFeed: data)
            case "txt": found = self.problems(inRobots: String(decoding: data, as: UTF8.self))
            default: found = []
            }
            problems += found.map { "\(path): \($0)" }
        }
        return problems.sorted()
    }

    // MARK: - HTML

    /// Elements cmark and the default theme (its templates and its SVG pictures) write. Anything
    /// else in a page came from somewhere it should not have.
    static let knownElements: Set<String> = {
        // cmark in safe mode
        var names: Set<String> = [
            "p", "em", "strong", "code", "pre", "blockquote", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6",
            "hr", "br", "img", "a",
        ]
        let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Themes/default").standardizedFileURL
        let paths = (FileManager.default.enumerator(atPath: theme.path)?.allObjects as? [String]) ?? []
        for path in paths where path.hasSuffix(".mustache") || path.hasSuffix(".svg") {
            let text = (try? String(contentsOf: theme.appending(path: path), encoding: .utf8)) ?? ""
            // `{{<parent}}` is Mustache's, not an element.
            for match in text.matches(of: /(\{\{)?<([a-zA-Z][a-zA-Z0-9:-]*)/) where match.1 == nil {
                names.insert(match.2.lowercased())
            }
        }
        names.remove("base")
        return names
    }()

    /// Elements that must never appear, whatever the templates hold.
    static let forbiddenElements: Set<String> = [
        "iframe", "frame", "frameset", "object", "embed", "applet", "base", "form", "input", "button", "textarea",
        "select", "option", "isindex", "math", "template", "portal", "foreignobject", "animate", "set", "handler",
        "listener", "style",
    ]

    /// Attributes whose value is a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "background", "cite", "data", "xlink:href", "ping",
        "manifest", "codebase", "longdesc", "lowsrc", "dynsrc", "icon", "profile", "usemap", "archive", "classid",
    ]

    struct Tag {
        let name: String
        let attributes: [(name: String, raw: String?)]
        let isEnd: Bool

        func value(_ name: String) -> String? {
            attributes.first { $0.name == name }?.raw.map(OutputSafety.decodeEntities)
        }
    }

    /// Which link schemes pass: `http`, `https` and `mailto` only (what pages and feeds of a diary
    /// hold), or any but those that run or embed something (`javascript`, `vbscript`, `file`,
    /// `data` other than images; what cmark's safe mode promises for Markdown).
    enum Schemes { case webOnly, notDangerous }

    static func problems(inHTML text: String, schemes: Schemes = .webOnly) -> [String] {
        problems(inHTML: Array(text.utf8), schemes: schemes)
    }

    static func problems(inHTML bytes: [UInt8], schemes: Schemes = .webOnly) -> [String] {
        var problems: [String] = []
        var scripts = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index = find(Array("-->".utf8), in: bytes, from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            if bytes[index...].starts(with: Array("<!".utf8)) || bytes[index...].starts(with: Array("<?".utf8)) {
                index = (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
                continue
            }
            guard let (tag, end) = readTag(bytes, at: index) else { index += 1; continue }
            index = end
            problems += check(tag, schemes: schemes)
            guard !tag.isEnd, tag.name == "script" || tag.name == "style" else { continue }
            // Raw text up to the closing tag: a script must be the theme's, and empty.
            let close = find(Array("</\(tag.name)".utf8), in: bytes, from: index, caseInsensitive: true) ?? bytes.count
            if tag.name == "script" {
                scripts += 1
                if !isThemeScript(tag) || close != index {
                    problems.append("a script that is not the theme's: \(describe(tag))")
                }
            }
            index = close
        }
        // Cross-check the tokenizer: every `<script` in the text was read as the theme's script tag.
        let mentions = count(Array("<script".utf8), in: bytes)
        if mentions != scripts {
            problems.append("\(mentions) `<script` in the text, \(scripts) read as script tags")
        }
        return problems
    }

    /// `<script src="…theme/assets/keepsake.js" defer></script>`, or the preview's live-reload script.
    static func isThemeScript(_ tag: Tag) -> Bool {
        guard tag.attributes.map(\.name).sorted() == ["defer", "src"], tag.value("defer") ?? "" == "",
            let src = tag.value("src")
        else { return false }
        return src.hasSuffix("theme/assets/keepsake.js") && isSafeURL(src)
    }

    static func check(_ tag: Tag, schemes: Schemes = .webOnly) -> [String] {
        var problems: [String] = []
        if forbiddenElements.contains(tag.name) {
            problems.append("a <\(tag.name)> element")
        } else if !knownElements.contains(tag.name) {
            problems.append("an element no template writes: \(describe(tag))")
        }
        if tag.name == "meta", tag.value("http-equiv") != nil { problems.append("a meta http-equiv: \(describe(tag))") }
        for (name, raw) in tag.attributes {
            if name.hasPrefix("on") { problems.append("an event handler attribute \(name): \(describe(tag))") }
            if name.utf8.contains(where: {
                $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
            }) {
                problems.append("an attribute name with markup in it: \(describe(tag))")
            }
            guard let raw else { continue }
            if raw.utf8.contains(UInt8(ascii: "<")) {
                problems.append("a raw < in attribute \(name): \(describe(tag))")
            }
            let value = decodeEntities(raw)
            if urlAttributes.contains(name),
                !isSafeURL(value, allowingDataImages: tag.name == "img" && name == "src", schemes: schemes)
            {
                problems.append("an unsafe \(name): \(describe(tag))")
            }
            if name == "srcset" || name == "imagesrcset" {
                for candidate in value.split(separator: ",") {
                    let url = candidate.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? ""
                    if !isSafeURL(url, allowingDataImages: true, schemes: schemes) {
                        problems.append("an unsafe srcset: \(describe(tag))")
                    }
                }
            }
            if name == "content", tag.name == "meta",
                let property = tag.value("property") ?? tag.value("name"),
                property.hasSuffix(":url") || property.hasSuffix(":image"),
                !isSafeURL(value)
            {
                problems.append("an unsafe address in \(property): \(describe(tag))")
            }
            if name == "style" {
                let style = value.lowercased().filter { !$0.isWhitespace }
                for bad in ["url(", "expression(", "javascript:", "@import", "behavior:", "-moz-binding", "\\"]
                where style.contains(bad) {
                    problems.append("a style that loads or runs something (\(bad)): \(describe(tag))")
                }
            }
        }
        return problems
    }

    /// Reads the tag at `start` (a `<`), or `nil` when the `<` does not start one (it is text).
    static func readTag(_ bytes: [UInt8], at start: Int) -> (Tag, end: Int)? {
        var index = start + 1
        var isEnd = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            isEnd = true
            index += 1
        }
        guard index < bytes.count, isLetter(bytes[index]) else { return nil }
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
            bytes[index] != UInt8(ascii: ">")
        {
            index += 1
        }
        let name = lower(bytes[nameStart..<index])
        var attributes: [(name: String, raw: String?)] = []
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { index += 1; break }
            let attributeStart = index
            index += 1  // the first character of a name may be anything, even `=`
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
                bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "=")
            {
                index += 1
            }
            let attribute = lower(bytes[attributeStart..<index])
            var look = index
            while look < bytes.count, isSpace(bytes[look]) { look += 1 }
            guard look < bytes.count, bytes[look] == UInt8(ascii: "=") else {
                attributes.append((attribute, nil))
                continue
            }
            index = look + 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value: ArraySlice<UInt8> = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                let valueStart = index + 1
                index = bytes[valueStart...].firstIndex(of: quote) ?? bytes.count
                value = bytes[valueStart..<index]
                index = min(index + 1, bytes.count)
            } else {
                let valueStart = index
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                value = bytes[valueStart..<index]
            }
            attributes.append((attribute, String(decoding: value, as: UTF8.self)))
        }
        return (Tag(name: name, attributes: attributes, isEnd: isEnd), index)
    }

    // MARK: - URLs

    /// Whether a URL (entities already decoded) is relative or uses http, https or mailto; with
    /// `allowingDataImages`, also `data:image/png|gif|jpeg|webp` (cmark's safe mode lets those
    /// through, and an image cannot run script: allowed everywhere with `.notDangerous`). Whitespace and control characters are
    /// removed first, wherever they are, and case is ignored, as browsers do (and more).
    static func isSafeURL(_ url: String, allowingDataImages: Bool = false, schemes: Schemes = .webOnly) -> Bool {
        let cleaned = String(decoding: url.utf8.filter { $0 > 0x20 && $0 != 0x7F }, as: UTF8.self).lowercased()
        guard let colon = cleaned.firstIndex(of: ":") else { return true }
        let scheme = cleaned[..<colon]
        let isScheme =
            scheme.first.map { $0.isASCII && $0.isLetter } == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        guard isScheme else { return true }  // a colon later in a relative path (`a/b:c`)
        if ["http", "https", "mailto"].contains(scheme) { return true }
        if schemes == .notDangerous, !["javascript", "vbscript", "file", "data"].contains(scheme) { return true }
        if allowingDataImages || schemes == .notDangerous, scheme == "data" {
            // cmark's own rule (a prefix): an <img> shows SVG, the only image type with script, only
            // when the type is exactly image/svg+xml.
            return ["png", "gif", "jpeg", "webp"].contains { cleaned.hasPrefix("data:image/\($0)") }
        }
        return false
    }

    /// Numeric character references (with or without `;`) and the named ones that matter for
    /// schemes and markup. By Unicode scalar: a `;` with a combining mark after it is still a `;`.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n",
            "nbsp": "\u{A0}", "sol": "/", "lpar": "(", "rpar": ")", "period": ".", "comma": ",", "num": "#",
        ]
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        func isDigit(_ scalar: Unicode.Scalar, radix: Int) -> Bool {
            scalar.isASCII && (radix == 16 ? Character(scalar).isHexDigit : ("0"..."9").contains(scalar))
        }
        while index < scalars.count {
            guard scalars[index] == "&" else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index + 1
            var replacement: String?
            if end < scalars.count, scalars[end] == "#" {
                end += 1
                var radix = 10
                if end < scalars.count, scalars[end] == "x" || scalars[end] == "X" {
                    radix = 16
                    end += 1
                }
                let digitsStart = end
                while end < scalars.count, isDigit(scalars[end], radix: radix) { end += 1 }
                let digits = String(String.UnicodeScalarView(scalars[digitsStart..<end]))
                if !digits.isEmpty {
                    let value = UInt32(digits.prefix(8), radix: radix) ?? 0xFFFD
                    replacement = String(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            } else {
                while end < scalars.count, scalars[end].properties.isAlphabetic, scalars[end].isASCII { end += 1 }
                replacement = named[String(String.UnicodeScalarView(scalars[(index + 1)..<end])).lowercased()]
            }
            guard let replacement else {
                result.append("&")
                index += 1
                continue
            }
            result.append(contentsOf: replacement.unicodeScalars)
            index = end < scalars.count && scalars[end] == ";" ? end + 1 : end
        }
        return String(result)
    }

    // MARK: - Feeds

    static func problems(inXML data: Data) -> [String] {
        #if canImport(FoundationXML) || canImport(Darwin)
            let reader = FeedReader()
            let parser = XMLParser(data: data)
            parser.delegate = reader
            guard parser.parse() else {
                return [
                    "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)"
                ]
            }
            return reader.problems
        #else
            return []
        #endif
    }

    /// Atom and sitemap elements: HTML content is scanned, addresses checked.
    final class FeedReader: NSObject, XMLParserDelegate {
        var problems: [String] = []
        private var stack: [(name: String, isHTML: Bool)] = []
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append((name, attributes["type"] == "html"))
            text = ""
            for key in ["href", "uri", "src"] {
                if let value = attributes[key], !OutputSafety.isSafeURL(value) {
                    problems.append("an unsafe \(key) in <\(name)>: \(value)")
                }
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let element = stack.popLast()
            if element?.isHTML == true {
                problems += OutputSafety.problems(inHTML: text).map { "in <\(name)>: \($0)" }
            }
            if ["id", "loc", "uri", "icon", "logo"].contains(name), !OutputSafety.isSafeURL(text) {
                problems.append("an unsafe address in <\(name)>: \(text)")
            }
            text = ""
        }
    }

    /// JSON Feed: `content_html` is HTML; addresses are checked; every other field is plain text.
    static func problems(inJSONFeed data: Data) -> [String] {
        guard let feed = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return ["not a JSON object"]
        }
        var problems: [String] = []
        func addresses(_ object: [String: Any], _ keys: [String]) {
            for key in keys {
                if let value = object[key] as? String, !isSafeURL(value) {
                    problems.append("an unsafe \(key): \(value)")
                }
            }
        }
        addresses(feed, ["home_page_url", "feed_url", "icon", "favicon"])
        for item in feed["items"] as? [[String: Any]] ?? [] {
            addresses(item, ["id", "url", "external_url", "image", "banner_image"])
            if let html = item["content_html"] as? String {
                problems += self.problems(inHTML: html).map { "in content_html: \($0)" }
            }
        }
        return problems
    }

    /// robots.txt: the sitemap's address.
    static func problems(inRobots text: String) -> [String] {
        text.split(separator: "\n").filter { $0.lowercased().hasPrefix("sitemap:") }
            .filter { !isSafeURL(String($0.dropFirst("sitemap:".count))) }
            .map { "an unsafe sitemap address: \($0)" }
    }

    // MARK: - Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func lower(_ bytes: ArraySlice<UInt8>) -> String {
        String(
            decoding: bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self
        )
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, caseInsensitive: Bool = false)
        -> Int?
    {
        guard start <= bytes.count, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if caseInsensitive
                ? zip(bytes[index..<index + needle.count], needle).allSatisfy({ ($0 | 0x20) == ($1 | 0x20) })
                : bytes[index..<index + needle.count].elementsEqual(needle)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func count(_ needle: [UInt8], in bytes: [UInt8]) -> Int {
        var total = 0
        var index = 0
        while let found = find(needle, in: bytes, from: index, caseInsensitive: true) {
            total += 1
            index = found + needle.count
        }
        return total
    }

    private static func describe(_ tag: Tag) -> String {
        let attributes = tag.attributes.map { attribute in
            attribute.raw.map { "\(attribute.name)=\"\($0.prefix(60))\"" } ?? attribute.name
        }
        return "<\(tag.isEnd ? "/" : "")\(([tag.name] + attributes).joined(separator: " "))>"
    }
}
