import Foundation
import Testing

@testable import KeepsakeCore

/// A real git repository in a temporary folder, for tests that need commits with chosen dates and
/// authors. git runs without the user's or the system's configuration, so tests see the same git
/// on every machine.
final class GitRepository {
    static let isGitInstalled = Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil

    /// A commit's author.
    struct Author {
        let name: String
        let email: String

        static let minji = Author(name: "민지", email: "minji@example.com")
        static let jun = Author(name: "Jun Park", email: "jun@example.com")
    }

    let folder: TemporaryFolder
    /// The repository's top folder.
    var url: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder()
        try run(["init", "--quiet", "--initial-branch=main"])
    }

    /// Writes (or, with `nil`, deletes) files and commits everything, dated `date`
    /// (`2026-04-05T14:30:00+09:00`) as both author and committer date.
    @discardableResult
    func commit(
        _ files: [String: String?] = [:], at date: String, by author: Author = .minji, message: String = "change"
    )
        throws -> String
    {
        for (path, text) in files {
            if let text {
                try folder.write(path, text)
            } else {
                try FileManager.default.removeItem(at: url.appending(path: path))
            }
        }
        try run(["add", "-A"])
        try run(["commit", "--quiet", "--allow-empty", "-m", message], date: date, author: author)
        return try run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in the repository (or in `folder`), failing the test when git fails.
    @discardableResult
    func run(_ arguments: [String], in folder: URL? = nil, date: String? = nil, author: Author = .minji) throws
        -> String
    {
        try Self.git(arguments, in: folder ?? url, date: date, author: author)
    }

    @discardableResult
    static func git(
        _ arguments: [String], in folder: URL, date: String? = nil, author: Author = .minji, input: Data? = nil
    )
        throws -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = author.name
        environment["GIT_AUTHOR_EMAIL"] = author.email
        environment["GIT_COMMITTER_NAME"] = author.name
        environment["GIT_COMMITTER_EMAIL"] = author.email
        if let date {
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
        }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Writing from another thread: git reads its input while its output pipe fills.
            let writer = stdin.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "git \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}

extension GitTimestamp {
    /// A timestamp written as an RFC 3339 date with an offset (`2026-04-05T14:30:00+09:00`).
    init(_ text: String) {
        let date = Fixture.date(text)
        let sign = text.dropLast(5).last == "-" ? -1 : 1
        let offset = sign * (Int(text.suffix(5).prefix(2))! * 3600 + Int(text.suffix(2))! * 60)
        self.init(seconds: Int64(date.instant.timeIntervalSince1970), utcOffset: offset)
    }
}
