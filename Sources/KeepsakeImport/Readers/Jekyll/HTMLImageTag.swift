/// An `<img>` tag in a body's bytes, with the attributes a Markdown image keeps: Keepsake drops raw
/// HTML, so the reader writes it as `![alt](src "title")`.
struct HTMLImageTag {
    /// From `<` to after `>`.
    let range: Range<Int>
    let source: String?
    let alt: String
    let title: String?

    private static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), equals = UInt8(ascii: "=")

    /// The tag opening at `start` (`<img`, any case), or `nil` when none does.
    static func parse(_ bytes: [UInt8], at start: Int) -> HTMLImageTag? {
        guard start + 4 < bytes.count, bytes[start] == less,
            bytes[(start + 1)..<(start + 4)].map({ $0 | 0x20 }) == Array("img".utf8),
            isSpace(bytes[start + 4]) || bytes[start + 4] == greater || bytes[start + 4] == UInt8(ascii: "/")
        else { return nil }
        var attributes: [String: String] = [:]
        var index = start + 4
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == greater {
                return HTMLImageTag(
                    range: start..<(index + 1), source: attributes["src"], alt: attributes["alt"] ?? "",
                    title: attributes["title"])
            }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != equals, bytes[index] != greater,
                bytes[index] != UInt8(ascii: "/")
            {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == equals else {
                attributes[name] = ""
                continue
            }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let quote = bytes[index]
            let valueStart: Int
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                valueStart = index + 1
                guard let end = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                index = end
                attributes[name] = String(decoding: bytes[valueStart..<end], as: UTF8.self)
                index += 1
            } else {
                valueStart = index
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != greater { index += 1 }
                attributes[name] = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            }
        }
        return nil
    }

    /// `![alt](destination "title")`, the destination in `<…>` when it needs them (`markdownDestination`).
    func markdown(destination: String) -> String {
        let quoted = title.flatMap { $0.isEmpty ? nil : "\"" + $0.replacingQuotes + "\"" }
        let alt = String(self.alt.filter { $0 != "\n" }).escapingLinkText
        return MarkdownLink(isPicture: true, text: alt, destination: destination, title: quoted).written
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension String {
    /// `"` escaped for a Markdown link title in double quotes.
    fileprivate var replacingQuotes: String {
        var result = ""
        for character in self {
            if character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
