import Foundation
import KeepsakeCore
import Testing

/// A theme's style sheets besides style.css are linked by every page, after it. Regression: a
/// diary's `Themes/default/assets/custom.css` was published but never linked, so a small change of
/// style meant copying all of style.css.
@Suite("Added style sheets")
struct AddedStylesheetTests {
    @Test func everyPageLinksThemAfterTheBuiltInOneAndARebuildFollows() async throws {
        let diary = try TemporaryDiary([
            "Content/entries/2024-05-03-picnic.md": "---\ntitle: Picnic\n---\nKimbap.\n",
            "Themes/default/assets/custom.css": "body { color: #333 }\n",
        ])
        _ = try await diary.build()
        let base = "<link rel=\"stylesheet\" href=\"theme/assets/style.css\">\n"
        let added = "<link rel=\"stylesheet\" href=\"theme/assets/custom.css\">\n"
        #expect(diary.output("index.html")?.contains(base + added) == true)
        #expect(diary.output("2024/05/picnic/index.html")?.contains("../../../theme/assets/custom.css") == true)
        #expect(diary.output("theme/assets/custom.css") == "body { color: #333 }\n")
        // Removing it takes the link out of every page in the next (incremental) build.
        try FileManager.default.removeItem(at: diary.root.appending(path: "Themes/default/assets/custom.css"))
        _ = try await diary.build()
        #expect(diary.output("index.html")?.contains("custom.css") == false)
        #expect(diary.output("2024/05/picnic/index.html")?.contains("custom.css") == false)
    }
}
