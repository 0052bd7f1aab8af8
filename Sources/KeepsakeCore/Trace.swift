import Foundation
public enum Trace {
    nonisolated(unsafe) static var last = ContinuousClock.now
    public static func mark(_ what: String) {
        let now = ContinuousClock.now
        FileHandle.standardError.write("TRACE \(what): \(now - last)\n".data(using: .utf8)!)
        last = now
    }
}
