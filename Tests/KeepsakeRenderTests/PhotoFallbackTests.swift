import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Without libvips a photo the photo cache does not hold cannot be resized: the build fails with one
/// error for all of them and publishes nothing (never the originals, with their GPS positions),
/// unless diary.yaml publishes originals (`PhotoOriginalsTests`).
@Suite("Photos without libvips")
struct PhotoFallbackTests {
    static let missing = PhotoProcessing(
        library: UnavailableImageLibrary(reason: "libvips.so.42: cannot open shared object file"))
    /// A phone photo's EXIF: upright, taken at 37° north.
    static let located = TestImages.withExif(TestImages.jpeg(width: 64, height: 48), orientation: 1, latitude: 37)
    static let hint =
        "  hint: install libvips (Debian and Ubuntu: apt-get install libvips42), or set "
        + "`photos: { publish_originals: true }` in diary.yaml to publish them unresized with their metadata removed"

    @Test func photosThatNeedLibvipsAreOneLocatedErrorAndNothingIsPublished() async throws {
        let diary = try TemporaryDiary([PhotoDiary.entryPath(1): "---\ntitle: Day 1\n---\nNo photo yet.\n"])
        _ = try await diary.build(photos: Self.missing)
        let before = Fixtures.tree(diary.layout.output)
        for day in 1...3 {
            try Data(PhotoDiary.entry(day, photo: "photos/\(day).jpg").utf8)
                .write(to: diary.root.appending(path: PhotoDiary.entryPath(day)))
            try diary.write(Self.located, to: "Content/photos/\(day).jpg")
        }
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build(photos: Self.missing) }
        #expect(
            failure?.diagnostics.map(\.description) == [
                "Content/2026-04-01-day1.md:3:8: error: photo \"1.jpg\" and 2 more photos cannot be resized: "
                    + "libvips is not available (libvips.so.42: cannot open shared object file)\n" + Self.hint
            ])
        #expect(Fixtures.tree(diary.layout.output) == before, "Output/ is as it was")
        #expect(diary.bytes("Output/media/photos/1.jpg") == [])
        #expect(diary.cacheFiles.filter { !$0.hasSuffix(".json") } == [], "nothing processed")
    }

    @Test func bodyPicturesThatNeedLibvipsAreCountedInTheOneError() async throws {
        let diary = try TemporaryDiary([
            PhotoDiary.entryPath(1): "---\ntitle: Pictures\n---\n![a](p/a.jpg) ![b](p/b.png)\n"
        ])
        try diary.write(Self.located, to: "Content/p/a.jpg")
        try diary.write(TestImages.png(width: 4, height: 4) { _, _ in (1, 2, 3, 255) }, to: "Content/p/b.png")
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build(photos: Self.missing) }
        #expect(
            failure?.diagnostics.map(\.headline) == [
                "Content/2026-04-01-day1.md:4:1: error: picture \"a.jpg\" and 1 more picture cannot be resized: "
                    + "libvips is not available (libvips.so.42: cannot open shared object file)"
            ])
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.path))
    }

    /// GIF animations and SVG drawings are published as they are with libvips too.
    @Test func picturesPublishedAsTheyAreAnywayNeedNoLibvips() async throws {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)
        let diary = try TemporaryDiary([PhotoDiary.entryPath(1): "---\ntitle: P\n---\n![a](a.gif) ![b](b.svg)\n"])
        try diary.write(gif, to: "Content/a.gif")
        try diary.write(svg, to: "Content/b.svg")
        let report = try await diary.build(photos: Self.missing)
        #expect(report.warnings == [])
        #expect(diary.bytes("Output/media/a.gif") == gif)
        #expect(diary.bytes("Output/media/b.svg") == svg)
    }

    /// What the photo cache holds needs no libvips to publish.
    @Test(.enabled(if: PhotoDiary.hasLibvips)) func cachedPhotosNeedNoLibvips() async throws {
        let diary = try PhotoDiary.make([("a.jpg", Self.located)])
        let resized = try await diary.build(photos: PhotoProcessing())
        let again = try await diary.build(photos: Self.missing)
        #expect(again.warnings == [])
        #expect(
            Set(again.site.files.map(\.path)).filter { $0.hasPrefix("media/") }
                == Set(resized.site.files.map(\.path)).filter { $0.hasPrefix("media/") })
        #expect(diary.output("2026/04/day1/index.html")?.contains("photos/a.jpg\"") == false, "the resized ones")
    }

    @Test func aDiaryWithoutPhotosGetsNoWarning() async throws {
        let diary = try TemporaryDiary(["Content/2026-04-01-day1.md": "No photo.\n"])
        let report = try await diary.build(photos: Self.missing)
        #expect(report.warnings == [])
    }

    @Test func aTextFileNamedJPGIsAnErrorEvenWithoutLibvips() async throws {
        let diary = try PhotoDiary.make([("notes.jpg", Array("hello".utf8))])
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build(photos: Self.missing) }
        #expect(
            failure?.diagnostics.filter(\.isError).map(\.location) == [
                SourceLocation(path: "Content/2026-04-01-day1.md", line: 3, column: 8)
            ])
        #expect(failure?.diagnostics.count == 1, "no libvips error for a file that is no picture")
    }
}
