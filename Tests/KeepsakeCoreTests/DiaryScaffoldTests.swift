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

    /// Every file's bytes, pinned by their FNV-1a hash (worked out from the Swift literals they were before they moved
    /// to Scaffold/), in the order of `files`.
    @Test(arguments: [
        (
            "테스트: 일기 #1", DiaryScaffold.Language.ko, "Asia/Seoul",
            [
                0xaf6b_da0a_5ad6_3365, 0xcb55_3fcf_9960_4c93, 0x7dd8_5e73_d97b_dc69, 0x38d0_b676_2ee1_5364,
                0xa0f8_7b2c_0b2f_1665, 0x449e_0aae_7fcf_9dbf,
            ] as [UInt64]
        ),
        (
            "", .en, "Europe/London",
            [
                0x4584_1a13_b129_1a40, 0x3c7f_e40f_8729_a74d, 0x7dd8_5e73_d97b_dc69, 0x38d0_b676_2ee1_5364,
                0x3009_0163_889f_95dd, 0x449e_0aae_7fcf_9dbf,
            ]
        ),
        (
            "Note: \"ours\"\nline", .en, "UTC",
            [
                0xce8f_d935_a8d9_04ed, 0x5948_46c5_e4cb_929a, 0x7dd8_5e73_d97b_dc69, 0x38d0_b676_2ee1_5364,
                0xf0fa_5d90_919c_7ddb, 0x449e_0aae_7fcf_9dbf,
            ]
        ),
    ])
    func filesKeepTheirBytes(title: String, language: DiaryScaffold.Language, zone: String, hashes: [UInt64]) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let scaffold = DiaryScaffold(title: title, language: language, timeZone: timeZone, now: Self.now)
        let fnv = { (text: String) in
            text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        #expect(scaffold.files.map { fnv($0.text) } == hashes)
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
