import Foundation
import PackagePlugin

/// Gives the target `BuildCommit.hash`, the commit of the package's git checkout, so that
/// `keepsake --version` names it in any build (`swift build`, debug or release, with no script).
/// The files git's HEAD is read from are the command's inputs: a commit, a checkout or a
/// `git pack-refs` re-runs it; without `.git` (a source tarball) the hash is nil.
@main
struct StampCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        let dotGit = context.package.directoryURL.appending(path: ".git")
        var arguments = [output.path()]
        var inputs: [URL] = []
        if let folders = GitFolders(dotGit: dotGit) {
            arguments += [folders.gitDirectory.path(), folders.commonDirectory.path()]
            inputs = folders.filesHeadIsReadFrom(dotGit: dotGit)
        }
        return [
            .buildCommand(
                displayName: "Stamping the git commit",
                executable: try context.tool(named: "CommitStamper").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}

/// Where a checkout keeps HEAD (its git folder) and the refs it shares with other worktrees (the
/// common folder): both `.git` for an ordinary clone; for a `git worktree`, `.git` is a file naming
/// `.git/worktrees/NAME`, whose `commondir` names the main `.git`.
struct GitFolders {
    let gitDirectory: URL
    let commonDirectory: URL

    init?(dotGit: URL) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path(), isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            gitDirectory = dotGit
        } else {
            guard let line = Self.text(of: dotGit), line.hasPrefix("gitdir:") else { return nil }
            let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
            gitDirectory = Self.url(of: path, in: dotGit.deletingLastPathComponent())
        }
        if let common = Self.text(of: gitDirectory.appending(path: "commondir")) {
            commonDirectory = Self.url(of: common, in: gitDirectory)
        } else {
            commonDirectory = gitDirectory
        }
    }

    /// `.git` itself, HEAD, the loose file of the branch HEAD names (in either folder) and
    /// `packed-refs`: those that exist, so that a missing one never fails the build.
    func filesHeadIsReadFrom(dotGit: URL) -> [URL] {
        var files = [dotGit, gitDirectory.appending(path: "HEAD"), commonDirectory.appending(path: "packed-refs")]
        if let head = Self.text(of: gitDirectory.appending(path: "HEAD")), head.hasPrefix("ref: ") {
            let reference = head.dropFirst("ref: ".count).trimmingCharacters(in: .whitespaces)
            files += [gitDirectory.appending(path: reference), commonDirectory.appending(path: reference)]
        }
        var isFolder: ObjCBool = false
        return files.filter {
            FileManager.default.fileExists(atPath: $0.path(), isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// A path git wrote, absolute or relative to the folder the file naming it is in.
    private static func url(of path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path).standardizedFileURL
    }

    private static func text(of file: URL) -> String? {
        (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
