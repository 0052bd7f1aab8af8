import Foundation
import KeepsakeTestSupport
import Testing

/// Runs the built `keepsake` binary (and git) as a person would, in temporary folders.
enum CLI {
    /// What one process did.
    struct Run: Sendable {
        let status: Int32
        let output: String
        let error: String
    }

    /// The built `keepsake` binary.
    static var binary: URL { KeepsakeBinary.url }

    static let gitIsInstalled =
        (try? start("/usr/bin/env", ["git", "--version"], in: nil).finishBlocking().status) == 0

    /// Runs `keepsake arguments…` in `folder` and waits for it.
    static func keepsake(
        _ arguments: [String], in folder: URL, input: String? = nil, environment: [String: String] = [:]
    ) async throws -> Run {
        try await run(binary.path, arguments, in: folder, input: input, environment: environment)
    }

    /// Runs `git arguments…` in `folder` with a fixed author.
    static func git(_ arguments: [String], in folder: URL) async throws -> Run {
        try await run(
            "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder
        )
    }

    static func run(
        _ executable: String, _ arguments: [String], in folder: URL? = nil, input: String? = nil,
        environment: [String: String] = [:]
    ) async throws -> Run {
        let process = try start(executable, arguments, in: folder, input: input, environment: environment)
        return await process.finish()
    }

    /// A started process whose output goes to temporary files (no pipe can fill up and block it).
    struct Started {
        let process: Process
        let output: URL
        let error: URL

        /// Waits on a Dispatch thread: blocking one of the test runner's few async threads would
        /// starve the async tests running beside (the preview server's among them).
        func finish() async -> Run {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    process.waitUntilExit()
                    continuation.resume()
                }
            }
            return finishBlocking()
        }

        /// For the one check made before any test runs.
        func finishBlocking() -> Run {
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(at: output)
                try? FileManager.default.removeItem(at: error)
            }
            func text(_ url: URL) -> String {
                String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
            }
            return Run(status: process.terminationStatus, output: text(output), error: text(error))
        }
    }

    /// - Parameter environment: variables set for the process on top of this one's (and `NO_COLOR`).
    static func start(
        _ executable: String, _ arguments: [String], in folder: URL?, input: String? = nil,
        environment extra: [String: String] = [:]
    ) throws -> Started {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appending(path: "keepsake-cli-\(UUID().uuidString).out")
        let error = FileManager.default.temporaryDirectory.appending(path: "keepsake-cli-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        if let input {
            let pipe = Pipe()
            process.standardInput = pipe
            try process.run()
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        return Started(process: process, output: output, error: error)
    }

    /// A new empty folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(
            path: "keepsake-cli-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new diary made by `keepsake init` in a temporary folder.
    static func newDiary(_ extra: [String] = []) async throws -> URL {
        let folder = try temporaryFolder()
        let run = try await keepsake(["init", "diary", "--language", "ko"] + extra, in: folder)
        #expect(run.status == 0, "\(run.error)")
        return folder.appending(path: "diary", directoryHint: .isDirectory)
    }
}
