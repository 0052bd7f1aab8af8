import KeepsakeTemplates

/// A processed photo as a `<picture>`: a WebP `<source>` and a JPEG (or PNG) `<img>` with `srcset` and `sizes`,
/// and the `src`'s `width` and `height` so the page keeps the photo's place before it loads.
struct PhotoView: ViewRecord, NamedView {
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

    /// Narrowest first.
    let renditions: [PhotoVariants.Rendition]
    let sizes: String
    /// The width of the plain `src` (for browsers without `srcset`).
    let srcWidth: Int
    let lazy: Bool
    /// Not square: the polaroid frame takes the photo's proportions.
    let isFull: Bool
    let links: Links

    /// The plain `src`: the widest rendition no wider than `srcWidth`, in the fallback format.
    private var src: PhotoVariants.Image? {
        (renditions.last(where: { $0.size.width <= srcWidth }) ?? renditions.first)?.fallback
    }

    private func srcset(_ format: KeyPath<PhotoVariants.Rendition, PhotoVariants.Image>) -> String {
        renditions.map { "\(links.file($0[keyPath: format].sitePath)) \($0[keyPath: format].size.width)w" }.joined(
            separator: ", ")
    }

    static let names: ViewNames<Self> = [
        "src": .value { view in .init(view.src.map { view.links.file($0.sitePath) } ?? "") },
        "srcset": .value { .init($0.srcset(\.fallback)) },
        "webpSrcset": .value { .init($0.srcset(\.webp)) },
        "sizes": .value { .init($0.sizes) },
        "width": .value { .init($0.src?.size.width ?? 0) },
        "height": .value { .init($0.src?.size.height ?? 0) },
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
                renditions: variants.square, sizes: cardSizes, srcWidth: 480, lazy: !eager, isFull: false, links: links)
        case .page:
            return PhotoView(
                renditions: variants.full, sizes: pageSizes, srcWidth: 960, lazy: false,
                isFull: variants.size.width != variants.size.height, links: links)
        }
    }

    /// A grid card's thumbnail: square crops.
    static func grid(_ variants: PhotoVariants?, display: Display, links: Links) -> PhotoView? {
        guard let variants, !variants.square.isEmpty, case .card(let eager) = display else { return nil }
        return PhotoView(
            renditions: variants.square, sizes: gridSizes, srcWidth: 480, lazy: !eager, isFull: false, links: links)
    }
}
