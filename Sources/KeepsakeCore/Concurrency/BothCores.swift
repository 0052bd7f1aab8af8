import Dispatch

/// Two pieces of work side by side, for a stretch of a build that one thread runs while the
/// other core may be free (assembling the diary, loading the theme).
public enum BothCores {
    /// `first()` and `second()`, on two threads when a second is free. The caller's thread
    /// runs one of them (or both, one after the other): nothing ever waits for a thread.
    public static func run<A: Sendable, B: Sendable>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        var a: A?
        var b: B?
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                // Each of the two writes only its own result.
                nonisolated(unsafe) let (runFirst, runSecond) = (first, second)
                withUnsafeMutablePointer(to: &a) { a in
                    withUnsafeMutablePointer(to: &b) { b in
                        nonisolated(unsafe) let (slotA, slotB) = (a, b)
                        DispatchQueue.concurrentPerform(iterations: 2) { part in
                            if part == 0 { slotA.pointee = runFirst() } else { slotB.pointee = runSecond() }
                        }
                    }
                }
            }
        }
        return (a!, b!)
    }
}
