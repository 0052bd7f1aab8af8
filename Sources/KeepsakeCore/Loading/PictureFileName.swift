/// The file names a body may show as pictures: image formats only, by extension.
/// A body could otherwise publish any file of `Content/` (a draft, a sidecar, diary.yaml, a script).
public enum PictureFileName {
    /// Lowercased extensions of picture files a body may show.
    public static let extensions: Set<String> = [
        "jpg", "jpeg", "png", "gif", "webp", "avif", "heic", "heif", "tif", "tiff", "jxl", "svg",
    ]

    /// The formats, as messages list them.
    public static let formatList = "JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF, JPEG XL or SVG"

    /// The lowercased extension of `path` (`a/b.JPG` → `jpg`), empty when it has none.
    public static func fileExtension(of path: String) -> String {
        let name = RelativePath.fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Whether `path` names a picture file by its extension.
    public static func isPicture(_ path: String) -> Bool {
        extensions.contains(fileExtension(of: path))
    }
}
