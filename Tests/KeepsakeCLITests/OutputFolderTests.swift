import Foundation
import Testing

/// `keepsake build --output DIR`: it replaces only folders it wrote, and never the diary itself,
/// a folder holding it, `/` or the home folder, whatever they hold.
@Suite("keepsake build --output")
struct OutputFolderTests {
    /// A copy of the sample diary in `folder/diary`.
    private static func sampleDiary() throws -> (folder: URL, root: URL) {
        let folder = try CLI.temporaryFolder()
        let root = folder.appending(path: "diary", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Crash.package.appending(path: "Content"), to: root.appending(path: "Content"))
        return (folder, root)
    }

    private static func build(_ root: URL, output: String, in folder: URL? = nil, environment: [String: String] = [:])
        async throws -> CLI.Run
    {
        try await CLI.keepsake(
            ["build", "--root", root.path, "--no-git", "--output", output], in: folder ?? root, environment: environment
        )
    }

    @Test func refusesAFolderItDidNotWrite() async throws {
        let (folder, root) = try Self.sampleDiary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let precious = folder.appending(path: "precious", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(
            at: precious.appending(path: "photos"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: precious.appending(path: "notes.txt"))
        try Data([0, 1, 2, 255]).write(to: precious.appending(path: "photos/a.jpg"))
        try Data("secret".utf8).write(to: precious.appending(path: ".hidden"))
        try Data().write(to: precious.appending(path: "index.html"))
        let before = try #require(Crash.tree(of: precious))

        let run = try await Self.build(root, output: precious.path)
        #expect(run.status == 1)
        #expect(
            run.error.contains(
                "\(precious.path): error: \(precious.path) is not empty and was not written by keepsake; refusing to replace it"
            ))
        #expect(run.error.contains("hint: choose an empty or new folder with --output"))
        #expect(run.error.contains("Nothing was written."))
        #expect(Crash.tree(of: precious) == before)
        #expect(Crash.names(in: folder, prefix: ".precious.") == [])
    }

    @Test func acceptsAnEmptyOrMissingFolderAndReplacesItsOwn() async throws {
        let (folder, root) = try Self.sampleDiary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appending(path: "empty", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let kept = folder.appending(path: "kept", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try Data("# The published site\n".utf8).write(to: kept.appending(path: "README.md"))
        try Data().write(to: kept.appending(path: ".gitkeep"))

        for (output, typed) in [
            (empty, empty.path), (folder.appending(path: "new/deeper/site"), "../new/deeper/site"), (kept, kept.path),
        ] {
            let run = try await Self.build(root, output: typed)
            #expect(run.status == 0, "\(typed): \(run.error)")
            #expect(FileManager.default.fileExists(atPath: output.appending(path: ".keepsake-output").path), "\(typed)")
            #expect(FileManager.default.fileExists(atPath: output.appending(path: "index.html").path), "\(typed)")
        }
        #expect(try String(contentsOf: kept.appending(path: "README.md"), encoding: .utf8) == "# The published site\n")
        #expect(FileManager.default.fileExists(atPath: kept.appending(path: ".gitkeep").path))

        // Its own folder is replaced whole: a page that no longer belongs goes, the rest is as a fresh build.
        let fresh = try #require(Crash.tree(of: empty))
        try Data("stale".utf8).write(to: empty.appending(path: "2019-old-page.html"))
        let again = try await Self.build(root, output: empty.path)
        #expect(again.status == 0, "\(again.error)")
        #expect(Crash.tree(of: empty) == fresh)
        #expect(Crash.names(in: folder, prefix: ".empty.") == [])
    }

    /// Folders that hold the diary, or that the diary is read from, are refused before anything
    /// is built, even when they carry the marker (copied there by hand, say): replacing them would
    /// delete the diary. Usage error (exit 2), located at `--output`, with a hint.
    @Test func refusesTheDiaryAndTheFoldersAroundIt() async throws {
        let (folder, root) = try Self.sampleDiary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = folder.appending(path: "home", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(
            at: root.appending(path: "Themes/mine"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: home.appending(path: "Documents"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appending(path: "link-to-diary"), withDestinationURL: root)
        for marked in [folder, root, root.appending(path: "Content"), root.appending(path: "Themes"), home] {
            try Data().write(to: marked.appending(path: ".keepsake-output"))
        }
        let diaryBefore = try #require(Crash.tree(of: folder))

        let cases: [(output: String, from: URL, says: String)] = [
            (root.path, folder, "is the diary folder"),
            (".", root, "is the diary folder"),
            (folder.appending(path: "link-to-diary").path, folder, "is the diary folder"),
            (root.appending(path: "Content").path, folder, "is the diary's Content/ folder"),
            ("Content/site", root, "is inside the diary's Content/ folder"),
            (root.appending(path: "Themes").path, folder, "is the diary's Themes/ folder"),
            (folder.path, folder, "holds the diary"),
            ("/", folder, "is the root of the file system"),
            (home.path, folder, "is the home folder"),
        ]
        for (output, from, says) in cases {
            let run = try await Self.build(root, output: output, in: from, environment: ["HOME": home.path])
            #expect(run.status == 2, "--output \(output): exit \(run.status): \(run.error)")
            #expect(run.error.hasPrefix("--output \(output): error: "), "\(run.error)")
            #expect(run.error.contains(says), "--output \(output): \(run.error)")
            #expect(run.error.contains("\n  hint: write the site into a folder of its own"), "\(run.error)")
            #expect(run.output.isEmpty)
        }
        #expect(Crash.tree(of: folder) == diaryBefore, "\(Crash.difference(Crash.tree(of: folder), from: diaryBefore))")
        // The default, and a folder of its own beside the diary, still work.
        #expect(try await CLI.keepsake(["build", "--root", root.path, "--no-git"], in: folder).status == 0)
        #expect(try await Self.build(root, output: folder.appending(path: "site").path).status == 0)
    }
}
