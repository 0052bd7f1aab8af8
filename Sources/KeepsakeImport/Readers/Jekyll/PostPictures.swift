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
    private(set) var pictures: [ImportedPicture] = []
    private(set) var notes: [String] = []
    /// A file's path → its name in `pictures`.
    private var names: [String: String] = [:]

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
        return .picture(reference: "photos/" + name(of: file))
    }

    /// The file's name in the entry's `photos/`, composed; a second file of the same name is numbered
    /// (`x-2.png`).
    private mutating func name(of file: URL) -> String {
        if let name = names[file.path] { return name }
        let original = file.lastPathComponent.precomposedStringWithCanonicalMapping
        var name = original
        var number = 2
        while pictures.contains(where: { $0.name == name }) {
            let dot = original.lastIndex(of: ".") ?? original.endIndex
            name = "\(original[..<dot])-\(number)\(original[dot...])"
            number += 1
        }
        names[file.path] = name
        pictures.append(ImportedPicture(name: name, file: file))
        return name
    }

    /// Notes `kind` for the post, once.
    mutating func note(_ kind: String) {
        if !notes.contains(kind) { notes.append(kind) }
    }
}
