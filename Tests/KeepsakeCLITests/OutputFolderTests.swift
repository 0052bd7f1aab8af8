import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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

        // A usage error (exit 2), found before anything is built, its hint on a line of its own.
        let run = try await Self.build(root, output: precious.path)
        #expect(run.status == 2, "\(run.error)")
        #expect(
            run.error == "--output \(precious.path): error: \(precious.path) is not empty and was not written by "
                + "keepsake; refusing to replace it\n  hint: choose an empty or new folder with --output, or delete it "
                + "yourself if it holds nothing you need\n")
        #expect(run.output.isEmpty)
        #expect(Crash.tree(of: precious) == before)
        #expect(Crash.names(in: folder, prefix: ".precious.") == [])

        // The default Output/ too, and a hidden previous generation keepsake did not make.
        let output = root.appending(path: "Output", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: output.appending(path: "notes.txt"))
        let byDefault = try await CLI.keepsake(["build", "--no-git"], in: root)
        #expect(byDefault.status == 2, "\(byDefault.error)")
        #expect(
            byDefault.error == "Output: error: Output is not empty and was not written by keepsake; refusing to "
                + "replace it\n  hint: choose an empty or new folder with --output, or delete it yourself if it holds "
                + "nothing you need\n")
        try FileManager.default.removeItem(at: output)
        let previous = root.appending(path: ".Output.previous", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: previous.appending(path: "notes.txt"))
        let hidden = try await CLI.keepsake(["build", "--no-git"], in: root)
        #expect(hidden.status == 2, "\(hidden.error)")
        #expect(
            hidden.error.hasPrefix(
                "Output: error: .Output.previous is not empty and was not written by keepsake; refusing to replace it\n"
            ), "\(hidden.error)")
        #expect(!hidden.error.contains("\\u{"))
        #expect(try String(contentsOf: previous.appending(path: "notes.txt"), encoding: .utf8) == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// `--output` at a file, a link to a file, a link to nothing or a device: a usage error
    /// (exit 2), and nothing is moved or deleted, however often it is tried.
    @Test func refusesAnythingThatIsNotAFolder() async throws {
        let (folder, root) = try Self.sampleDiary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appending(path: "notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        let linkToFile = folder.appending(path: "link-to-notes")
        try FileManager.default.createSymbolicLink(at: linkToFile, withDestinationURL: notes)
        let dangling = folder.appending(path: "link-to-nothing")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "gone/site")
        // Special files of the test's own, never the system's: a build that took /dev/null
        // replaced it with a folder for every process on the machine. Apart, as reading a pipe
        // to compare the trees would wait for ever.
        let specials = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: specials) }
        let pipe = specials.appending(path: "pipe")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        var cases: [(output: String, from: URL, says: String)] = [
            ("notes.txt", folder, "\(notes.path) is a file, not a folder"),
            (notes.path, root, "\(notes.path) is a file, not a folder"),
            (linkToFile.path, root, "\(linkToFile.path) is a symbolic link to a file, not a folder"),
            (dangling.path, root, "\(dangling.path) is a symbolic link that leads nowhere, not a folder"),
            (pipe.path, root, "\(pipe.path) is a named pipe, not a folder"),
        ]
        // A null device like /dev/null (major 1, minor 3), where the system lets the test make one (as root).
        let device = specials.appending(path: "null")
        if mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 {
            cases.append((device.path, root, "\(device.path) is a device, not a folder"))
        }
        let before = try #require(Crash.tree(of: folder))
        for _ in 0..<2 {
            for (output, from, says) in cases {
                let run = try await Self.build(root, output: output, in: from)
                #expect(run.status == 2, "--output \(output): exit \(run.status): \(run.error)")
                #expect(
                    run.error == "--output \(output): error: \(says): the site is written into a folder\n"
                        + "  hint: give --output a folder: one that exists, or a new path, which the build makes\n",
                    "\(run.error)")
                #expect(run.output.isEmpty)
            }
        }
        #expect(Crash.tree(of: folder) == before, "\(Crash.difference(Crash.tree(of: folder), from: before))")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
        for (special, type) in [(pipe, S_IFIFO), (device, S_IFCHR)] {
            var info = stat()
            if lstat(special.path, &info) == 0 { #expect(info.st_mode & S_IFMT == type, "\(special.path)") }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: specials.path).sorted().allSatisfy {
                $0 == "null" || $0 == "pipe"
            })
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
