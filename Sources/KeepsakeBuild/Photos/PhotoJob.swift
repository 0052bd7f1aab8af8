import KeepsakeRender
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
    private let origin: Origin

    /// Where messages about it point: its place in the first entry that shows it (read from that
    /// entry only when a message asks).
    private enum Origin: Sendable {
        case photo(PolaroidPhoto)
        case picture(BodyPicture)
    }

    var location: SourceLocation {
        switch origin {
        case .photo(let photo): photo.location
        case .picture(let picture): picture.location
        }
    }

    /// How messages name it, like the entry parser does.
    var noun: String { purpose == .polaroid ? "photo" : "picture" }

    init(_ photo: PolaroidPhoto) {
        (source, sitePath, origin, purpose) = (photo.source, photo.sitePath, .photo(photo), .polaroid)
    }

    init(_ picture: BodyPicture) {
        (source, sitePath, origin, purpose) = (picture.source, picture.sitePath, .picture(picture), .picture)
    }
}
