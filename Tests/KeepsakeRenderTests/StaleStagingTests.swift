import Foundation
import Testing

@testable import KeepsakeBuild
@testable import KeepsakeRender

/// A build killed half-way leaves `.Output.staging-PID`; the next build removes it once that
/// process is gone, and touches nothing else.
@Suite("Leftovers of killed builds")
struct StaleStagingTests {
    @Test func namesOfExactlyTheStagingFormAreRecognised() {
        #expect(StaleStaging.ownerPID(of: ".Output.staging-1234", output: "Output") == 1234)
        #expect(StaleStaging.ownerPID(of: ".Output.old-77", output: "Output") == 77)
        #expect(StaleStaging.ownerPID(of: ".Output.staging-", output: "Output") == nil)
        #expect(StaleStaging.ownerPID(of: ".Output.staging-12a", output: "Output") == nil)
        #expect(StaleStaging.ownerPID(of: ".Site.staging-12", output: "Output") == nil)
        #expect(StaleStaging.ownerPID(of: "Output", output: "Output") == nil)
    }

    @Test func theNextBuildRemovesLeftoversOfDeadProcessesOnly() async throws {
        let diary = try TemporaryDiary(["Content/2026-04-01-a.md": "A\n"])
        // A process that has certainly exited: one we ran and waited for.
        let done = Process()
        done.executableURL = URL(fileURLWithPath: "/bin/true")
        try done.run()
        done.waitUntilExit()
        let dead = diary.root.appending(path: ".Output.staging-\(done.processIdentifier)")
        let alive = diary.root.appending(path: ".Output.staging-1")  // pid 1 always runs
        let unrelated = diary.root.appending(path: ".Output.staging-notes")
        for folder in [dead, alive, unrelated] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("half".utf8).write(to: folder.appending(path: "index.html"))
        }
        _ = try await diary.build()
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
        #expect(diary.output("2026/04/a/index.html") != nil)
    }
}
