import Foundation
import Testing

@testable import KeepsakeCore

/// An inventory's files and lists as bytes (`FileSet`, `SortedPaths`) answer as the sets and
/// lists of strings they replaced did.
@Suite("Files and paths as bytes")
struct FileSetTests {
    private let composed = "Content/entries/2024/05/photos/사진.jpg"
    private var decomposed: String { composed.decomposedStringWithCanonicalMapping }

    /// Lists appended to one another keep every path, in order, Korean ones too, and their bytes.
    @Test func pathListsAppendedKeepEveryPath() {
        let first: PathList = ["Content/a.md", "Content/일기/소풍.md"]
        let second: PathList = ["", "Content/b/c.jpg", "Content/e\u{301}té.md"]
        var both = first
        both.append(contentsOf: second)
        #expect(Array(both) == Array(first) + Array(second))
        #expect(both.byteCount == first.byteCount + second.byteCount)
        var empty = PathList()
        empty.append(contentsOf: first)
        #expect(empty == first)
    }

    @Test func aNameWrittenEitherWayFindsTheFolderSpelling() throws {
        let files: FileSet = ["Content/diary.yaml", decomposed, "Content/entries/2024/05/a.md"]
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        #expect(files.contains(composed) && files.contains(decomposed))
        let found = try #require(files.spelling(of: composed))
        #expect(Array(found.utf8) == Array(decomposed.utf8), "the folder's spelling, which opens the file")
        #expect(files.spelling(of: decomposed) == decomposed)
        #expect(files.sharedSpelling(of: composed).map { Array($0.utf8) } == Array(decomposed.utf8))
        #expect(!files.contains("Content/entries/2024/05/b.md"))
        #expect(!files.contains("content/diary.yaml"), "paths compare exactly, case included")
        // The Kelvin sign is "K" once normalised: an ASCII name found by a non-ASCII spelling.
        #expect(FileSet(["Content/K.png"]).contains("Content/\u{212A}.png"))
    }

    @Test func oneStringPerFileHoweverOftenAsked() throws {
        let files: FileSet = [decomposed]
        var first = try #require(files.sharedSpelling(of: composed))
        var second = try #require(files.sharedSpelling(of: decomposed))
        let same = first.withUTF8 { a in second.withUTF8 { b in a.baseAddress == b.baseAddress } }
        #expect(same, "the same storage, not a copy per reference")
    }

    @Test func equalPathsAreOneFileAndSetsCompareByFiles() {
        let files = FileSet(["a.md", "b.md", "a.md", composed, decomposed])
        #expect(files.count == 3)
        #expect(Set(files).count == 3)
        #expect(files == FileSet([decomposed, "b.md", "a.md"]))
        #expect(files != FileSet(["a.md", "b.md"]))
        let updated = files.updating(adding: ["c.md"], removing: ["a.md"])
        #expect(updated == FileSet(["b.md", "c.md", composed]))
        #expect(files.inserting("b.md") == files)
        #expect(FileSet().count == 0 && !FileSet().contains("a.md"))
    }

    @Test func sortedPathsKeepByteOrderAsTheyChange() {
        var base = PathList()
        for path in ["Content/z.md", "Content/a.md", "Content/m.md", "Content/photo.jpg"] { base.append(path) }
        var paths = SortedPaths(base, sorting: [0, 1, 2])
        #expect(Array(paths) == ["Content/a.md", "Content/m.md", "Content/z.md"])
        #expect(paths == ["Content/a.md", "Content/m.md", "Content/z.md"])
        #expect(paths.order(at: 0, "Content/b.md") < 0 && paths.order(at: 1, "Content/m.md") == 0)
        paths.insert("Content/b.md", at: 1)
        paths.remove(at: 3)
        #expect(paths == ["Content/a.md", "Content/b.md", "Content/m.md"])
        #expect(base.count == 4, "the shared list is copied, not changed")
        #expect(paths != ["Content/a.md", "Content/b.md"])
    }
}

/// A list that keeps each folder once gives the same paths, order and comparisons as one that
/// keeps every path whole.
@Suite("Paths with their folders kept once")
struct SharedFolderPathTests {
    private static let paths = [
        "Content/entries/2024/05/2024-05-03-소풍.md", "Content/entries/2024/05/2024-05-03-소풍.comments.json",
        "Content/entries/2024/05/photos/a.jpg", "Content/entries/2024/05/2024-05-01-b.md", "Content/entries/2024/0",
        "Content/entries/2024/05", "Content/entries/2024/05/", "README", "", "Content/entries/2024/05/2024-05-03-소풍.md",
        "Content/entries/2024/04/z.md", "Content/a/b/c/d/e.md", "Content/entries/2024/05/photos/b.jpg",
    ]

    private func shared(_ paths: [String]) -> PathList {
        var list = PathList(sharingFolders: true)
        for path in paths { list.append(path) }
        return list
    }

    @Test func pathsComeBackAsTheyWent() {
        let list = shared(Self.paths)
        #expect(Array(list) == Self.paths)
        #expect(list == PathList(Self.paths) && PathList(Self.paths) == list)
        #expect(list.byteCount < PathList(Self.paths).byteCount, "folders kept apart")
        for index in list.indices {
            #expect(list.withBytes(at: index) { Array($0) } == Array(Self.paths[index].utf8))
        }
        #expect(list.count(endingWith: ".md") == Self.paths.count { $0.hasSuffix(".md") })
        #expect(list.count(endingWith: "05/") == 1)
    }

    @Test func comparisonsAndSortsMatchWholePaths() {
        let list = shared(Self.paths)
        let whole = PathList(Self.paths)
        for a in list.indices {
            for b in list.indices {
                let expected = PathList.order(Array(Self.paths[a].utf8), Array(Self.paths[b].utf8))
                #expect(
                    list.order(at: a, list, at: b).signum() == expected.signum(), "\(Self.paths[a]) ~ \(Self.paths[b])")
                #expect(list.order(at: a, whole, at: b).signum() == expected.signum())
                #expect(list.order(at: a, Self.paths[b]).signum() == expected.signum())
            }
        }
        let sorted = list.sortedByBytes(Array(list.indices)).map { list[$0] }
        #expect(sorted == whole.sortedByBytes(Array(whole.indices)).map { whole[$0] })
        #expect(sorted.count == Set(Self.paths).count, "each path once")
    }

    @Test func appendingListsKeepsEveryPath() {
        var list = shared(Array(Self.paths.prefix(5)))
        list.append(contentsOf: shared(Array(Self.paths.dropFirst(5))))
        #expect(Array(list) == Self.paths)
        var plain = PathList(Self.paths.prefix(3))
        plain.append(contentsOf: shared(Array(Self.paths.dropFirst(3))))
        #expect(Array(plain) == Self.paths)
    }

    /// A file set made from a list that keeps folders apart finds its files either way spelled.
    @Test func aFileSetOfSharedFoldersFindsItsFiles() {
        let set = FileSet(shared(Self.paths))
        for path in Self.paths { #expect(set.contains(path)) }
        #expect(set.contains("Content/entries/2024/05/2024-05-03-소풍.md".decomposedStringWithCanonicalMapping))
        #expect(!set.contains("Content/entries/2024/05/2024-05-03-소풍.m"))
    }
}

extension PathList {
    fileprivate static func order(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in order(x, y) } }
    }
}
