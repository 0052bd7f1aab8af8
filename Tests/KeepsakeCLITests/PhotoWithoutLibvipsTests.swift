import Foundation
import KeepsakeTestSupport
import Testing

/// `keepsake build` on a machine without libvips, for real: libvips hidden in a mount namespace of
/// the test's own (`/dev/null` bound over it, as root), so `dlopen` fails as it would there. A
/// photo the cache does not hold is an error, and nothing is published.
@Suite("A photo without libvips", .enabled(if: CLI.canMountInANamespace && CLI.hasLibvipsFile))
struct PhotoWithoutLibvipsTests {
    @Test func aPhotoIsALocatedErrorAndNothingIsPublished() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let folder = diary.appending(path: "Content/entries/2026/05", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("---\ntitle: Picnic\nphoto: picnic.png\nphoto_alt: A picnic\n---\nSun.\n".utf8)
            .write(to: folder.appending(path: "2026-05-03-picnic.md"))
        try Data(PNGFile.rgba(width: 8, height: 8) { x, y in (UInt8(x * 30), UInt8(y * 30), 90, 255) })
            .write(to: folder.appending(path: "picnic.png"))
        let script = """
            for library in \(CLI.libraryFolder)/libvips.so.42.*; do mount --bind /dev/null "$library" || exit 90; done
            "$1" build --root "$2" --no-git
            """
        let run = try await CLI.run(
            "/usr/bin/env", ["NO_COLOR=1", "unshare", "-m", "sh", "-c", script, "sh", CLI.binary.path, diary.path])
        #expect(run.status == 1, "\(run.status): \(run.error)")
        #expect(
            run.error.contains(
                "Content/entries/2026/05/2026-05-03-picnic.md:3:8: error: photo \"picnic.png\" cannot be resized: libvips is not available ("
            ), "\(run.error)")
        #expect(
            run.error.contains(
                "  hint: install libvips (Debian and Ubuntu: apt-get install libvips42), or set `photos: { publish_originals: true }` in diary.yaml"
            ), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: diary.appending(path: "Output").path), "nothing published")
    }
}

extension CLI {
    /// Where Debian keeps libvips (`libvips.so.42.*`, the file `libvips.so.42` links to).
    static let libraryFolder = "/usr/lib/x86_64-linux-gnu"
    static let hasLibvipsFile =
        ((try? FileManager.default.contentsOfDirectory(atPath: libraryFolder)) ?? []).contains {
            $0.hasPrefix("libvips.so.42.")
        }
}
