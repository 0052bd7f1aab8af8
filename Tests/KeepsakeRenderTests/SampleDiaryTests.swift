import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

/// The sample diary in the repository's `Content/` builds cleanly and shows every feature.
@Suite("Sample diary")
struct SampleDiaryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func buildsWithoutWarningsAndShowsEveryFeature() async throws {
        let output = try Fixtures.temporaryFolder().appending(path: "Output")
        let report = try await Builder(
            layout: SiteLayout(root: Self.repository, output: output), options: BuildOptions()
        ).build()
        #expect(report.warnings == [])
        #expect(report.counts.entries >= 16)
        #expect(report.counts.months >= 4)
        #expect(report.counts.commentThreads >= 4)
        #expect(report.counts.deletedTraces >= 1)
        let media = report.site.files.filter { $0.path.hasPrefix("media/") }
        #expect(media.count >= 4, "photos")
        let pages = Fixtures.tree(output)
        let html = pages.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(html.values.contains { $0.contains("lang=\"ko\"") })
        #expect(html.values.contains { $0.contains("class=\"comment is-deleted\"") })
        #expect(html.values.contains { $0.contains("class=\"comment-edited\"") })
        #expect(html.values.contains { $0.contains("class=\"comment-replies\"") })
        #expect(html.values.contains { $0.contains("class=\"card card-trace\"") })
        #expect(html.values.contains { $0.contains("polaroid-card") })
        #expect(html.values.contains { $0.contains("class=\"sticker") })
    }

    @Test func everyLocalLinkPointsAtAFile() async throws {
        let output = try Fixtures.temporaryFolder().appending(path: "Output")
        _ = try await Builder(layout: SiteLayout(root: Self.repository, output: output), options: BuildOptions())
            .build()
        var broken: [String] = []
        for (path, data) in Fixtures.tree(output) where path.hasSuffix(".html") && path != "404.html" {
            let page = String(decoding: data, as: UTF8.self)
            let folder = (path as NSString).deletingLastPathComponent
            for match in page.matches(of: /(?:href|src)="([^"#:]+)(?:#[^"]*)?"/) {
                let target = ((folder as NSString).appendingPathComponent(String(match.1)) as NSString)
                    .standardizingPath
                let decoded = target.removingPercentEncoding ?? target
                if !FileManager.default.fileExists(atPath: output.appending(path: decoded).path) {
                    broken.append("\(path) → \(match.1)")
                }
            }
        }
        #expect(broken == [])
    }

    /// Absolute addresses (link previews, feeds, the sitemap) name files the site has.
    @Test func everyAbsoluteAddressPointsAtAFile() async throws {
        let output = try Fixtures.temporaryFolder().appending(path: "Output")
        _ = try await Builder(layout: SiteLayout(root: Self.repository, output: output), options: BuildOptions())
            .build()
        let base = "https://example.com/diary/"
        var checked = 0
        var broken: [String] = []
        for (path, data) in Fixtures.tree(output)
        where path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".json") {
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "&quot;", with: "\"")
            for match in text.matches(of: /https:\/\/example\.com\/diary\/([^"<\s\\]*)/) {
                var target = String(match.1).removingPercentEncoding ?? String(match.1)
                if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
                checked += 1
                if !FileManager.default.fileExists(atPath: output.appending(path: target).path) {
                    broken.append("\(path) → \(base)\(match.1)")
                }
            }
        }
        #expect(checked > 100)
        #expect(broken == [])
    }
}
