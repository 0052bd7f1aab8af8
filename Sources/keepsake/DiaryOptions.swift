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
        let rootURL = try RootOptions.folder(root, in: cwd)
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL }
        return SiteLayout(root: rootURL, output: outputURL)
    }
}
