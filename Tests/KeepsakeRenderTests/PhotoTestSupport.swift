import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Diaries with photos, for the photo tests.
enum PhotoDiary {
    /// Whether libvips can be loaded here (`script/bootstrap` installs it).
    static let hasLibvips = VipsImageLibrary().unavailableReason == nil

    /// An entry dated `day` of April 2026 whose polaroid shows `photo` (line 3 of the file, column 8).
    static func entry(_ day: Int, photo: String, body: String = "") -> String {
        "---\ntitle: Day \(day)\nphoto: \(photo)\nphoto_alt: A test picture\n---\n\(body)\n"
    }

    /// Its page is `2026/04/day<day>/index.html`.
    static func entryPath(_ day: Int) -> String { String(format: "Content/2026-04-%02d-day%d.md", day, day) }

    /// A diary with one entry per photo (`Content/photos/<name>` → bytes).
    static func make(_ photos: [(name: String, bytes: [UInt8])], config: String = TemporaryDiary.defaultConfig) throws
        -> TemporaryDiary
    {
        var files: [String: String] = [:]
        for (index, photo) in photos.enumerated() {
            files[entryPath(index + 1)] = entry(index + 1, photo: "photos/\(photo.name)")
        }
        let diary = try TemporaryDiary(files, config: config)
        for photo in photos { try diary.write(photo.bytes, to: "Content/photos/\(photo.name)") }
        return diary
    }
}

extension TemporaryDiary {
    func write(_ bytes: [UInt8], to path: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func bytes(_ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: root.appending(path: path).path).map { Array($0) } ?? []
    }

    func build(photos: PhotoProcessing, write: Bool = true) async throws(BuildFailure) -> BuildReport {
        try await Builder(layout: layout, options: BuildOptions(write: write, photos: photos)).build()
    }

    /// The files of the photo cache.
    var cacheFiles: [String] {
        let folder = root.appending(path: PhotoCache.relativeFolder).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}

/// An image library that is not there, as on a machine without libvips: a photo not in the photo
/// cache then fails the build, unless diary.yaml publishes originals.
struct UnavailableImageLibrary: ImageLibrary {
    let unavailableReason: String?

    init(reason: String = "no image library") {
        unavailableReason = reason
    }

    var identity: String { "unavailable: " + (unavailableReason ?? "-") }

    func readHeader(of path: String) throws(ImageLibraryError) -> ImageHeader {
        throw ImageLibraryError(unavailableReason ?? "no image library")
    }

    func render(
        _ path: String, base: PixelSize, toSRGB: Bool, requests: [ImageRequest], keepMetadata: Bool
    ) throws(ImageLibraryError) -> [PixelSize] {
        throw ImageLibraryError(unavailableReason ?? "no image library")
    }
}

extension TemporaryDiary {
    /// The photo stage alone, on the diary as a build assembles it, with `keep_metadata` and
    /// `publish_originals` as its diary.yaml says; with the renderer that would take its photos.
    func photoStage(
        _ processing: PhotoProcessing, memo: PhotoMemo = PhotoMemo()
    ) async throws -> (outcome: PhotoPipeline.Outcome, renderer: SiteRenderer) {
        let (settings, diary) = try await AssembledSample.assemble(layout)
        let pipeline = PhotoPipeline(
            layout: layout, processing: processing, keepMetadata: settings.config.keepPhotoMetadata,
            publishOriginals: settings.config.publishPhotoOriginals)
        let outcome = await pipeline.process(diary.photos, pictures: diary.pictures, memo: memo)
        let renderer = SiteRenderer(
            diary: diary, theme: settings.theme, language: settings.language, settings: settings.digest,
            photos: outcome.photos)
        return (outcome, renderer)
    }
}
