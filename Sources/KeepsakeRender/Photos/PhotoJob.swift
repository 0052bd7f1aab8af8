import KeepsakeCore

/// One picture for the photo stage: an entry's polaroid photo, or a picture its body shows.
struct PhotoJob: Sendable, Hashable {
    enum Purpose: Sendable, Hashable {
        /// `photo:` — resized to every width and cropped square, WebP plus a fallback.
        case polaroid
        /// A picture in the body — published at its own address in its own format (the body's
        /// HTML points there), turned upright, at most 1600 px wide, without metadata.
        case picture
    }

    let source: String
    let sitePath: String
    let location: SourceLocation
    let purpose: Purpose

    /// How messages name it, like the entry parser does.
    var noun: String { purpose == .polaroid ? "photo" : "picture" }

    init(_ photo: Photo) {
        source = photo.source
        sitePath = photo.sitePath
        location = photo.location ?? SourceLocation(path: photo.source)
        purpose = .polaroid
    }

    init(_ picture: MediaFile) {
        source = picture.source
        sitePath = picture.sitePath
        location = picture.location ?? SourceLocation(path: picture.source)
        purpose = .picture
    }
}
