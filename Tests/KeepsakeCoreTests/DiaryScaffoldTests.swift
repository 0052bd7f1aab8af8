import Foundation
import Testing

@testable import KeepsakeCore

@Suite("DiaryScaffold")
struct DiaryScaffoldTests {
    static let now = Fixture.date("2026-05-03T22:30:00Z", in: Fixture.utc).instant

    @Test func filesAreDatedInTheDiarysZone() {
        let scaffold = DiaryScaffold(title: "테스트: 일기 #1", language: .ko, timeZone: Fixture.seoul, now: Self.now)
        #expect(
            scaffold.files.map(\.path) == [
                "Content/diary.yaml", "Content/entries/2026/05/2026-05-04-welcome.md", "Content/archetypes/entry.md",
                ".gitignore", "README.md", ".github/workflows/publish.yml",
            ])
        #expect(scaffold.welcomeEntry.contains("\ndate: 2026-05-04 07:30\n"))
        #expect(scaffold.diaryYAML.contains("\ntitle: \"테스트: 일기 #1\"  "))
        #expect(scaffold.diaryYAML.contains("\ntime_zone: Asia/Seoul  "))
        #expect(DiaryScaffold(language: .en, timeZone: Fixture.utc, now: Self.now).title == "My Diary")
        #expect(DiaryScaffold(title: "  ", language: .ko, timeZone: Fixture.utc, now: Self.now).title == "나의 일기")
    }

    @Test(arguments: DiaryScaffold.Language.allCases)
    func settingsReadBack(language: DiaryScaffold.Language) throws {
        let scaffold = DiaryScaffold(
            title: "Note: \"ours\"", language: language, timeZone: Fixture.seoul, now: Self.now)
        let file = try DiaryConfigFile.parse(scaffold.diaryYAML, path: "Content/diary.yaml").get()
        let (config, diagnostics) = file.decode(catalog: Fixture.catalog, languages: ["en", "ko"])
        #expect(diagnostics.texts == [])
        #expect(config?.title == "Note: \"ours\"")
        #expect(config?.language == language.rawValue)
        #expect(config?.timeZone.identifier == "Asia/Seoul")
        #expect(config?.members.isEmpty == true)
    }

    /// The workflow builds Keepsake from source: it installs every system library Package.swift links.
    @Test func publishWorkflowInstallsTheLibrariesKeepsakeLinks() throws {
        let install = try #require(
            DiaryScaffold.publishWorkflow.split(separator: "\n").first { $0.contains("apt-get install") })
        for package in ["libcmark-dev", "libmimalloc-dev", "libyaml-dev", "pkg-config", "git"] {
            #expect(install.split(separator: " ").contains(Substring(package)), "\(package)")
        }
    }

    @Test func neverOverwrites() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md", "mine\n")
        let scaffold = DiaryScaffold(language: .en, timeZone: Fixture.utc, now: Self.now)
        let written = try scaffold.write(into: folder.url)
        #expect(written.skipped == ["README.md"])
        #expect(written.created.count == scaffold.files.count - 1)
        #expect(folder.read("README.md") == Data("mine\n".utf8))
        #expect(folder.read(".gitignore") == Data(DiaryScaffold.gitignore.utf8))
        let before = folder.read("Content/diary.yaml")
        #expect(throws: EditFailure.self) { try scaffold.write(into: folder.url) }
        #expect(folder.read("Content/diary.yaml") == before)
    }
}
