import Foundation

/// Builds the links of one page: relative to it (so the site works from any folder and from
/// `file://`), percent-encoded, and ending in `index.html` unless the diary wants pretty URLs.
struct Links: Sendable {
    /// `../` once per folder between the page and the site root.
    let root: String
    let prettyURLs: Bool

    /// A page given by its folder in the site (`2024/05/picnic/`, or `` for the front page).
    func page(_ folder: String) -> String { page(encoded: Self.encode(folder)) }

    /// A file given by its path in the site (`theme/assets/style.css`).
    func file(_ path: String) -> String { file(encoded: Self.encode(path)) }

    /// `page(_:)` for a folder already passed through `encode(_:)`.
    func page(encoded folder: String) -> String {
        if prettyURLs { return root.isEmpty && folder.isEmpty ? "./" : root + folder }
        return root + folder + "index.html"
    }

    /// `file(_:)` for a path already passed through `encode(_:)`.
    func file(encoded path: String) -> String { root + path }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Percent-encodes what a path segment cannot hold (Foundation's `urlPathAllowed` without `;=:@&$+,`).
    static func encode(_ path: String) -> String {
        if path.utf8.allSatisfy(isAllowed) { return path }
        let hex = hexDigits
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isAllowed(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Letters, digits and `-._~/!'()*`: never encoded.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
            UInt8(ascii: "!"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"):
            true
        default: false
        }
    }
}

extension Links {
    init(pagePath: String, prettyURLs: Bool) {
        self.init(
            root: String(repeating: "../", count: pagePath.split(separator: "/").count - 1), prettyURLs: prettyURLs)
    }
}
