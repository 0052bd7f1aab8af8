import KeepsakeRender
import KeepsakeCore

/// Which files to make from one photo, from its header alone (so the plan can key the cache):
/// full pictures `fullWidths` wide and square crops (none for a square photo), never upscaled,
/// each as WebP and as JPEG (PNG with transparency) for old browsers.
struct PhotoPlan: Sendable, Hashable {
    static let fullWidths = [480, 960, 1600]
    static let squareWidths = [480, 960]
    /// A full picture is at most this many times as high as it is wide (a long screenshot).
    static let tallestRatio = 4
    static let webpQuality = 80
    static let jpegQuality = 82
    /// Raise it when the plan changes (sizes, crops, qualities): the cache keys change with it.
    static let version = 1

    enum Kind: String, Sendable, Hashable, Codable {
        /// The photo's own proportions.
        case full
        /// A square cut for polaroids and grid cards.
        case square
        /// A body's picture, in its own format.
        case picture
        /// A photo or picture as it is but for its metadata (no libvips, `photos: publish_originals`).
        case original
    }

    /// One size of one kind: written once per format.
    struct Size: Sendable, Hashable {
        let kind: Kind
        /// The width asked for (also in file names), before libvips rounds.
        let width: Int
        let box: PixelSize
        let crop: Bool
    }

    let sizes: [Size]
    /// The box the photo is decoded into once: big enough for every size.
    let base: PixelSize
    let formats: [ImageFormat]

    init(_ header: ImageHeader) {
        let (width, height) = (header.size.width, header.size.height)
        let shorter = min(width, height)
        let full = Self.unique(Self.fullWidths.map { min($0, width) })
        let square = Self.unique(Self.squareWidths.map { min($0, shorter) })
        var sizes = full.map {
            Size(kind: .full, width: $0, box: PixelSize(width: $0, height: $0 * Self.tallestRatio), crop: false)
        }
        if width != height {
            sizes += square.map { Size(kind: .square, width: $0, box: PixelSize(width: $0, height: $0), crop: true) }
        }
        self.sizes = sizes
        // A square crop of side s needs the decoded copy's shorter side to be at least s.
        let largestSquare = square.last ?? 0
        let forSquare = shorter == 0 ? 0 : (largestSquare * width + shorter - 1) / shorter
        let baseWidth = min(width, max(full.last ?? 0, forSquare))
        base = PixelSize(width: max(1, baseWidth), height: max(1, baseWidth * Self.tallestRatio, largestSquare))
        formats = [.webp, header.hasAlpha ? .png : .jpeg]
    }

    /// A body's picture: one file at most `fullWidths.last` wide, in `format` (its own).
    init(picture header: ImageHeader, format: ImageFormat) {
        let width = min(Self.fullWidths.last ?? 1600, header.size.width)
        let box = PixelSize(width: max(1, width), height: max(1, width * Self.tallestRatio))
        sizes = [Size(kind: .picture, width: width, box: box, crop: false)]
        base = box
        formats = [format]
    }

    /// The settings every file of this plan depends on, for cache keys: change any of them and
    /// the photo is processed again.
    static func settingsDigest(keepMetadata: Bool, purpose: PhotoJob.Purpose = .polaroid) -> UInt64 {
        var digest = ContentDigest()
        digest.add(version)
        digest.add(purpose == .polaroid ? "polaroid" : "picture")
        for width in fullWidths + [-1] + squareWidths { digest.add(width) }
        digest.add(tallestRatio)
        digest.add(webpQuality)
        digest.add(jpegQuality)
        digest.add(keepMetadata)
        return digest.value
    }

    private static func unique(_ widths: [Int]) -> [Int] {
        var seen = Set<Int>()
        return widths.filter { $0 > 0 && seen.insert($0).inserted }
    }
}
