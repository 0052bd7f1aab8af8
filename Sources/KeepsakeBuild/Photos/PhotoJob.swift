import KeepsakeCore

/// One picture for the photo stage: an entry's polaroid photo, or a picture its body shows.
struct PhotoJob: Sendable {
    enum Purpose: Sendable, Hashable {
        /// `photo:` — resized to every width and cropped square, WebP plus a fallback.
        case polaroid
        /// A picture in the body — published at its own address in its own format (the body's
        /// HTML points there), turned upright, at most 1600 px wide, without metadata.
        case picture
    }

    let source: String
    let sitePath: String
    let purpose: Purpose
    /// Where messages about it point: its place in the first entry that shows it (read from that
    /// entry only when a message asks).
    private let locate: @Sendable () -> SourceLocation

    var location: SourceLocation { locate() }

    /// How messages name it, like the entry parser does.
    var noun: String { purpose == .polaroid ? "photo" : "picture" }

    init(_ photo: PolaroidPhoto) {
        (source, sitePath, purpose, locate) = (photo.source, photo.sitePath, .polaroid, { photo.location })
    }

    init(_ picture: BodyPicture) {
        (source, sitePath, purpose, locate) = (picture.source, picture.sitePath, .picture, { picture.location })
    }
}
