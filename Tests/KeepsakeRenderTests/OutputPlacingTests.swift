import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Pages placed into the output while they render are listed in the order they came, and the
/// manifest is made from that list once they all have.
@Suite("Output placing")
struct OutputPlacingTests {
    /// A page placed twice (a build that starts again after a damaged store places its pages
    /// again): the second placing is what the folder and its manifest hold.
    @Test func aPagePlacedAgainIsTheOneTheManifestLists() throws {
        let diary = try TemporaryDiary([:])
        let writer = OutputWriter(layout: diary.layout)
        let transaction = try OutputTransaction(writer)
        let (first, second): (UInt64, UInt64) = (11, 22)
        transaction.place(RenderedSite.File(path: "a/index.html", contents: .bytes(Array("first".utf8)), digest: first))
        transaction.place(RenderedSite.File(path: "b/index.html", contents: .bytes(Array("other".utf8)), digest: first))
        transaction.place(
            RenderedSite.File(path: "a/index.html", contents: .bytes(Array("second".utf8)), digest: second))
        let summary = try transaction.finish(
            RenderedSite(files: [
                RenderedSite.File(path: "a/index.html", contents: .placed, digest: second),
                RenderedSite.File(path: "b/index.html", contents: .placed, digest: first),
            ]))
        let next = try OutputTransaction(writer)
        #expect(next.has("b/index.html", fileDigest: OutputWriter.fileDigest(ofPage: first)))
        #expect(diary.output("a/index.html") == "second")
        #expect(diary.output("b/index.html") == "other")
        let generation = try #require(summary.generation)
        let manifest = try #require(writer.manifest(of: generation))
        #expect(manifest.files["a/index.html"]?.digest == OutputWriter.fileDigest(ofPage: second))
        #expect(manifest.files["b/index.html"]?.digest == OutputWriter.fileDigest(ofPage: first))
        #expect(manifest.files.count == 2)
    }

    /// A page the build kept because the output folder had it, deleted from there before the
    /// write: the build fails with a hint to build again (which renders it), touching nothing else.
    @Test func aKeptPageDeletedDuringTheBuildFailsIt() throws {
        let diary = try TemporaryDiary([:])
        let writer = OutputWriter(layout: diary.layout)
        func site(_ a: RenderedSite.Contents, digest: UInt64, b: String = "b") -> RenderedSite {
            RenderedSite(
                files: [RenderedSite.File(path: "a/index.html", contents: a, digest: digest)]
                    + ["b", "c", "d"].map { name in
                        RenderedSite.File(
                            path: "\(name)/index.html", contents: .bytes(Array((name == "b" ? b : name).utf8)),
                            digest: ContentDigest.of(name == "b" ? b : name))
                    })
        }
        try writer.write(site(.bytes(Array("a".utf8)), digest: 1))
        // Only the published folder has the new `a` now (one change: the hidden generation lags).
        try writer.write(site(.bytes(Array("a2".utf8)), digest: 2))
        let transaction = try OutputTransaction(writer)
        try FileManager.default.removeItem(at: diary.layout.output.appending(path: "a/index.html"))
        #expect {
            try transaction.finish(site(.published, digest: 2, b: "b2"))
        } throws: { error in
            guard case .publishedFileMissing("a/index.html") = error as? OutputWriter.WriteError else { return false }
            return (error as? OutputWriter.WriteError)?.hint == "build again: the next build writes it anew"
        }
        transaction.abandon()
        #expect(diary.output("b/index.html") == "b")
    }
}
