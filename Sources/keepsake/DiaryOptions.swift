import ArgumentParser
import Foundation
import KeepsakeCore

/// Options every command that reads a diary shares.
struct DiaryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The diary folder, holding Content/.", valueName: "dir"))
    var root: String = "."

    @Flag(name: .long, help: "Include entries marked draft: true.")
    var drafts = false

    @Flag(name: .customLong("no-git"), help: "Do not take dates and authors from git (edited marks, lastmod).")
    var noGit = false

    func layout(output: String? = nil) throws -> SiteLayout {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let rootURL = URL(fileURLWithPath: root, isDirectory: true, relativeTo: cwd).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--root \(root): no such folder")
        }
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL }
        return SiteLayout(root: rootURL, output: outputURL)
    }
}
