import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// `photos: { publish_originals: true }` without libvips: photos and pictures are published
/// unresized, their metadata removed by our own code, once, through the photo cache.
@Suite("Photo originals without libvips")
struct PhotoOriginalsTests {
    static let missing = PhotoFallbackTests.missing
    static let config = TemporaryDiary.defaultConfig + "photos: { publish_originals: true }\n"
    static let jpeg = TestImages.jpeg(width: 64, height: 48)
    static let located = TestImages.withExif(jpeg, orientation: 1, latitude: 37)
    static let png = TestImages.png(width: 4, height: 3) { x, y in (UInt8(x * 60), UInt8(y * 80), 7, 255) }
    /// `png` with a text chunk and an EXIF chunk (the JPEG's TIFF block, GPS included) after its header.
    static let annotatedPNG: [UInt8] = {
        let tiff = Array(located[12..<(4 + (Int(located[4]) << 8 | Int(located[5])))])
        return Array(png[0..<33]) + PNGChunk.make("tEXt", Array("Comment\u{0}at home".utf8))
            + PNGChunk.make("eXIf", tiff) + Array(png[33...])
    }()
    static let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]
    static let heic =
        Array("\u{0}\u{0}\u{0}\u{18}ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8) + [UInt8](repeating: 0, count: 40)

    /// Entry 1: the located JPEG as its photo, the annotated PNG and a GIF in its body.
    static func diary(config: String = config) throws -> TemporaryDiary {
        let diary = try TemporaryDiary(
            [PhotoDiary.entryPath(1): PhotoDiary.entry(1, photo: "photos/a.jpg", body: "![b](p/b.png) ![c](p/c.gif)")],
            config: config)
        try diary.write(located, to: "Content/photos/a.jpg")
        try diary.write(annotatedPNG, to: "Content/p/b.png")
        try diary.write(gif, to: "Content/p/c.gif")
        return diary
    }

    @Test func originalsArePublishedWithoutTheirMetadata() async throws {
        let diary = try Self.diary()
        let (outcome, renderer) = try await diary.photoStage(Self.missing)
        #expect(outcome.diagnostics.map(\.description) == [])
        #expect(outcome.processed == [], "nothing resized")
        let photo = try #require(outcome.photos.picture("Content/photos/a.jpg"))
        #expect(photo.sitePath == "media/photos/a.jpg")
        #expect(diary.bytes(photo.cachePath) == Self.jpeg, "no EXIF, no GPS; the image data as it was")
        let picture = try #require(outcome.photos.picture("Content/p/b.png"))
        #expect(diary.bytes(picture.cachePath) == Self.png)
        #expect(outcome.photos.picture("Content/p/c.gif") == nil, "a GIF is published as it is")
        let files = Dictionary(uniqueKeysWithValues: renderer.photoFiles().map { ($0.path, $0.contents) })
        #expect(files["media/p/b.png"] == .processed(path: picture.cachePath))
        #expect(files["media/p/c.gif"] == .copy(of: "Content/p/c.gif"))
    }

    @Test func anOriginalIsStrippedOnce() async throws {
        let diary = try Self.diary()
        let (first, _) = try await diary.photoStage(Self.missing)
        let path = try #require(first.photos.picture("Content/photos/a.jpg")).cachePath
        let inode = try FileManager.default.attributesOfItem(atPath: diary.root.appending(path: path).path)[
            .systemFileNumber]
        for memo in [first.memo, PhotoMemo()] {
            let (again, _) = try await diary.photoStage(Self.missing, memo: memo)
            #expect(again.photos.picture("Content/photos/a.jpg")?.cachePath == path)
            #expect(again.cacheKeys == first.cacheKeys, "kept from pruning")
        }
        let now = try FileManager.default.attributesOfItem(atPath: diary.root.appending(path: path).path)
        #expect(now[.systemFileNumber] as? UInt64 == inode as? UInt64, "not written again")
    }

    @Test func aHEICPhotoIsAnErrorNamingIt() async throws {
        let diary = try PhotoDiary.make([("IMG_0001.heic", Self.heic)], config: Self.config)
        let (outcome, _) = try await diary.photoStage(Self.missing)
        #expect(
            outcome.diagnostics.map(\.description) == [
                "Content/2026-04-01-day1.md:3:8: error: photo \"IMG_0001.heic\": cannot remove the metadata of this HEIC photo without libvips\n"
                    + "  hint: install libvips (Debian and Ubuntu: apt-get install libvips42), or export it as JPEG"
            ])
    }

    @Test func keepMetadataPublishesOriginalsAsTheyAre() async throws {
        let diary = try Self.diary(
            config: TemporaryDiary.defaultConfig + "photos: { keep_metadata: true, publish_originals: true }\n")
        let (outcome, renderer) = try await diary.photoStage(Self.missing)
        #expect(outcome.diagnostics == [])
        #expect(outcome.photos.picture("Content/photos/a.jpg") == nil)
        let files = Dictionary(uniqueKeysWithValues: renderer.photoFiles().map { ($0.path, $0.contents) })
        #expect(files["media/photos/a.jpg"] == .copy(of: "Content/photos/a.jpg"))
        #expect(files["media/p/b.png"] == .copy(of: "Content/p/b.png"))
    }

    @Test func withoutTheSettingTheStageFailsAndStripsNothing() async throws {
        let diary = try Self.diary(config: TemporaryDiary.defaultConfig)
        let (outcome, _) = try await diary.photoStage(Self.missing)
        #expect(
            outcome.diagnostics.map(\.headline) == [
                "Content/2026-04-01-day1.md:3:8: error: photo \"a.jpg\" and 1 more picture cannot be resized: "
                    + "libvips is not available (libvips.so.42: cannot open shared object file)"
            ])
        #expect(outcome.photos.picture("Content/photos/a.jpg") == nil)
        #expect(diary.cacheFiles.filter { !$0.hasSuffix(".json") } == [])
    }
}

/// A PNG chunk, with its CRC.
enum PNGChunk {
    static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = PNGMetadata.crc32(typed)
        return [24, 16, 8, 0].map { UInt8(data.count >> $0 & 0xFF) } + typed
            + [24, 16, 8, 0].map { UInt8(crc >> $0 & 0xFF) }
    }
}

/// The same through `Builder`, as `keepsake build` runs it: the setting reaches the photo stage and
/// the stripped originals are what the site publishes.
@Suite("Photo originals without libvips: whole builds")
struct PhotoOriginalsBuildTests {
    @Test func theBuildPublishesOriginalsWithoutTheirMetadata() async throws {
        let diary = try PhotoOriginalsTests.diary()
        let report = try await diary.build(photos: PhotoOriginalsTests.missing)
        #expect(report.warnings == [])
        let photo = diary.bytes("Output/media/photos/a.jpg")
        #expect(photo == PhotoOriginalsTests.jpeg)
        #expect(!TestImages.contains(photo, "Exif\u{0}\u{0}"))
        #expect(diary.bytes("Output/media/p/b.png") == PhotoOriginalsTests.png)
        #expect(diary.bytes("Output/media/p/c.gif") == PhotoOriginalsTests.gif)
        let page = try #require(diary.output("2026/04/day1/index.html"))
        #expect(page.contains(#"<img class="polaroid-photo" src="../../../media/photos/a.jpg" alt="A test picture">"#))
    }

    @Test func aPhotoTheBodyShowsTooIsPublishedWithoutItsMetadata() async throws {
        let diary = try TemporaryDiary(
            [PhotoDiary.entryPath(1): PhotoDiary.entry(1, photo: "photos/a.jpg", body: "![again](photos/a.jpg)")],
            config: PhotoOriginalsTests.config)
        try diary.write(PhotoOriginalsTests.located, to: "Content/photos/a.jpg")
        _ = try await diary.build(photos: PhotoOriginalsTests.missing)
        #expect(diary.bytes("Output/media/photos/a.jpg") == PhotoOriginalsTests.jpeg)
    }

    @Test func aHEICPhotoFailsTheBuild() async throws {
        let diary = try PhotoDiary.make(
            [("IMG_0001.heic", PhotoOriginalsTests.heic)], config: PhotoOriginalsTests.config)
        let failure = await #expect(throws: BuildFailure.self) {
            try await diary.build(photos: PhotoOriginalsTests.missing)
        }
        #expect(
            failure?.diagnostics.map(\.headline) == [
                "Content/2026-04-01-day1.md:3:8: error: photo \"IMG_0001.heic\": cannot remove the metadata of this HEIC photo without libvips"
            ])
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.path))
    }
}
