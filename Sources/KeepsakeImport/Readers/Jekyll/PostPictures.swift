import Foundation
import KeepsakeCore

/// The pictures of one post that are files of the site, each named once for the entry's `photos/`
/// folder: what a picture's address becomes, and the files to copy.
struct PostPictures {
    /// What an address written in a post names.
    enum Found: Equatable {
        /// A picture of the site, as the entry refers to it: `photos/NAME`.
        case picture(reference: String)
        /// On the web (`https://…`, `//…`, `data:`): kept as it is.
        case web
        /// A picture's name, not a file of the site.
        case missing
        /// Not a picture's name (`.pdf`, `.mp4`): Keepsake publishes pictures only.
        case notPicture
    }

    let site: JekyllSite
    /// The post's folder from the site's: `_posts`, `_posts/trips`.
    let postFolder: String
    /// The pictures found, each file once, named for the entry's `photos/`.
    var pictures: [ImportedPicture] { shown.pictures }
    private(set) var notes: [String] = []
    private var shown = EntryPictures()

    init(site: JekyllSite, origin: String) {
        self.site = site
        postFolder = origin.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// What `address` names: a site path (`/assets/img/x.png`, also under the site's `baseurl` or full
    /// address), a path from the post's folder, or from the site's.
    mutating func find(_ address: String) -> Found {
        var path = address.trimmingWhitespace()
        if path.hasPrefix("<"), path.hasSuffix(">") { path = String(path.dropFirst().dropLast()) }
        if let own = site.ownAddress, path.hasPrefix(own + "/") {
            path = String(path.dropFirst(own.count))
        } else if path.hasPrefix("//") || path.contains("://") || path.hasPrefix("data:") {
            return .web
        }
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<end]) }
        path = path.removingPercentEncoding ?? path
        guard PictureFileName.isPicture(path) else { return .notPicture }
        var candidates: [String]
        if path.hasPrefix("/") {
            candidates = [String(path.dropFirst())]
            if !site.baseURL.isEmpty, path.hasPrefix(site.baseURL + "/") {
                candidates.append(String(path.dropFirst(site.baseURL.count + 1)))
            }
        } else {
            candidates = [postFolder + "/" + path, path]
        }
        guard let file = candidates.lazy.compactMap(site.file(atPath:)).first else { return .missing }
        return .picture(reference: shown.reference(for: file))
    }

    /// Notes `kind` for the post, once.
    mutating func note(_ kind: String) {
        if !notes.contains(kind) { notes.append(kind) }
    }
}
