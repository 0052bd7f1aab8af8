import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The writer itself never replaces the diary or the folders around it, marker or not (the
/// command line refuses them before building; this is for every other caller).
@Suite("Output folders never replaced")
struct OutputRefusalTests {
    @Test func theDiaryAndTheFoldersAroundItAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "keepsake-refusal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appending(path: "diary")
        try FileManager.default.createDirectory(at: root.appending(path: "Content"), withIntermediateDirectories: true)
        try Data("title: T\n".utf8).write(to: root.appending(path: "Content/diary.yaml"))
        try FileManager.default.createSymbolicLink(at: folder.appending(path: "link"), withDestinationURL: root)
        func refusal(_ output: URL, home: String? = nil) -> String? {
            OutputWriter(layout: SiteLayout(root: root, output: output)).refusal(home: home)?.message
        }
        #expect(
            refusal(root)?.hasSuffix("is the diary folder: replacing it with the site would delete Content/") == true)
        #expect(refusal(folder.appending(path: "link"))?.contains("is the diary folder") == true)
        #expect(refusal(folder.appending(path: "link/Content"))?.contains("is the diary's Content/ folder") == true)
        #expect(
            refusal(root.appending(path: "Content/site/deeper"))?.contains("is inside the diary's Content/ folder")
                == true)
        #expect(refusal(root.appending(path: "Themes"))?.contains("is the diary's Themes/ folder") == true)
        #expect(refusal(folder)?.contains("holds the diary") == true)
        #expect(refusal(URL(fileURLWithPath: "/"))?.contains("is the root of the file system") == true)
        #expect(
            refusal(folder.appending(path: "home"), home: folder.appending(path: "home").path)?.contains(
                "is the home folder") == true)
        #expect(
            refusal(folder.appending(path: "elsewhere"), home: folder.appending(path: "elsewhere/me").path)?.contains(
                "holds the home folder") == true)
        // Fine: the default, a folder beside the diary, one whose name merely starts like the diary's.
        #expect(refusal(root.appending(path: "Output")) == nil)
        #expect(refusal(folder.appending(path: "site")) == nil)
        #expect(refusal(folder.appending(path: "diary-site")) == nil)
        #expect(refusal(root.appending(path: "Contents")) == nil)

        // Marked or not, write refuses and leaves the diary as it was.
        try Data().write(to: root.appending(path: OutputWriter.markerName))
        #expect(throws: OutputWriter.WriteError.self) {
            try OutputWriter(layout: SiteLayout(root: root, output: root)).write(RenderedSite(files: []))
        }
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "Content/diary.yaml").path))
    }
}
