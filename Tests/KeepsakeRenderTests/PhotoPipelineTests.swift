import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Photos go through libvips: sizes, crops, formats, EXIF orientation and metadata, the cache,
/// located errors for bad pictures. Every picture is made by the test (`TestImages`).
@Suite(
    "Photo pipeline", .enabled(if: PhotoDiary.hasLibvips, "libvips42 is not installed (script/bootstrap installs it)"))
struct PhotoPipelineTests {
    @Test func aRotatedPhotoIsPublishedUprightWithoutItsLocation() async throws {
        // Stored 64 × 32, EXIF orientation 6: upright it is 32 wide and 64 high.
        let photo = TestImages.withExif(TestImages.jpeg(width: 64, height: 32), orientation: 6, latitude: 37)
        let diary = try PhotoDiary.make([("turned.jpg", photo)])
        let report = try await diary.build()
        #expect(report.warnings == [])
        #expect(report.processedPhotos == ["Content/photos/turned.jpg"])
        let media = try Self.media(diary)
        #expect(
            media.keys.sorted().map { $0.replacing(#/-[0-9a-f]{8}\./#, with: ".") } == [
                "turned-32.jpg", "turned-32.webp", "turned-sq32.jpg", "turned-sq32.webp",
            ])
        for (name, bytes) in media {
            #expect(!TestImages.contains(bytes, "Exif"), "\(name) keeps its EXIF block")
            #expect(!TestImages.contains(bytes, "GPS"))
        }
        let library = VipsImageLibrary()
        let full = try #require(media.first { $0.key.hasPrefix("turned-32-") && $0.key.hasSuffix(".jpg") })
        let path = diary.layout.output.appending(path: "media/photos/" + full.key).path
        #expect(try library.readHeader(of: path).size == PixelSize(width: 32, height: 64))
        // The original is not published.
        #expect(diary.output("media/photos/turned.jpg") == nil)
        // The entry page shows the whole photo (no crop) with its size; lists show the square crop.
        let page = try #require(diary.output("2026/04/day1/index.html"))
        #expect(page.contains(#"width="32" height="64""#))
        #expect(page.contains(#"<div class="polaroid-picture is-full">"#))
        #expect(page.contains(#"<source type="image/webp" srcset="../../../media/photos/turned-32-"#))
        #expect(!page.contains("loading=\"lazy\""))
        let month = try #require(diary.output("2026/04/index.html"))
        #expect(month.contains(#"width="32" height="32""#))
    }

    @Test func metadataIsKeptWhenTheDiaryAsks() async throws {
        let photo = TestImages.withExif(TestImages.jpeg(width: 64, height: 32), orientation: 1, latitude: 37)
        let config = TemporaryDiary.defaultConfig + "photos: { keep_metadata: true }\n"
        let diary = try PhotoDiary.make([("kept.jpg", photo)], config: config)
        _ = try await diary.build()
        let jpegs = try Self.media(diary).filter { $0.key.hasSuffix(".jpg") }
        #expect(!jpegs.isEmpty)
        for (_, bytes) in jpegs { #expect(TestImages.contains(bytes, "Exif")) }
    }

    @Test func transparencyIsKeptInWebPAndAPNGFallback() async throws {
        let photo = TestImages.png(width: 40, height: 30) { x, y in (UInt8(x * 6), UInt8(y * 8), 200, x < 20 ? 0 : 255)
        }
        let diary = try PhotoDiary.make([("sticker.png", photo)])
        _ = try await diary.build()
        let media = try Self.media(diary)
        let pngs = media.filter { $0.key.hasSuffix(".png") }
        let webps = media.filter { $0.key.hasSuffix(".webp") }
        #expect(media.filter { $0.key.hasSuffix(".jpg") }.isEmpty)
        #expect(pngs.count == 2 && webps.count == 2)  // full 40 × 30 and the 30 × 30 square
        for (_, bytes) in pngs { #expect(TestImages.pngColorType(bytes) == 6) }
        for (name, bytes) in webps { #expect(TestImages.webpHasAlpha(bytes), "\(name) lost its alpha") }
    }

    @Test func bigPhotosGetThreeWidthsAndTwoSquareCrops() async throws {
        let diary = try PhotoDiary.make([("wide.jpg", TestImages.jpeg(width: 2400, height: 1800))])
        _ = try await diary.build()
        let names = try Self.media(diary).keys.map { $0.replacing(#/-[0-9a-f]{8}\./#, with: ".") }
        #expect(
            Set(names) == [
                "wide-480.jpg", "wide-480.webp", "wide-960.jpg", "wide-960.webp", "wide-1600.jpg", "wide-1600.webp",
                "wide-sq480.jpg", "wide-sq480.webp", "wide-sq960.jpg", "wide-sq960.webp",
            ])
        let page = try #require(diary.output("2026/04/day1/index.html"))
        #expect(page.contains(#"width="960" height="720""#))
        #expect(page.contains(" 480w, "))
        #expect(page.contains(" 1600w\""))
    }

    @Test(arguments: [
        (
            "corrupt.jpg", [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x5A, count: 400),
            "not an image libvips can read"
        ),
        ("truncated.jpg", Array(TestImages.jpeg(width: 800, height: 800).prefix(300)), "not an image libvips can read"),
        ("notes.jpg", Array("just some words, not a picture\n".utf8), "is not an image (it is not JPEG, PNG"),
    ])
    func badPicturesAreLocatedErrors(name: String, bytes: [UInt8], message: String) async throws {
        let diary = try PhotoDiary.make([("good.jpg", TestImages.jpeg(width: 40, height: 40)), (name, bytes)])
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        let errors = (failure?.diagnostics ?? []).filter(\.isError)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.location == SourceLocation(path: PhotoDiary.entryPath(2), line: 3, column: 8))
        #expect(error.message.hasPrefix("photo \"\(name)\" "))
        #expect(error.message.contains(message))
        #expect(error.hint != nil)
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.path), "nothing is written")
    }

    @Test func tooManyPixelsIsALocatedError() async throws {
        let diary = try PhotoDiary.make([("huge.jpg", TestImages.jpeg(width: 300, height: 200))])
        let failure = await #expect(throws: BuildFailure.self) {
            try await diary.build(photos: PhotoProcessing(maxPixels: 50_000))
        }
        #expect(
            failure?.diagnostics.map(\.description) == [
                "Content/2026-04-01-day1.md:3:8: error: photo \"huge.jpg\" is too large: 300×200, 0.1 megapixels (the limit is 0.1 megapixels)\n"
                    + "  hint: scale it down before adding it to the diary; pages never show more than 1600 pixels across"
            ])
    }

    @Test func aHundredMegapixelPhotoIsStreamed() async throws {
        let diary = try PhotoDiary.make([("scan.jpg", TestImages.jpeg(width: 10_000, height: 10_000))])
        let before = Self.peakMemory()
        let report = try await diary.build(write: false)
        #expect(report.processedPhotos.count == 1)
        // Decoded whole it would be 300 MB; shrink-on-load reads it at 1/4 scale and less.
        #expect(Self.peakMemory() - before < 200_000_000)
    }

    // MARK: - Cache

    @Test func aRebuildProcessesNothingAndAnEditedPhotoIsProcessedAgain() async throws {
        let diary = try PhotoDiary.make([
            ("a.jpg", TestImages.jpeg(width: 64, height: 48)), ("b.jpg", TestImages.jpeg(width: 48, height: 64)),
        ])
        let first = try await diary.build()
        #expect(first.processedPhotos.count == 2)
        let cached = diary.cacheFiles
        // Per photo: a full size and a square, in 2 formats, and a manifest (the photos' digests
        // are kept beside the folder).
        #expect(cached.count == 10)

        let again = try await diary.build()
        #expect(again.processedPhotos == [])
        #expect(diary.cacheFiles == cached)

        try diary.write(TestImages.jpeg(width: 80, height: 48), to: "Content/photos/a.jpg")
        let edited = try await diary.build()
        #expect(edited.processedPhotos == ["Content/photos/a.jpg"])
        let page = try #require(diary.output("2026/04/day1/index.html"))
        #expect(page.contains(#"width="80" height="48""#))
    }

    /// Found by profiling: a photo's digest taken from the memo was remembered as read again just
    /// then, so every build rewrote the memo.
    @Test func theMemoOfPhotosIsNotWrittenAgainWhenNoPhotoChanged() async throws {
        let diary = try PhotoDiary.make([("a.jpg", TestImages.jpeg(width: 64, height: 48))])
        try await Task.sleep(for: .milliseconds(150))  // read once it can no longer be racily clean
        _ = try await diary.build()
        let memo = PhotoMemo.location(of: PhotoCache(layout: diary.layout)).path
        func identity() throws -> [String] {
            let attributes = try FileManager.default.attributesOfItem(atPath: memo)
            return ["\(attributes[.systemFileNumber] ?? "")", "\(attributes[.modificationDate] ?? "")"]
        }
        func editAndBuild(_ text: String) async throws -> BuildReport {
            try diary.write(
                Array(PhotoDiary.entry(1, photo: "photos/a.jpg", body: text).utf8), to: PhotoDiary.entryPath(1))
            try await Task.sleep(for: .milliseconds(150))
            return try await diary.build()
        }
        // The build after the photos were made checks the cache once, and saves that it did.
        _ = try await editAndBuild("More.")
        let before = try identity()
        let again = try await editAndBuild("Even more.")
        #expect(!again.upToDate && again.processedPhotos.isEmpty)
        #expect(try identity() == before)
    }

    @Test func aCachedPhotoNeedsNoLibvips() async throws {
        let diary = try PhotoDiary.make([("a.jpg", TestImages.jpeg(width: 64, height: 48))])
        // The site as published (a build lists in its report only the files it did not place
        // while rendering).
        func published() -> [String] {
            let output = diary.layout.output.path
            return (FileManager.default.subpaths(atPath: output) ?? []).filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: output + "/" + path, isDirectory: &isFolder)
                    && !isFolder.boolValue
                    && !path.hasPrefix(".")
            }.sorted()
        }
        let first = try await diary.build()
        let firstPaths = published()
        let again = try await diary.build(photos: PhotoFallbackTests.missing)
        #expect(again.warnings == [])
        #expect(published() == firstPaths)
        #expect(again.counts.pages == first.counts.pages && again.counts.otherFiles == first.counts.otherFiles)
        #expect(firstPaths.contains("media/photos/a-64-297e2152.webp") && firstPaths.contains("index.html"))
    }

    @Test func aSessionRendersThePagesOfAnEditedPhotoAgain() async throws {
        let diary = try PhotoDiary.make([
            ("a.jpg", TestImages.jpeg(width: 64, height: 48)), ("b.jpg", TestImages.jpeg(width: 48, height: 64)),
        ])
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        let unchanged = try await session.build()
        #expect(unchanged.renderedPages.isEmpty)
        #expect(unchanged.processedPhotos == [])
        try diary.write(TestImages.jpeg(width: 64, height: 40), to: "Content/photos/b.jpg")
        // The photo changed, not the entry: the entry is not read again, its pages are rendered again.
        let report = try await session.build()
        #expect(report.parsedEntries == [])
        #expect(report.processedPhotos == ["Content/photos/b.jpg"])
        #expect(report.renderedPages.listed.contains("2026/04/day2/index.html"))
        #expect(report.renderedPages.listed.contains("2026/04/index.html"))
        #expect(report.renderedPages.listed.contains("index.html"))
        #expect(
            BuildSessionTests.contents(report.site)
                == BuildSessionTests.contents(try await diary.build(write: false).site))
    }

    @Test func unusedCacheEntriesArePrunedOnlyWhenOld() async throws {
        let diary = try PhotoDiary.make([("a.jpg", TestImages.jpeg(width: 64, height: 48))])
        _ = try await diary.build()
        let kept = diary.cacheFiles
        let cache = PhotoCache(layout: diary.layout)
        try diary.write([1, 2, 3], to: PhotoCache.relativeFolder + "/0123456789abcdef-01234567-480.webp")
        try diary.write([1], to: PhotoCache.relativeFolder + "/0123456789abcdef-01234567.json")
        let keys = Set(kept.filter { $0.hasSuffix(".json") }.map { String($0.prefix(25)) })
        #expect(cache.prune(keeping: keys) == 0, "a recent entry may be in use by another build")
        #expect(cache.prune(keeping: keys, now: Date() + 2 * PhotoCache.graceSeconds) == 2)
        #expect(diary.cacheFiles == kept)
    }

    // MARK: - Helpers

    /// The published media files (name → bytes).
    static func media(_ diary: TemporaryDiary) throws -> [String: [UInt8]] {
        let folder = diary.layout.output.appending(path: "media/photos")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = FileManager.default.contents(atPath: folder.appending(path: name).path).map { Array($0) }
        }
        return files
    }

    /// The process's peak resident memory so far, in bytes.
    static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
