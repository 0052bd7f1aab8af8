import Foundation

/// What a person needs to read of an error from the file system: the system's own words for it
/// (`No space left on device`) and what to do, never Foundation's dump of its domain and code.
public enum SystemError {
    /// The system's words for `error`: `strerror` of the POSIX error behind it when there is one,
    /// else its own description.
    public static func reason(_ error: any Error) -> String {
        if let code = code(of: error) { return String(cString: strerror(code)) }
        if error is CocoaError || type(of: error) is NSError.Type {
            return (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        }
        if let described = error as? CustomStringConvertible { return described.description }
        return (error as NSError).localizedDescription
    }

    /// The POSIX error number behind `error` (Foundation's file errors carry it as their
    /// underlying error, or say it with their own code), if any.
    public static func code(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        guard error is CocoaError || type(of: error) is NSError.Type else { return nil }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: bridged.code) }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, let code = code(of: underlying) {
            return code
        }
        guard bridged.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: bridged.code) {
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        default: return nil
        }
    }

    /// What to do about the POSIX error `code`, for the errors a full or locked disk gives.
    public static func advice(for code: Int32) -> String? {
        switch code {
        case ENOSPC: "free some space on the disk, then try again"
        case EDQUOT: "your disk quota is used up: free some space, then try again"
        case EACCES, EPERM: "check that you may write there (the folder's owner and permissions)"
        case EROFS: "the disk is read-only: write somewhere else, or mount it writable"
        default: nil
        }
    }
}
