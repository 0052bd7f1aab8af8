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
