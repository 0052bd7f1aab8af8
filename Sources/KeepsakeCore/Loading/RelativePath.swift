import Foundation

/// Pure path arithmetic on `/`-separated relative paths, so that user-written paths can be checked
/// against the folder they must stay in without touching the disk.
public enum RelativePath {
    /// Resolves `reference` (as written in an entry) against `folder`, both relative to the same root.
    /// - Returns: the normalised path, or `nil` when it is absolute, empty, or climbs out of the root.
    public static func resolve(_ reference: String, in folder: String) -> String? {
        // On scalars, not Characters: a prepended mark joins the `/` after it into one Character.
        let scalars = reference.unicodeScalars
        guard !scalars.isEmpty, scalars.first != "/", !reference.utf8.contains(UInt8(ascii: "\\")),
            !reference.utf8.contains(0)
        else { return nil }
        var parts = folder.unicodeScalars.split(separator: "/").map { String($0) }
        for part in scalars.split(separator: "/", omittingEmptySubsequences: true) {
            switch String(part) {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            case let segment: parts.append(segment)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// A reference as written, with `%XX` escapes decoded (itself when they do not decode). Text
    /// without `%` is returned as it is, without Foundation's decoding.
    public static func removingPercentEncoding(_ reference: String) -> String {
        guard reference.utf8.contains(UInt8(ascii: "%")) else { return reference }
        return reference.removingPercentEncoding ?? reference
    }

    /// Whether `a` sorts before `b` by their UTF-8 bytes: the order of names as the file system
    /// keeps them, and (unlike `String`'s `<`, which compares normalised scalars) a `memcmp`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        order(a, b) < 0
    }

    /// Negative when `a` sorts before `b` by their UTF-8 bytes (`precedes`), zero when their bytes
    /// are the same, positive after.
    public static func order(_ a: String, _ b: String) -> Int {
        let fast = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return a.count - b.count }
                let common = memcmp(first, second, min(a.count, b.count))
                return common != 0 ? Int(common) : a.count - b.count
            }
        }
        if let fast = fast ?? nil { return fast }
        if a.utf8.elementsEqual(b.utf8) { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    /// The folder part of a path: `a/b/c.md` → `a/b`.
    public static func folder(of path: String) -> String {
        // By its bytes: a `String`'s characters are slow to search.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The last component: `a/b/c.md` → `c.md`.
    public static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `../` repeated once per folder in `sitePath`, to reach the site root from a page there.
    public static func rootPrefix(from sitePath: String) -> String {
        String(repeating: "../", count: sitePath.split(separator: "/").count)
    }

    /// Whether a URL as written points at a local file (no scheme, not site-absolute, not a fragment).
    public static func isLocalReference(_ url: String) -> Bool {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#"), !url.hasPrefix("?") else { return false }
        guard let colon = url.firstIndex(of: ":") else { return true }
        let scheme = url[..<colon]
        return scheme.isEmpty || scheme.contains("/")
            || !scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
