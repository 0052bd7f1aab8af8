import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Body pictures pass the checks `photo:` passes (content sniffed, size limited, drawings without
/// scripts) before anything is published; with or without libvips, the same files are refused.
@Suite("Hostile input: body pictures")
struct HostilePictureTests {
    static let script = #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>"#
    static let drawing =
        #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#

    /// Without libvips: pictures that pass are published as they are, so the checks must come first.
    static let noLibrary = PhotoProcessing(library: UnavailableImageLibrary())

    static func diary(showing name: String, _ bytes: [UInt8]) throws -> TemporaryDiary {
        let diary = try TemporaryDiary([
            PhotoDiary.entryPath(1): "---\ntitle: Pictures\n---\nFirst line.\n\nThen ![it](p/\(name))\n"
        ])
        try diary.write(bytes, to: "Content/p/\(name)")
        return diary
    }

    @Test(arguments: [
        ("evil.jpg", Array("<html><script>alert(1)</script></html>".utf8), "is not an image"),
        ("notes.png", Array("just some words\n".utf8), "is not an image"),
        ("archive.jpg", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 60), "is not an image"),
        ("evil.svg", Array(script.utf8), "holds a <script> element, which would run on the site"),
        (
            "handler.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#.utf8),
            "holds an event handler (onload=)"
        ),
        (
            "link.svg",
            Array(#"<svg xmlns="http://www.w3.org/2000/svg"><a href="&#x6A;ava&#9;script:alert(1)">x</a></svg>"#.utf8),
            "holds a javascript: address"
        ),
        (
            "page.svg",
            Array(#"<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>"#.utf8),
            "holds a <foreignobject> element"
        ),
        (
            "prefixed.svg",
            Array(#"<svg xmlns:s="http://www.w3.org/2000/svg"><s:script>x</s:script></svg>"#.utf8),
            "holds a <script> element"
        ),
        ("drawing.jpg", Array(drawing.utf8), "is an SVG drawing with another name"),
        ("photo.svg", TestImages.jpeg(width: 8, height: 8), "is named .svg but is no SVG drawing"),
    ])
    func aPictureThatCouldRunOrIsNoImageIsALocatedError(name: String, bytes: [UInt8], message: String) async throws {
        for processing in [Self.noLibrary, PhotoProcessing()] {
            let diary = try Self.diary(showing: name, bytes)
            let failure = await #expect(throws: BuildFailure.self) { try await diary.build(photos: processing) }
            let error = try #require(failure?.diagnostics.errors.first)
            #expect(error.location == SourceLocation(path: PhotoDiary.entryPath(1), line: 6, column: 6))
            #expect(error.message.hasPrefix("picture \"\(name)\" "))
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.hint != nil)
            #expect(!FileManager.default.fileExists(atPath: diary.layout.output.path), "nothing is written")
        }
    }

    @Test func aDrawingWithoutScriptsIsPublishedAsItIs() async throws {
        let diary = try Self.diary(showing: "drawing.svg", Array(Self.drawing.utf8))
        _ = try await diary.build(photos: Self.noLibrary)
        #expect(diary.bytes("Output/media/p/drawing.svg") == Array(Self.drawing.utf8))
    }

    @Test func aPhotoDrawingWithAScriptIsALocatedError() async throws {
        let diary = try PhotoDiary.make([("evil.svg", Array(Self.script.utf8))])
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build(photos: Self.noLibrary) }
        #expect(
            failure?.diagnostics.errors.map(\.headline) == [
                "\(PhotoDiary.entryPath(1)):3:8: error: photo \"evil.svg\" holds a <script> element, which would run on the site"
            ])
    }

    /// A sparse file: its size is refused from `stat`, before a byte is read.
    @Test func aPictureLargerThanTheLimitIsRefusedBeforeItIsRead() async throws {
        let diary = try Self.diary(showing: "huge.gif", Array("GIF89a".utf8))
        #expect(truncate(diary.root.appending(path: "Content/p/huge.gif").path, off_t(1 << 30)) == 0)
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build(photos: Self.noLibrary) }
        #expect(
            failure?.diagnostics.errors.map(\.description) == [
                "\(PhotoDiary.entryPath(1)):6:6: error: picture \"huge.gif\" is 1024 MB (1073741824 bytes), more than the 128 MB a picture may hold\n"
                    + "  hint: export it again at a smaller size; pages never show more than 1600 pixels across"
            ])
    }
}
