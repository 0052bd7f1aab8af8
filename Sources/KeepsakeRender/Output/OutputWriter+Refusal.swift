import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension OutputWriter {
    /// Why the output folder can never be written, whatever it holds.
    public struct Refusal: Sendable, Equatable {
        /// `/home/me/diary is the diary folder: …`
        public let message: String
        public let hint: String
    }

    /// Whether the output folder is one that replacing would destroy the diary or a person's files
    /// with: the diary folder or a folder holding it, its `Content/` or `Themes/` or a folder in
    /// them (the next build would read the site back as content), `/`, the home folder or a folder
    /// holding it. Symbolic links are followed. Checked before the marker: a marker copied into the
    /// wrong place must not make the diary replaceable.
    /// - Parameter home: the home folder (`$HOME`), if known.
    public func refusal(home: String? = ProcessInfo.processInfo.environment["HOME"]) -> Refusal? {
        let output = Self.resolved(layout.output.path)
        let root = Self.resolved(layout.root.path)
        func isInside(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        let shown = layout.output.path
        let why: String? =
            if output == "/" {
                "\(shown) is the root of the file system"
            } else if output == root {
                "\(shown) is the diary folder: replacing it with the site would delete Content/"
            } else if isInside(root, output) {
                "\(shown) holds the diary (\(layout.root.path)): replacing it with the site would delete the diary"
            } else if output == Self.resolved(layout.content.path) {
                "\(shown) is the diary's Content/ folder: replacing it with the site would delete the entries"
            } else if isInside(output, Self.resolved(layout.content.path)) {
                "\(shown) is inside the diary's Content/ folder: the next build would read the site as entries and photos"
            } else if output == Self.resolved(layout.themes.path) {
                "\(shown) is the diary's Themes/ folder: replacing it with the site would delete the themes"
            } else if isInside(output, Self.resolved(layout.themes.path)) {
                "\(shown) is inside the diary's Themes/ folder: the next build would read the site as theme files"
            } else if let home, !home.isEmpty, output == Self.resolved(home) {
                "\(shown) is the home folder: replacing it with the site would delete everything in it"
            } else if let home, !home.isEmpty, isInside(Self.resolved(home), output) {
                "\(shown) holds the home folder: replacing it with the site would delete everything in it"
            } else {
                nil
            }
        return why.map {
            Refusal(
                message: $0,
                hint:
                    "write the site into a folder of its own, such as \(layout.root.appending(path: "Output").path) (the default) "
                    + "or a new folder outside the diary")
        }
    }

    /// `path` with symbolic links resolved in the part that exists (`realpath`), the rest as it is.
    static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        while existing != "/" {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return "/" + rest.reversed().joined(separator: "/")
    }
}
