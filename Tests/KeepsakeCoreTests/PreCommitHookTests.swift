import Foundation
import Testing

@testable import KeepsakeCore

@Suite("PreCommitHook")
struct PreCommitHookTests {
    static let gitIsInstalled = Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil

    @Test func scriptQuotesPaths() {
        let script = PreCommitHook.script(keepsake: "/opt/it's here/keepsake", diaryFolder: "my diary/")
        #expect(script.hasPrefix("#!/bin/sh\n\(PreCommitHook.marker): "))
        #expect(script.contains("keepsake='/opt/it'\\''s here/keepsake'\n"))
        #expect(script.contains(#"check --staged --root "$top"/'my diary/' >/dev/null"#))
        #expect(PreCommitHook.script(keepsake: "/k", diaryFolder: "").contains(#"--root "$top" >"#))
        // The top as git prints it: a trailing newline of its name is kept (see HooksCommandTests).
        #expect(
            script.contains("top=$(git rev-parse --show-toplevel && printf .) || exit 1\ntop=${top%.}\ntop=${top%?}\n"))
        // Its bytes, pinned by their FNV-1a hash (so that a change to the hook is a change to this test).
        #expect(
            script.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
                == 0xa275_37ed_89f7_8b38)
    }

    /// A new git repository with the diary folder `diary` inside it.
    private static func repository() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        #expect(Git(folder: folder.url).run(["init", "--quiet"])?.succeeded == true)
        let diary = folder.url.appending(path: "diary")
        try FileManager.default.createDirectory(at: diary, withIntermediateDirectories: true)
        return (folder, diary)
    }

    @Test(.enabled(if: gitIsInstalled)) func installsOnceAndUpdatesItsOwn() throws {
        let (folder, diary) = try Self.repository()
        let (hook, outcome) = try PreCommitHook.install(root: diary, keepsake: "/bin/keepsake", force: false)
        #expect(hook.path == folder.url.appending(path: ".git/hooks/pre-commit").standardizedFileURL.path)
        #expect(outcome == .installed)
        let text = String(decoding: try #require(folder.read(".git/hooks/pre-commit")), as: UTF8.self)
        #expect(text == PreCommitHook.script(keepsake: "/bin/keepsake", diaryFolder: "diary/"))
        #expect(FileManager.default.isExecutableFile(atPath: hook.path))
        #expect(
            try PreCommitHook.install(root: diary, keepsake: "/bin/keepsake", force: false).outcome == .unchanged)
        #expect(
            try PreCommitHook.install(root: diary, keepsake: "/usr/bin/keepsake", force: false).outcome
                == .updated)
    }

    @Test(.enabled(if: gitIsInstalled)) func leavesAnotherHookAloneUnlessForced() throws {
        let (folder, diary) = try Self.repository()
        try folder.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let failure = #expect(throws: EditFailure.self) {
            try PreCommitHook.install(root: diary, keepsake: "/k", force: false)
        }
        #expect(failure?.diagnostics.map(\.message) == ["a pre-commit hook is already installed"])
        #expect(folder.read(".git/hooks/pre-commit") == Data("#!/bin/sh\necho mine\n".utf8))
        #expect(try PreCommitHook.install(root: diary, keepsake: "/k", force: true).outcome == .replaced)
    }

    @Test(.enabled(if: gitIsInstalled)) func followsCoreHooksPath() throws {
        let (folder, diary) = try Self.repository()
        #expect(Git(folder: folder.url).run(["config", "core.hooksPath", "tools/hooks"])?.succeeded == true)
        let (hook, _) = try PreCommitHook.install(root: diary, keepsake: "/k", force: false)
        #expect(hook.path == folder.url.appending(path: "tools/hooks/pre-commit").standardizedFileURL.path)
        #expect(folder.read("tools/hooks/pre-commit") != nil)
    }

    @Test(.enabled(if: gitIsInstalled)) func needsARepository() throws {
        let folder = try TemporaryFolder()
        let failure = #expect(throws: EditFailure.self) {
            try PreCommitHook.install(root: folder.url, keepsake: "/k", force: false)
        }
        #expect(failure?.diagnostics.map(\.message) == ["not a git repository"])
    }
}
