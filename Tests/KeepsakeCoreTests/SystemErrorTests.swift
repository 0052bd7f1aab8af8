import Foundation
import Testing

@testable import KeepsakeCore

#if canImport(Glibc)
    import Glibc
#endif

/// Errors from the file system read as the system's words, never as Foundation's dump.
@Suite("SystemError")
struct SystemErrorTests {
    static let outOfSpace = CocoaError(
        .fileWriteOutOfSpace,
        userInfo: [
            NSFilePathErrorKey: "/site/.keepsake-output.tmp",
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)),
        ])

    @Test func foundationsFileErrorsGiveTheSystemsWords() throws {
        #expect(SystemError.reason(Self.outOfSpace) == "No space left on device")
        #expect(SystemError.code(of: Self.outOfSpace) == ENOSPC)
        // Without the underlying error, Foundation's own code says it.
        #expect(SystemError.code(of: CocoaError(.fileWriteOutOfSpace)) == ENOSPC)
        #expect(SystemError.code(of: CocoaError(.fileWriteVolumeReadOnly)) == EROFS)
        #expect(SystemError.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "Permission denied")
        #expect(SystemError.reason(POSIXError(.EDQUOT)) == String(cString: strerror(EDQUOT)))
        // A real one: writing into a folder that is not there.
        let error = try #require(
            Result { try Data().write(to: URL(fileURLWithPath: "/nonexistent-\(UUID())/x")) }.failure)
        #expect(SystemError.reason(error) == "No such file or directory")
        for error in [Self.outOfSpace as any Error, CocoaError(.fileWriteUnknown), error] {
            let text = SystemError.reason(error)
            for dump in ["Error Domain", "UserInfo", "NSUnderlying", "Code="] {
                #expect(!text.contains(dump), "\(text)")
            }
        }
    }

    @Test func adviceForTheErrorsOfAFullOrLockedDisk() {
        #expect(SystemError.advice(for: ENOSPC) == "free some space on the disk, then try again")
        #expect(SystemError.advice(for: EROFS)?.contains("read-only") == true)
        #expect(SystemError.advice(for: EACCES)?.contains("permissions") == true)
        #expect(SystemError.advice(for: EINVAL) == nil)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
