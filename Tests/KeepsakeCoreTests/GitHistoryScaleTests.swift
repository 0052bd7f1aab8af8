import Foundation
import Testing

@testable import KeepsakeCore

/// `GitHistory.read` on a diary of 10,000 entries and 20,000 commits, made in about a second with
/// `git fast-import`: one `git log` however many files (one git per file would take minutes).
@Suite("GitHistory at scale", .enabled(if: GitRepository.isGitInstalled))
struct GitHistoryScaleTests {
    static let files = 10_000
    static let start: Int64 = 1_600_000_000

    /// Where file `index` lives: a month folder of 100 entries, as a long-kept diary has them.
    static func path(_ index: Int) -> String {
        let month = index / 100
        let (year, monthOfYear) = (2000 + month / 12, 1 + month % 12)
        let folder = "\(year)/\(pad(monthOfYear))"
        return "Content/entries/\(folder)/\(year)-\(pad(monthOfYear))-\(pad(1 + index % 28))-entry-\(index).md"
    }

    /// Commit `i` (an hour after the one before) adds file `i`, then in the second half changes
    /// file `i - files` again, authored by one of seven writers.
    static func fastImportStream() -> Data {
        var stream = ""
        stream.reserveCapacity(6_000_000)
        for commit in 0..<(2 * files) {
            let file = commit % files
            let time = start + Int64(commit) * 3600
            let body = "entry \(file), version \(commit / files + 1)\n"
            stream += "commit refs/heads/main\n"
            stream += "author Writer \(commit % 7) <w\(commit % 7)@example.com> \(time) +0900\n"
            stream += "committer Writer <w@example.com> \(time) +0900\n"
            stream += "data 7\nchange\n"
            stream += "M 100644 inline \(path(file))\ndata \(body.utf8.count)\n\(body)\n"
        }
        return Data(stream.utf8)
    }

    @Test func tenThousandEntriesInOnePass() throws {
        let repository = try TemporaryFolder()
        try GitRepository.git(["init", "--quiet", "--initial-branch=main"], in: repository.url)
        try GitRepository.git(["fast-import", "--quiet"], in: repository.url, input: Self.fastImportStream())
        // Nothing is checked out (only HEAD's history counts), but the content folder must exist.
        try FileManager.default.createDirectory(
            at: repository.url.appending(path: "Content"), withIntermediateDirectories: true)

        let history = GitHistory.read(root: repository.url)
        #expect(history.files.count == Self.files)
        #expect(!history.isShallow)
        for file in [0, 1, 4_321, Self.files - 1] {
            let record = try #require(history[Self.path(file)])
            #expect(
                record.first?.date == GitTimestamp(seconds: Self.start + Int64(file) * 3600, utcOffset: 9 * 3600))
            #expect(
                record.last.date
                    == GitTimestamp(seconds: Self.start + Int64(file + Self.files) * 3600, utcOffset: 9 * 3600))
            #expect(
                record.last.author
                    == GitIdentity(
                        name: "Writer \((file + Self.files) % 7)", email: "w\((file + Self.files) % 7)@example.com"))
            #expect(record.first?.author.name == "Writer \(file % 7)")
            #expect(record.commitCount == 2)
        }
    }
}
