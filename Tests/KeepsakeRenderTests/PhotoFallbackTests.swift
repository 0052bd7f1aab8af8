import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Without libvips a diary still builds: photos are published as they are, with one warning.
@Suite("Photos without libvips")
struct PhotoFallbackTests {
    static let missing = PhotoProcessing(
        library: UnavailableImageLibrary(reason: "libvips.so.42: cannot open shared object file"))

    @Test func photosAreCopiedWithOneWarning() async throws {
        let jpeg = TestImages.jpeg(width: 64, height: 48)
        let diary = try PhotoDiary.make([("a.jpg", jpeg), ("b.jpg", jpeg)])
        let report = try await diary.build(photos: Self.missing)
        #expect(
            report.warnings.map(\.description) == [
                "Content/2026-04-01-day1.md:3:8: warning: photos are published as they are, not resized: libvips is not available (libvips.so.42: cannot open shared object file)\n"
                    + "  hint: install libvips (Debian and Ubuntu: apt-get install libvips42) for WebP and JPEG sizes without the photos' location data"
            ])
        #expect(report.processedPhotos == [])
        #expect(diary.bytes("Output/media/photos/a.jpg") == jpeg)
        #expect(diary.cacheFiles.filter { !$0.hasSuffix(".json") } == [], "nothing processed")
        let page = try #require(diary.output("2026/04/day1/index.html"))
        #expect(page.contains(#"<img class="polaroid-photo" src="../../../media/photos/a.jpg" alt="A test picture">"#))
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
    }

    @Test func aPhotoTheBodyAlsoShowsIsPublishedAsItIsForTheBody() async throws {
        let jpeg = TestImages.jpeg(width: 64, height: 48)
        let diary = try TemporaryDiary([
            PhotoDiary.entryPath(1): PhotoDiary.entry(1, photo: "photos/a.jpg", body: "![again](photos/a.jpg)")
        ])
        try diary.write(jpeg, to: "Content/photos/a.jpg")
        let report = try await diary.build(photos: PhotoDiary.hasLibvips ? PhotoProcessing() : Self.missing)
        #expect(report.site.files.contains { $0.path == "media/photos/a.jpg" })
    }
}
