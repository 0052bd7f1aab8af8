import Foundation

/// Runs `git` for the commands that work with a diary's repository (`init`, `hooks install`).
/// Git is optional: when it is not installed, `run` says so and the callers carry on without it.
public struct Git: Sendable {
    /// What one git command did.
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let error: String

        public var succeeded: Bool { status == 0 }
        /// The output's first line, without the newline.
        public var line: String { output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
    }

    /// The folder git runs in.
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Runs `git arguments…` in `folder`.
    /// - Returns: what it did, or `nil` when git is not installed.
    public func run(_ arguments: [String]) -> Result? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        // Errors go to a file rather than a second pipe: reading two pipes in turn can block on a full one.
        let errorURL = FileManager.default.temporaryDirectory.appending(path: "keepsake-git-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil),
            let errorFile = try? FileHandle(forWritingTo: errorURL)
        else { return nil }
        defer {
            try? errorFile.close()
            try? FileManager.default.removeItem(at: errorURL)
        }
        process.standardOutput = output
        process.standardError = errorFile
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // `env` exits 127 when it cannot find git.
        if process.terminationStatus == 127 { return nil }
        let errorData = FileManager.default.contents(atPath: errorURL.path) ?? Data()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Whether `folder` is inside a git work tree (`nil` when git is not installed).
    public var isInsideWorkTree: Bool? {
        run(["rev-parse", "--is-inside-work-tree"]).map { $0.succeeded && $0.line == "true" }
    }
}
