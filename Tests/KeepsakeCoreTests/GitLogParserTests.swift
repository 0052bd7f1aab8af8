import Foundation
import Testing

@testable import KeepsakeCore

/// The parser on hand-written `git log -z` output: what git prints, and what it must survive.
@Suite("GitLogParser")
struct GitLogParserTests {
    /// One commit as `GitHistory` asks git to print it, then its changes (status, paths…).
    static func commit(
        _ date: String, parents: String = "abc", email: String = "m@x", name: String = "M", _ changes: [String]
    )
        -> String
    {
        "\u{1}\(date)\0\(parents)\0\(email)\0\(name)\0\n" + changes.map { $0 + "\0" }.joined()
    }

    static func parse(_ text: String, isShallow: Bool = false) -> [String: FileHistory] {
        GitLogParser(isShallow: isShallow).parse(Data(text.utf8))
    }

    @Test func newestCommitFirst() {
        let log =
            Self.commit("1700000300 +0900", name: "Jun", ["M", "a.md", "A", "b.md"])
            + Self.commit("1700000200 -0130", ["M", "a.md"])
            + Self.commit("1700000100 +0000", parents: "", ["A", "a.md"])
        let files = Self.parse(log)
        #expect(files["a.md"]?.last.date == GitTimestamp(seconds: 1_700_000_300, utcOffset: 32_400))
        #expect(files["a.md"]?.last.author == GitIdentity(name: "Jun", email: "m@x"))
        #expect(files["a.md"]?.first?.date == GitTimestamp(seconds: 1_700_000_100, utcOffset: 0))
        #expect(files["a.md"]?.commitCount == 3)
        #expect(files["b.md"]?.commitCount == 1)
        #expect(Self.parse(Self.commit("1700000200 -0130", ["M", "c.md"]))["c.md"]?.last.date.utcOffset == -5400)
    }

    @Test func renamesCarryTheHistoryBack() {
        let log =
            Self.commit("300 +0000", ["R087", "old.md", "new.md", "M", "other.md"])
            + Self.commit("200 +0000", ["M", "old.md"])
            + Self.commit("100 +0000", parents: "", ["A", "old.md", "A", "other.md"])
        let files = Self.parse(log)
        #expect(Set(files.keys) == ["new.md", "other.md"])
        #expect(files["new.md"]?.first?.date.seconds == 100)
        #expect(files["new.md"]?.commitCount == 3)
    }

    @Test func deletedFilesAndReusedNamesEndTheHistory() {
        let log =
            Self.commit("400 +0000", ["A", "a.md", "D", "gone.md"])
            + Self.commit("300 +0000", ["D", "a.md"])
            + Self.commit("200 +0000", ["M", "a.md", "M", "gone.md"])
            + Self.commit("100 +0000", ["A", "a.md", "A", "gone.md"])
        let files = Self.parse(log)
        #expect(Array(files.keys) == ["a.md"])
        #expect(files["a.md"]?.first?.date.seconds == 400)
        #expect(files["a.md"]?.commitCount == 1)
    }

    @Test func aShallowBoundaryIsNotAChange() {
        let log =
            Self.commit("300 +0000", ["M", "a.md", "A", "c.md"])
            + Self.commit("200 +0000", parents: "", ["A", "a.md", "A", "b.md"])
        let shallow = Self.parse(log, isShallow: true)
        #expect(Set(shallow.keys) == ["a.md", "c.md"])
        #expect(shallow["a.md"]?.first == nil)
        #expect(shallow["a.md"]?.commitCount == 1)
        #expect(shallow["c.md"]?.first?.date.seconds == 300)
        // In a full clone the same parentless commit is the true root.
        #expect(Self.parse(log)["b.md"]?.first?.date.seconds == 200)
    }

    /// Written with `^` for git's commit mark (U+0001), `|` for NUL and `/` for a newline.
    @Test(arguments: [
        "", "/", "garbage", "^", "^not a date||e|n|/M|a.md|", "^100 +0000|p|e", "^100 +0000|p|e|n|/R100|only-one|",
        "^100 +0000|p|e|n|/M", "^100 +09|p|e|n|/M|a.md|", "^99999999999999999999 +0000|p|e|n|/M|a.md|",
    ])
    func brokenOutputIsNeverATrap(text: String) {
        let log = text.replacingOccurrences(of: "^", with: "\u{1}").replacingOccurrences(of: "|", with: "\0")
            .replacingOccurrences(of: "/", with: "\n")
        #expect(Self.parse(log).count <= 1)
    }

    @Test func brokenOutputKeepsWhatCameBefore() {
        let log = Self.commit("200 +0000", ["M", "a.md"]) + "\u{1}garbage\0"
        #expect(Array(Self.parse(log).keys) == ["a.md"])
    }

    @Test func nonUTF8NamesDoNotStopTheParse() {
        var bytes = Data(Self.commit("200 +0000", ["M", "a.md"]).utf8)
        bytes.append(contentsOf: Array("M\0".utf8) + [0xFF, 0xFE, 0x00])
        bytes.append(contentsOf: Array("M\0b.md\0".utf8))
        let files = GitLogParser(isShallow: false).parse(bytes)
        #expect(files.count == 3)
        #expect(files["b.md"] != nil)
    }

    @Test func rawTimestamps() {
        #expect(
            GitTimestamp(raw: Array("1712297400 +0900".utf8)) == GitTimestamp(seconds: 1_712_297_400, utcOffset: 32_400)
        )
        #expect(GitTimestamp(raw: Array("-5 -0530".utf8)) == GitTimestamp(seconds: -5, utcOffset: -19_800))
        for bad in ["", "1712297400", "1712297400 0900", "x +0900", "1 +09:00", "1 +09000", " 1 +0900"] {
            #expect(GitTimestamp(raw: Array(bad.utf8)) == nil, "\(bad)")
        }
        #expect(
            DiaryDateParser(timeZone: Fixture.seoul).date(
                at: GitTimestamp(seconds: 1_712_297_400, utcOffset: 0).instant
            )
            .rfc3339
                == "2024-04-05T15:10:00+09:00")
    }
}
