import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A rebuild with nothing changed reads no entry and writes nothing; any change to an input, the
/// options or the output folder makes it a real build again.
@Suite("Up-to-date builds")
struct BuildStampTests {
    /// Waits out the racy window: files written this close to a build are never trusted unread.
    func settle() async throws { try await Task.sleep(for: .milliseconds(150)) }

    func build(_ diary: TemporaryDiary, drafts: Bool = false) async throws -> BuildReport {
        try await Builder(layout: diary.layout, options: BuildOptions(includeDrafts: drafts, readsGitHistory: false))
            .build()
    }

    @Test func nothingChangedMeansNothingReadOrWritten() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await settle()
        let first = try await build(diary)
        #expect(!first.upToDate)
        let files = OutputGenerationTests.identities(diary.layout.output)
        let again = try await build(diary)
        #expect(again.upToDate)
        #expect(again.parsedEntries.isEmpty && again.renderedPages.isEmpty)
        #expect(
            again.counts.entries == first.counts.entries && again.counts.pages == first.counts.pages
                && again.counts.comments == first.counts.comments)
        #expect(OutputGenerationTests.identities(diary.layout.output) == files)
    }

    @Test func anyChangeMakesARealBuild() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await settle()
        _ = try await build(diary)

        try Data("---\ntitle: May!\n---\nA new month.\n".utf8).write(
            to: diary.root.appending(path: "Content/entries/2026-05-01-may.md"))
        try await settle()
        #expect(try await build(diary).upToDate == false, "an entry changed")
        #expect(try await build(diary).upToDate, "then nothing")

        #expect(try await build(diary, drafts: true).upToDate == false, "other options")
        #expect(try await build(diary, drafts: true).upToDate)

        try FileManager.default.createDirectory(
            at: diary.root.appending(path: "Themes/default/templates/partials"), withIntermediateDirectories: true)
        try Data("<footer>ours</footer>\n".utf8).write(
            to: diary.root.appending(path: "Themes/default/templates/partials/footer.mustache"))
        try await settle()
        #expect(try await build(diary, drafts: true).upToDate == false, "a theme override")
        #expect(diary.output("index.html")?.contains("<footer>ours</footer>") == true)

        try FileManager.default.removeItem(at: diary.layout.output.appending(path: "404.html"))
        #expect(try await build(diary, drafts: true).upToDate == false, "a file deleted from the output")
        #expect(diary.output("404.html") != nil)

        try Data("stray".utf8).write(to: diary.layout.output.appending(path: "2026/04/stray.html"))
        #expect(try await build(diary, drafts: true).upToDate == false, "a file put into the output by hand")
        #expect(diary.output("2026/04/stray.html") == nil)

        try Data("edited by hand".utf8).write(to: diary.layout.output.appending(path: "index.html"))
        #expect(try await build(diary, drafts: true).upToDate == false, "a file of the output edited by hand")
        #expect(diary.output("index.html")?.contains("<footer>ours</footer>") == true)
        #expect(try await build(diary, drafts: true).upToDate)
    }

    /// The output folder is checked while `Content/` is scanned (`PublishedCheck`), and a build
    /// with work to do takes that check over: what it found changed by hand is made right in the
    /// same build as the entry that changed.
    @Test func aBuildWithWorkToDoMendsWhatTheEarlyCheckFound() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await settle()
        _ = try await build(diary)
        let untouched = try #require(diary.output("404.html"))

        try Data("---\ntitle: May!\n---\nA new month.\n".utf8).write(
            to: diary.root.appending(path: "Content/entries/2026-05-01-may.md"))
        try Data("edited by hand".utf8).write(to: diary.layout.output.appending(path: "404.html"))
        try Data("stray".utf8).write(to: diary.layout.output.appending(path: "2026/04/stray.html"))
        try await settle()
        let report = try await build(diary)
        #expect(!report.upToDate)
        #expect(diary.output("2026/05/may/index.html") != nil, "the entry's page")
        #expect(diary.output("404.html") == untouched, "the page edited by hand, as rendered")
        #expect(diary.output("2026/04/stray.html") == nil, "the file put there by hand")
        #expect(try await build(diary).upToDate)
    }

    /// Every option a build's output depends on is in the stamp's description of the options,
    /// the photo library and its settings included.
    @Test func theOptionsDescriptionTellsEveryOptionApart() {
        func described(_ change: (inout BuildOptions) -> Void) -> String {
            var options = BuildOptions(
                photos: PhotoProcessing(library: VipsImageLibrary(), workers: 2, maxPixels: 1000))
            change(&options)
            return BuildStamp.describe(options)
        }
        let variants = [
            described { _ in },
            described { $0.includeDrafts = true },
            described { $0.baseURL = "/diary/" },
            described { $0.readsGitHistory = false },
            described { $0.photos.library = VipsImageLibrary(libraryPath: "/opt/libvips.so.42") },
            described { $0.photos.library = UnavailableImageLibrary() },
            described { $0.photos.library = UnavailableImageLibrary(reason: "other") },
            described { $0.photos.workers = 1 },
            described { $0.photos.maxPixels = 2000 },
        ]
        #expect(Set(variants).count == variants.count, "\(variants)")
        #expect(described { _ in } == described { _ in })
    }

    @Test func filesWrittenJustBeforeABuildAreNeverTrustedUnread() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        _ = try await build(diary)  // the entries were written a moment ago
        #expect(try await build(diary).upToDate == false)
    }

    @Test func aBuildWithWarningsIsNeverSkipped() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-x.md": "---\ntitle: X\nmoood: happy\n---\nHi\n"])
        try await settle()
        let first = try await build(diary)
        #expect(!first.warnings.isEmpty)
        let again = try await build(diary)
        #expect(!again.upToDate)
        #expect(again.warnings == first.warnings)
    }

    @Test func aDamagedStampOnlyCostsTime() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await settle()
        _ = try await build(diary)
        try Data("{not json".utf8).write(to: BuildStamp.location(in: diary.layout))
        #expect(try await build(diary).upToDate == false)
        #expect(try await build(diary).upToDate)
    }
}
