import Foundation
import PackagePlugin

/// Gives the target `BuildCommit.hash`, the commit of the package's git checkout, so that
/// `keepsake --version` names it in any build (`swift build`, debug or release, with no script);
/// without `.git` (a source tarball) the hash is nil. CommitStamper reads git's files at build time.
@main
struct StampCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .buildCommand(
                displayName: "Reading the git commit",
                executable: try context.tool(named: "CommitStamper").url,
                arguments: [output.path(), context.package.directoryURL.path()],
                inputFiles: Self.pathsHeadDependsOn(package: context.package.directoryURL),
                outputFiles: [output]
            )
        ]
    }

    /// What makes the command run again. SwiftPM runs this plugin only when it plans the build anew
    /// (a file added to the package, a changed manifest), so these must show every move of HEAD without
    /// a new plan, and none may ever go missing (a missing input fails the build): so no loose ref
    /// file, which `git gc` packs away. Git writes HEAD, refs and the index to a lock file it renames,
    /// which changes the folder: the git folder (HEAD, index), the common folder (packed-refs) and
    /// `refs/heads` (a branch's loose ref); and it appends every move of HEAD to `logs/HEAD`.
    /// Without `.git`, the package folder, which `git init` changes.
    static func pathsHeadDependsOn(package: URL) -> [URL] {
        let dotGit = package.appending(path: ".git")
        guard let git = gitFolder(dotGit: dotGit, package: package) else { return [package] }
        let common = text(of: git.appending(path: "commondir")).map { url(of: $0, in: git) } ?? git
        let paths = [
            dotGit, git, git.appending(path: "HEAD"), git.appending(path: "logs/HEAD"), common,
            common.appending(path: "refs/heads"),
        ]
        var seen = Set<String>()
        return paths.filter { FileManager.default.fileExists(atPath: $0.path()) && seen.insert($0.path()).inserted }
    }

    /// `.git` itself, or for a `git worktree` the folder its `.git` file names (`gitdir: …`).
    static func gitFolder(dotGit: URL, package: URL) -> URL? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path(), isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return dotGit }
        guard let line = text(of: dotGit), line.hasPrefix("gitdir:") else { return nil }
        return url(of: line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces), in: package)
    }

    /// A path git wrote, absolute or relative to the folder the file naming it is in.
    static func url(of path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path).standardizedFileURL
    }

    static func text(of file: URL) -> String? {
        (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
