import Foundation
import Testing

/// A disk that fills up while the site is written: a message for people (what failed, and that
/// the published site is untouched), never Foundation's dump of an error. A real full disk: a
/// small tmpfs mounted in a mount namespace of the test's own (`unshare -m`, as root).
@Suite("A full disk", .enabled(if: CLI.canMountInANamespace))
struct FullDiskTests {
    @Test func aFullDiskWhileWritingSaysWhatFailedAndLeavesTheSite() async throws {
        let diary = try await CLI.newDiary()
        let folder = diary.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appending(path: "disk", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let site = disk.appending(path: "site", directoryHint: .isDirectory)
        let entry = diary.appending(path: "Content/entries/2026/05/2026-05-03-later.md")
        try FileManager.default.createDirectory(
            at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        // One build on the small disk, then the disk filled up, an entry added and a build again:
        // all in one mount namespace, which ends with the script (and the mount with it).
        let script = """
            set -u
            mount -t tmpfs -o size=4m tmpfs "$1" || exit 90
            "$2" build --root "$3" --no-git --output "$1/site" > "$4/first.out" 2> "$4/first.err" || exit 91
            (cd "$1/site" && find . -type f | sort | xargs md5sum) > "$4/before.txt"
            head -c 8m /dev/zero > "$1/filler" 2>/dev/null
            printf -- '---\\ntitle: Later\\n---\\nMore.\\n' > "$5"
            "$2" build --root "$3" --no-git --output "$1/site" > "$4/second.out" 2> "$4/second.err"
            echo $? > "$4/second.status"
            (cd "$1/site" && find . -type f | sort | xargs md5sum) > "$4/after.txt"
            """
        let run = try await CLI.run(
            "/usr/bin/env",
            [
                "unshare", "-m", "sh", "-c", script, "sh", disk.path, CLI.binary.path, diary.path, folder.path,
                entry.path,
            ])
        #expect(run.status == 0, "\(run.status): \(run.error)")
        func text(_ name: String) -> String {
            (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)) ?? "<missing \(name)>"
        }
        #expect(text("second.status") == "1\n", "\(text("second.err"))")
        let error = text("second.err")
        for dump in ["Error Domain", "NSCocoaErrorDomain", "UserInfo", "NSUnderlyingError", "\\u{"] {
            #expect(!error.contains(dump), "\(error)")
        }
        #expect(error.contains("error: cannot "), "\(error)")
        #expect(error.contains(": No space left on device\n"), "\(error)")
        #expect(
            error.contains(
                "  hint: free some space on the disk, then try again; \(site.path) is untouched: it still holds the last site built\n"
            ), "\(error)")
        #expect(text("before.txt") == text("after.txt"), "the published site changed")
        #expect(text("before.txt").contains("index.html"))
    }
}

extension CLI {
    /// Whether this process may mount a tmpfs in a mount namespace of its own (root, with unshare).
    static let canMountInANamespace =
        (try? start("/usr/bin/env", ["unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"], in: nil)
            .finishBlocking().status) == 0
}
