import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Every file a build reads has a limit, checked from `stat` before it is read: the diary's own
/// theme files by kind, and diary.yaml. Sparse files make the big ones cost no disk.
@Suite("Input limits")
struct InputLimitTests {
    static func sparse(_ diary: TemporaryDiary, _ path: String, size: Int, head: String = "") throws {
        try diary.write(Array(head.utf8), to: path)
        #expect(truncate(diary.root.appending(path: path).path, off_t(size)) == 0)
    }

    static let entry = ["Content/entries/2026-04-05-picnic.md": "---\ntitle: Picnic\n---\nKimbap.\n"]

    @Test func everyThemeFileOverItsLimitIsALocatedErrorOfOneBuild() async throws {
        let diary = try TemporaryDiary(Self.entry)
        try Self.sparse(diary, "Themes/default/templates/entry.mustache", size: 64 << 20, head: "{{title}}")
        try Self.sparse(diary, "Themes/default/templates/partials/footer.mustache", size: (1 << 20) + 1)
        try Self.sparse(diary, "Themes/default/i18n/en.yaml", size: 1 << 30)
        try Self.sparse(diary, "Themes/default/theme.yaml", size: 1 << 30)
        try Self.sparse(diary, "Themes/default/assets/style.css", size: 1 << 30)
        try Self.sparse(diary, "Themes/default/stickers/heart.svg", size: 1 << 30)
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        let errors = (failure?.diagnostics ?? []).errors.map(\.headline)
        let gigabyte = "file is 1024 MB (1073741824 bytes), more than the"
        #expect(
            errors == [
                "Themes/default/assets/style.css: error: \(gigabyte) 4 MB a style sheet or script may hold",
                "Themes/default/i18n/en.yaml: error: \(gigabyte) 1 MB a language file may hold",
                "Themes/default/stickers/heart.svg: error: \(gigabyte) 16 MB a theme file may hold",
                "Themes/default/templates/entry.mustache: error: file is 64 MB (67108864 bytes), more than the 1 MB a template may hold",
                "Themes/default/templates/partials/footer.mustache: error: file is 1 MB (1048577 bytes), more than the 1 MB a template may hold",
                "Themes/default/theme.yaml: error: \(gigabyte) 1 MB theme.yaml may hold",
            ])
        #expect(failure?.diagnostics.errors.allSatisfy { $0.hint != nil } == true)
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.path), "nothing is written")
    }

    @Test func aThemeFileUnderItsLimitIsUsed() async throws {
        let diary = try TemporaryDiary(Self.entry)
        let css = "body { color: rebeccapurple }\n" + String(repeating: "/* padding */\n", count: 100_000)
        try diary.write(Array(css.utf8), to: "Themes/default/assets/style.css")
        _ = try await diary.build()
        #expect(diary.output("theme/assets/style.css")?.hasPrefix("body { color: rebeccapurple }") == true)
    }

    @Test func aDiaryYAMLOverItsLimitIsRefusedUnread() async throws {
        let diary = try TemporaryDiary(Self.entry)
        try Self.sparse(diary, "Content/diary.yaml", size: 1 << 30, head: "title: Big\n")
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        #expect(
            failure?.diagnostics.map(\.description) == [
                "Content/diary.yaml: error: file is 1024 MB (1073741824 bytes), more than the 1 MB diary.yaml may hold\n"
                    + "  hint: diary.yaml holds the diary's settings and members; check what wrote this one"
            ])
    }
}
