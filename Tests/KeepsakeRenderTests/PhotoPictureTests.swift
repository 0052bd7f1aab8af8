import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Pictures a body shows are published at their own address (the body's HTML points there), in
/// their own format, upright, at most 1600 px wide and without their metadata.
@Suite(
    "Body pictures", .enabled(if: PhotoDiary.hasLibvips, "libvips42 is not installed (script/bootstrap installs it)"))
struct PhotoPictureTests {
    static func diary(body: String, files: [String: [UInt8]]) throws -> TemporaryDiary {
        let diary = try TemporaryDiary([PhotoDiary.entryPath(1): "---\ntitle: Pictures\n---\n" + body])
        for (name, bytes) in files { try diary.write(bytes, to: "Content/" + name) }
        return diary
    }

    @Test func aJPEGIsTurnedUprightAndLosesItsLocation() async throws {
        let photo = TestImages.withExif(TestImages.jpeg(width: 64, height: 32), orientation: 6, latitude: 37)
        let diary = try Self.diary(body: "Look: ![the sea](photos/sea.jpg)\n", files: ["photos/sea.jpg": photo])
        let report = try await diary.build()
        #expect(report.warnings == [])
        let published = diary.bytes("Output/media/photos/sea.jpg")
        #expect(published.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(!TestImages.contains(published, "Exif"))
        let header = try VipsImageLibrary().readHeader(
            of: diary.layout.output.appending(path: "media/photos/sea.jpg").path)
        #expect(header.size == PixelSize(width: 32, height: 64))
        #expect(diary.output("2026/04/day1/index.html")?.contains(#"src="../../../media/photos/sea.jpg""#) == true)
    }

    @Test func otherPicturesArePublishedAsTheyAre() async throws {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]
        let diary = try Self.diary(body: "![a](a.gif)\n", files: ["a.gif": gif])
        _ = try await diary.build()
        #expect(diary.bytes("Output/media/a.gif") == gif)
    }

    @Test func aDamagedPictureIsAnErrorAtItsPlaceInTheBody() async throws {
        let truncated = Array(TestImages.jpeg(width: 800, height: 800).prefix(300))
        let diary = try Self.diary(body: "First line.\n\nThen ![cut](cut.jpg)\n", files: ["cut.jpg": truncated])
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        let error = try #require(failure?.diagnostics.first)
        #expect(error.location == SourceLocation(path: PhotoDiary.entryPath(1), line: 6, column: 6))
        #expect(error.message.hasPrefix("picture \"cut.jpg\" is not an image libvips can read ("))
    }

    @Test func aPhotoTheBodyShowsTooIsPublishedBothWays() async throws {
        let jpeg = TestImages.jpeg(width: 64, height: 48)
        let diary = try TemporaryDiary([
            PhotoDiary.entryPath(1): PhotoDiary.entry(1, photo: "photos/a.jpg", body: "![again](photos/a.jpg)")
        ])
        try diary.write(jpeg, to: "Content/photos/a.jpg")
        let report = try await diary.build()
        let paths = Set(report.site.files.map(\.path))
        #expect(paths.contains("media/photos/a.jpg"))
        #expect(paths.contains { $0.hasPrefix("media/photos/a-64-") && $0.hasSuffix(".webp") })
        #expect(report.processedPhotos == ["Content/photos/a.jpg"])
    }
}
