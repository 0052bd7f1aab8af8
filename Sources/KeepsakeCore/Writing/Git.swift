import Foundation

/// Runs `git` for `init`, `hooks install` and `GitHistory`. Git is optional: when it is not
/// installed, `run` and `output` say so and the callers carry on without it.
public struct Git: Sendable {
    /// What one git command did.
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let error: String

        public var succeeded: Bool { status == 0 }

        /// The output without the one newline git ends a path with: a path's own newlines stay
        /// (a folder's name may end with one).
        public var withoutFinalNewline: String {
            output.utf8.last == UInt8(ascii: "\n") ? String(decoding: output.utf8.dropLast(), as: UTF8.self) : output
        }
    }

    /// The folder git runs in.
    public let folder: URL
    /// The git program; `nil` looks `git` up on the `PATH` (through `/usr/bin/env`).
    public let executable: URL?

    /// `executable`: a git program to use instead of the one on the `PATH` (tests pass a missing one).
    public init(folder: URL, executable: URL? = nil) { (self.folder, self.executable) = (folder, executable) }

    /// Runs `git arguments…` in `folder`.
    /// - Returns: what it did, or `nil` when git is not installed.
    public func run(_ arguments: [String]) -> Result? {
        // Errors go to a file rather than a second pipe: reading two pipes in turn can block on a full one.
        let errorURL = FileManager.default.temporaryDirectory.appending(
            path: "keepsake-git-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil),
            let errorFile = try? FileHandle(forWritingTo: errorURL)
        else { return nil }
        defer {
            try? errorFile.close()
            try? FileManager.default.removeItem(at: errorURL)
        }
        guard let launched = launch(arguments, standardError: errorFile) else { return nil }
        let errorData = FileManager.default.contents(atPath: errorURL.path) ?? Data()
        return Result(
            status: launched.status, output: String(decoding: launched.bytes, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `git arguments…` in `folder` for its standard output as bytes (`git log -z`), with its
    /// exit status; `nil` when git is not installed.
    public func output(_ arguments: [String]) -> (status: Int32, bytes: Data)? {
        launch(arguments, standardError: FileHandle.nullDevice)
    }

    /// Whether `folder` is inside a git work tree (`nil` when git is not installed).
    public var isInsideWorkTree: Bool? {
        run(["rev-parse", "--is-inside-work-tree"]).map { $0.succeeded && $0.withoutFinalNewline == "true" }
    }

    /// Runs git with its errors going to `standardError`, for its exit status and output.
    private func launch(_ arguments: [String], standardError: FileHandle) -> (status: Int32, bytes: Data)? {
        let process = Process()
        process.executableURL = executable ?? URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (executable == nil ? ["git"] : []) + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = standardError
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read to the end before waiting: git blocks once the pipe is full.
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // `env` exits 127 when it cannot find git.
        if process.terminationReason == .exit && process.terminationStatus == 127 { return nil }
        return (process.terminationStatus, bytes)
    }
}
