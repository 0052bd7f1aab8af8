import Foundation
import KeepsakeCore

/// The checks every photo and body picture passes before it is processed or published as it is.
/// A body may point at any file of `Content/`: only real pictures of a sensible size may reach the site.
extension PhotoPipeline {
    /// Why `job`'s file at `path` may not be read at all (`nil`: it may), as a message and a hint.
    func sizeRefusal(_ job: PhotoJob, name: String, path: String) -> (message: String, hint: String)? {
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) > processing.maxBytes else { return nil }
        let size = Int(info.st_size)
        return (
            "\(job.noun) \"\(name)\" is \(Self.megabytes(size)) (\(size) bytes), more than the "
                + "\(Self.megabytes(processing.maxBytes)) a \(job.noun) may hold",
            "export it again at a smaller size; pages never show more than 1600 pixels across"
        )
    }

    /// Why `job`'s file, whose bytes are `data`, is no picture the site may publish (`nil`: it is one).
    func contentRefusal(_ job: PhotoJob, name: String, data: Data) -> (message: String, hint: String)? {
        guard let kind = ImageSniffer.kind(data) else {
            let pointer = job.purpose == .polaroid ? "point `photo:` at a picture" : "show only pictures in the body"
            return (
                "\(job.noun) \"\(name)\" is not an image (it is not JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF or SVG)",
                "\(pointer); if this is one, export it again from the camera or photo app"
            )
        }
        let namedSVG = PictureFileName.fileExtension(of: name) == "svg"
        if kind == .drawing, !namedSVG {
            return ("\(job.noun) \"\(name)\" is an SVG drawing with another name", "name it .svg")
        }
        if kind == .raster, namedSVG {
            return (
                "\(job.noun) \"\(name)\" is named .svg but is no SVG drawing",
                "name it after its format (.jpg, .png, …)"
            )
        }
        guard kind == .drawing, let found = data.withUnsafeBytes({ SVGActiveContent.find(in: $0) }) else {
            return nil
        }
        return (
            "\(job.noun) \"\(name)\" holds \(found), which would run on the site",
            "save the drawing without scripts, event handlers or embedded pages (or export it as PNG)"
        )
    }

    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 20) / 2) / (1 << 20)
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
