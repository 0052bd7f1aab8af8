import Foundation
import Testing

@Suite("keepsake doctor")
struct DoctorCommandTests {
    /// A new diary has two things to fix (no base_url, no hook), each with its fix; once fixed, exit 0.
    @Test func namesEachProblemWithItsFixAndExitsZeroWhenThereIsNone() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let first = try await CLI.keepsake(["doctor"], in: diary)
        #expect(first.status == 1)
        #expect(first.error.contains("ok: keepsake "))
        #expect(first.error.contains("ok: libvips ") || first.error.contains("problem: libvips: not available"))
        #expect(first.error.contains("ok: theme default (built in)"), "\(first.error)")
        #expect(first.error.contains("problem: base_url is /: "))
        #expect(first.error.contains("  fix: set base_url: https://example.com/diary/ in diary.yaml"))
        let config = diary.appending(path: "Content/diary.yaml")
        let text = String(decoding: try Data(contentsOf: config), as: UTF8.self)
        try Data((text + "base_url: https://example.com/diary/\n").utf8).write(to: config)
        guard CLI.gitIsInstalled else { return }
        #expect(first.error.contains("problem: no pre-commit hook"))
        #expect(try await CLI.keepsake(["hooks", "install"], in: diary).status == 0)
        let second = try await CLI.keepsake(["doctor"], in: diary)
        #expect(!second.error.contains("problem: base_url") && !second.error.contains("problem: no pre-commit hook"))
        #expect(second.error.contains("ok: base_url https://example.com/diary/"), "\(second.error)")
        #expect(second.status == (second.error.contains("problem:") ? 1 : 0), "\(second.error)")
    }
}
