import KeepsakeCore

/// Which files to make from one photo, worked out from its header alone: the same photo with the
/// same settings always gets the same plan, so the plan's settings can key the cache.
///
/// - Full pictures, in the photo's own proportions, `fullWidths` wide (480, 960, 1600): the entry
///   page shows them.
/// - Square crops (`squareWidths`: 480, 960) around the most interesting part (libvips'
///   attention): the polaroids and grid cards of list pages show them.
///
/// A square photo needs no crops: its full pictures serve both. Nothing is ever upscaled: a 900 px photo gets 480 and 900, not 960 and 1600. Each size is
/// written as WebP and as a fallback for old browsers: JPEG, or PNG when the photo has
/// transparency (WebP keeps it too).
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
    }

    /// One size of one kind: written once per format.
    struct Size: Sendable, Hashable {
        let kind: Kind
        /// The width asked for (also in file names), before libvips rounds.
        let width: Int
        let box: PixelSize
        let crop: Bool
    }

    let header: ImageHeader
    let sizes: [Size]
    /// The box the photo is decoded into once: big enough for every size.
    let base: PixelSize
    let formats: [ImageFormat]

    init(_ header: ImageHeader) {
        self.header = header
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
        self.header = header
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
