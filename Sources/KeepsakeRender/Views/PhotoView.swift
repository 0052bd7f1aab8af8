import KeepsakeTemplates

/// A processed photo as a `<picture>`: a WebP `<source>` and a JPEG (or PNG) `<img>` with `srcset` and `sizes`,
/// and the `src`'s `width` and `height` so the page keeps the photo's place before it loads.
final class PhotoView: TemplateObject, NamedView {
    /// Where the photo sits, which decides its files, its `sizes` and whether it loads lazily.
    enum Display: Sendable {
        /// A polaroid or grid card on a list page; the first few load at once, the others lazily.
        case card(eager: Bool)
        /// The polaroid on the entry's own page: the whole photo, loaded at once.
        case page
    }

    /// Display widths in CSS pixels, following the theme's style sheet. Media conditions rather than `min()`:
    /// the Nu HTML Checker does not accept math functions here.
    static let cardSizes = "(max-width: 357px) 84vw, (max-width: 600px) 300px, 260px"
    static let gridSizes = "(max-width: 600px) 45vw, 200px"
    static let pageSizes = "(max-width: 340px) 100vw, (max-width: 600px) 340px, 400px"

    let src: String
    let srcset: String
    let webpSrcset: String
    let sizes: String
    let width: Int
    let height: Int
    let lazy: Bool
    /// Not square: the polaroid frame takes the photo's proportions.
    let isFull: Bool

    /// `srcWidth`: the width of the plain `src` (for browsers without `srcset`).
    init(_ renditions: [PhotoVariants.Rendition], sizes: String, srcWidth: Int, lazy: Bool, isFull: Bool, links: Links)
    {
        let chosen = renditions.last(where: { $0.size.width <= srcWidth }) ?? renditions.first
        src = chosen.map { links.file($0.fallback.sitePath) } ?? ""
        srcset = renditions.map { "\(links.file($0.fallback.sitePath)) \($0.fallback.size.width)w" }.joined(
            separator: ", ")
        webpSrcset = renditions.map { "\(links.file($0.webp.sitePath)) \($0.webp.size.width)w" }.joined(separator: ", ")
        self.sizes = sizes
        width = chosen?.fallback.size.width ?? 0
        height = chosen?.fallback.size.height ?? 0
        self.lazy = lazy
        self.isFull = isFull
    }

    static let names: ViewNames<PhotoView> = [
        "src": .value { .init($0.src) },
        "srcset": .value { .init($0.srcset) },
        "webpSrcset": .value { .init($0.webpSrcset) },
        "sizes": .value { .init($0.sizes) },
        "width": .value { .init($0.width) },
        "height": .value { .init($0.height) },
        "lazy": .value { .init($0.lazy) },
        "isFull": .value { .init($0.isFull) },
    ]
}

extension PhotoView {
    /// The polaroid's picture: square crops on cards, the whole photo on its page.
    static func polaroid(_ variants: PhotoVariants?, display: Display, links: Links) -> PhotoView? {
        guard let variants, !variants.full.isEmpty else { return nil }
        switch display {
        case .card(let eager):
            return PhotoView(
                variants.square, sizes: cardSizes, srcWidth: 480, lazy: !eager, isFull: false, links: links)
        case .page:
            let isSquare = variants.size.width == variants.size.height
            return PhotoView(
                variants.full, sizes: pageSizes, srcWidth: 960, lazy: false, isFull: !isSquare, links: links)
        }
    }

    /// A grid card's thumbnail: square crops.
    static func grid(_ variants: PhotoVariants?, display: Display, links: Links) -> PhotoView? {
        guard let variants, !variants.square.isEmpty, case .card(let eager) = display else { return nil }
        return PhotoView(variants.square, sizes: gridSizes, srcWidth: 480, lazy: !eager, isFull: false, links: links)
    }
}
