import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeBuild
@testable import KeepsakeRender

/// The photo memo remembers what the cache holds for each photo, and stands for it while the
/// cache folder keeps the stamp it was checked under: a diary with thousands of photos then reads
/// no manifest per build. A file added to or removed from the folder moves its stamp, and every
/// manifest is checked again.
@Suite(
    "Photo memo", .enabled(if: PhotoDiary.hasLibvips, "libvips42 is not installed (script/bootstrap installs it)"))
struct PhotoMemoTests {
    /// Two photos built, then built again once the cache folder's stamp can prove something: the
    /// memo then stands for the cache.
    private func diaryWithCheckedMemo() async throws -> TemporaryDiary {
        let diary = try PhotoDiary.make([
            ("a.jpg", TestImages.jpeg(width: 64, height: 48)), ("b.jpg", TestImages.jpeg(width: 48, height: 64)),
        ])
        let first = try await diary.build()
        #expect(first.processedPhotos.count == 2)
        try await rebuildAfterAnEdit(diary, "First.")
        let memo = PhotoMemo.load(from: PhotoCache(layout: diary.layout))
        #expect(memo.folder != nil, "the memo stands for the cache folder")
        return diary
    }

    /// Edits an entry's text (so the build is not skipped) once stamps are no longer recent.
    @discardableResult
    private func rebuildAfterAnEdit(_ diary: TemporaryDiary, _ text: String) async throws -> BuildReport {
        try await Task.sleep(for: .milliseconds(150))
        try diary.write(Array(PhotoDiary.entry(1, photo: "photos/a.jpg", body: text).utf8), to: PhotoDiary.entryPath(1))
        let report = try await diary.build()
        #expect(!report.upToDate)
        #expect(report.warnings == [])
        return report
    }

    private func manifests(_ diary: TemporaryDiary) -> [String] {
        diary.cacheFiles.filter { $0.hasSuffix(".json") }
    }

    @Test func theCacheIsNotReadWhileItsFolderKeepsItsStamp() async throws {
        let diary = try await diaryWithCheckedMemo()
        let published = try PhotoPipelineTests.media(diary)
        // Damaged in place: the folder's stamp does not move, and the memo stands for the manifest.
        let manifest = try #require(manifests(diary).first)
        let path = diary.root.appending(path: PhotoCache.relativeFolder + "/" + manifest).path
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("not a manifest".utf8))
        try handle.close()
        let again = try await rebuildAfterAnEdit(diary, "Second.")
        #expect(again.processedPhotos == [])
        #expect(try PhotoPipelineTests.media(diary) == published)
        // A file added to the folder moves its stamp: every manifest is read again, and the
        // damaged one makes its photo again.
        try diary.write(Array("x".utf8), to: PhotoCache.relativeFolder + "/unrelated")
        let checked = try await rebuildAfterAnEdit(diary, "Third.")
        #expect(checked.processedPhotos.count == 1)
        #expect(try PhotoPipelineTests.media(diary).keys.sorted() == published.keys.sorted())
    }

    @Test func aFileRemovedFromTheCacheIsMadeAgain() async throws {
        let diary = try await diaryWithCheckedMemo()
        let published = try PhotoPipelineTests.media(diary)
        let variant = try #require(diary.cacheFiles.first { $0.hasSuffix(".webp") })
        try FileManager.default.removeItem(
            atPath: diary.root.appending(path: PhotoCache.relativeFolder + "/" + variant).path)
        let again = try await rebuildAfterAnEdit(diary, "Second.")
        #expect(again.processedPhotos.count == 1)
        #expect(diary.cacheFiles.contains(variant))
        #expect(try PhotoPipelineTests.media(diary).keys.sorted() == published.keys.sorted())
    }

    @Test func aDamagedMemoIsIgnored() async throws {
        let diary = try await diaryWithCheckedMemo()
        let published = try PhotoPipelineTests.media(diary)
        let location = PhotoMemo.location(of: PhotoCache(layout: diary.layout))
        var bytes = try Array(Data(contentsOf: location))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: location)
        #expect(PhotoMemo.load(from: PhotoCache(layout: diary.layout)).isEmpty)
        let again = try await rebuildAfterAnEdit(diary, "Second.")
        #expect(again.processedPhotos == [])
        #expect(try PhotoPipelineTests.media(diary) == published)
        #expect(PhotoMemo.load(from: PhotoCache(layout: diary.layout)).isEmpty == false)
    }
}
