import Foundation
import KeepsakeCore

/// An entry body's `<img>` tags with the size of the picture the photo stage published
/// (`width`, `height`: no layout shift while it loads) and `loading="lazy"`, `decoding="async"`.
enum BodyPictureSizes {
    /// `html` (cmark's, for the entry page) with each picture of `pictures` that `photos` published
    /// sized; the first loads at once when `eagerFirst` (a page whose body is its first picture).
    static func annotate(_ html: String, pictures: [MediaFile], photos: PhotoSet, eagerFirst: Bool) -> String {
        guard !pictures.isEmpty, html.contains("<img ") else { return html }
        var sizes: [String: PixelSize] = [:]
        for picture in pictures {
            if let image = photos.picture(picture.source) { sizes[picture.sitePath] = image.size }
        }
        guard !sizes.isEmpty else { return html }
        var result = ""
        var rest = Substring(html)
        var first = true
        while let start = rest.range(of: "<img ") {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<end]
            defer { first = false }
            guard let size = sizes[sitePath(of: tag)] else { continue }
            let loading = eagerFirst && first ? "" : "loading=\"lazy\" "
            result += "width=\"\(size.width)\" height=\"\(size.height)\" \(loading)decoding=\"async\" "
        }
        return result + rest
    }

    /// The site path a tag's `src` names (`../../../media/entries/…/a%20b.jpg` → `media/entries/…/a b.jpg`).
    private static func sitePath(of tag: Substring) -> String {
        guard let start = tag.range(of: "src=\"") else { return "" }
        var source = tag[start.upperBound...].prefix { $0 != "\"" }
        while source.hasPrefix("../") { source = source.dropFirst(3) }
        let unescaped = String(source).replacing("&amp;", with: "&")
        return (unescaped.removingPercentEncoding ?? unescaped).composed
    }
}
