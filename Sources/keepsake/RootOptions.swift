import ArgumentParser
import Foundation
import KeepsakeCore

/// `--root`, for every command that works on a diary.
struct RootOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The diary folder, holding Content/.", valueName: "dir"))
    var root: String = "."

    /// The folder relative paths on the command line are read from.
    var workingFolder: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

    /// The diary's folders; the `--root` folder must exist. `output`: `--output`, when given.
    func layout(output: String? = nil) throws -> SiteLayout {
        let rootURL = URL(fileURLWithPath: root, isDirectory: true, relativeTo: workingFolder).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--root \(root): no such folder")
        }
        Terminal.sourceRoot = rootURL
        let outputURL = output.map {
            URL(fileURLWithPath: $0, isDirectory: true, relativeTo: workingFolder).standardizedFileURL
        }
        return SiteLayout(root: rootURL, output: outputURL)
    }

    /// A path inside the diary as the person typed the root: `diary/Content/…`, or `Content/…` for `.`.
    func typed(_ path: String) -> String {
        var base = root
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        if base == "." || base.isEmpty { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}
