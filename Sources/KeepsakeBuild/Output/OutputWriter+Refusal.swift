import Foundation

extension OutputWriter {
    /// Why the output folder can never be written, whatever it holds.
    public struct Refusal: Sendable, Equatable {
        /// `/home/me/diary is the diary folder: …`
        public let message: String
        public let hint: String
    }

    /// Why replacing the output folder would destroy the diary or a person's files (the diary or
    /// a folder holding it, in its `Content/` or `Themes/`, `/`, home), links followed; checked
    /// before the marker, which a copy could put in the wrong place.
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
        if let why {
            return Refusal(
                message: why,
                hint:
                    "write the site into a folder of its own, such as \(layout.root.appending(path: "Output").path) (the default) "
                    + "or a new folder outside the diary")
        }
        return notAFolder()
    }

    /// A refusal when the output path is there but is not a folder (a file, a link to a file or
    /// to nothing, a device…): the build would move it aside, and the next one delete it.
    func notAFolder() -> Refusal? {
        let path = layout.output.path
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }  // missing: made by the build
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        let leadsSomewhere = stat(path, &info) == 0
        if leadsSomewhere, info.st_mode & S_IFMT == S_IFDIR { return nil }
        let what: String? =
            switch (leadsSomewhere ? info.st_mode & S_IFMT : 0, isLink) {
            case (_, true) where !leadsSomewhere: "a symbolic link that leads nowhere"
            case (S_IFREG, false): "a file"
            case (S_IFREG, true): "a symbolic link to a file"
            case (S_IFCHR, _), (S_IFBLK, _): "a device"
            case (S_IFIFO, _): "a named pipe"
            case (S_IFSOCK, _): "a socket"
            default: nil
            }
        return Refusal(
            message: "\(path) is \(what.map { $0 + ", not" } ?? "not") a folder: the site is written into a folder",
            hint: "give --output a folder: one that exists, or a new path, which the build makes")
    }

    /// Why the output folder or its hidden generation must not be replaced now (not empty, no
    /// marker): found before anything is built; the build checks again when it writes.
    public func foreignFolder() -> Refusal? {
        let fileManager = FileManager.default
        var foreign: URL?
        if let names = try? fileManager.contentsOfDirectory(atPath: layout.output.path), !Self.mayReplace(output: names)
        {
            foreign = layout.output
        } else if !Self.isLink(previous.path), let names = try? fileManager.contentsOfDirectory(atPath: previous.path),
            !Self.mayRewrite(previous: names)
        {
            foreign = previous
        }
        guard let foreign else { return nil }
        let error = WriteError.notKeepsakeOutput(layout.display(foreign))
        return Refusal(message: error.message, hint: error.hint ?? "")
    }

    /// Whether there is a symbolic link at `path` (not followed).
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether an output folder holding `names` may be replaced: it has the marker, or holds only
    /// what a diary keeps there (`keptNames`), or nothing.
    static func mayReplace(output names: [String]) -> Bool {
        names.contains(markerName) || names.allSatisfy(keptNames.contains)
    }

    /// Whether a hidden previous generation holding `names` may be rewritten: it has the marker,
    /// or nothing, or only the marker's temporary file (a build killed while it marked the folder).
    static func mayRewrite(previous names: [String]) -> Bool {
        names.isEmpty || names.contains(markerName) || names.allSatisfy { $0 == markerName + ".tmp" }
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
