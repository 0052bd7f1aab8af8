import ArgumentParser
import Foundation
import KeepsakeCore

/// `--root`, for the commands that write into a diary.
struct RootOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The diary folder, holding Content/.", valueName: "dir"))
    var root: String = "."

    /// The folder relative paths on the command line are read from.
    var workingFolder: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

    func layout() throws -> SiteLayout {
        SiteLayout(root: try Self.folder(root, in: workingFolder))
    }

    /// The `--root` folder, which must exist.
    static func folder(_ root: String, in workingFolder: URL) throws -> URL {
        let rootURL = URL(fileURLWithPath: root, isDirectory: true, relativeTo: workingFolder).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--root \(root): no such folder")
        }
        return rootURL
    }

    /// A path inside the diary as the person typed the root: `diary/Content/…`, or `Content/…` for `.`.
    func typed(_ path: String) -> String {
        var base = root
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        if base == "." || base.isEmpty { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}
