import Foundation
import Testing

@testable import KeepsakeBuild
@testable import KeepsakeRender

#if canImport(Glibc)
    import Glibc
#endif

/// Caches are keyed by which build of keepsake runs: the same build keeps them, whatever happens
/// to its file's status (a bug found when a profiler's hard link into its build-id cache made the
/// next build throw the entry store away and read every entry again).
@Suite("Program identity")
struct ProgramIdentityTests {
    @Test func theBuildIDIsReadFromTheExecutable() throws {
        let id = try #require(ProgramIdentity.buildID())
        #expect(id.count >= 16)
        #expect(ProgramIdentity.buildID() == id)
    }

    @Test func aHardLinkToTheExecutableChangesNothing() throws {
        let before = ProgramIdentity.current()
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let link = executable + ".identity-test-\(getpid())"
        // Linking moves the file's status-change time, which a key from `stat` would see.
        guard Glibc.link(executable, link) == 0 else { return }  // another file system: nothing to show
        defer { unlink(link) }
        #expect(ProgramIdentity.current() == before)
    }

    @Test func notesAreReadUpToTheBuildID() {
        func note(_ name: String, type: UInt32, _ description: [UInt8]) -> [UInt8] {
            var bytes: [UInt8] = []
            let name = Array(name.utf8) + [0]
            for word in [UInt32(name.count), UInt32(description.count), type] {
                withUnsafeBytes(of: word.littleEndian) { bytes += $0 }
            }
            bytes += name + [UInt8](repeating: 0, count: (4 - name.count % 4) % 4)
            bytes += description + [UInt8](repeating: 0, count: (4 - description.count % 4) % 4)
            return bytes
        }
        let notes =
            note("GNU", type: 1, [1, 2, 3, 4]) + note("Go", type: 3, [9, 9]) + note("GNU", type: 3, [7, 6, 5, 4, 3])
        #expect(notes.withUnsafeBytes { ProgramIdentity.buildID(inNotes: $0) } == [7, 6, 5, 4, 3])
        #expect(Array(notes.prefix(20)).withUnsafeBytes { ProgramIdentity.buildID(inNotes: $0) } == nil)
    }
}
