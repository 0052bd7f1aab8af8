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
    @Test func aHardLinkToTheExecutableChangesNothing() throws {
        let before = ProgramIdentity.current()
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let link = executable + ".identity-test-\(getpid())"
        // Linking moves the file's status-change time, which a key from all of `stat` would see.
        guard Glibc.link(executable, link) == 0 else { return }  // another file system: nothing to show
        defer { unlink(link) }
        #expect(ProgramIdentity.current() == before)
    }
}
