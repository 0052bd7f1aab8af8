import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Work spread over all cores on threads of their own at a lower priority, for what a build
/// needs only after the work it waits for first: such work takes the time the cores would
/// otherwise leave idle rather than taking turns with the rest. When nothing else runs, it gets
/// the cores as before. Measured on the benchmarks' 2-core VM, the priority does not hold such
/// threads back within a build's few milliseconds: normal threads' `stat`s took twice as long
/// beside them as alone, at `nice` 10, 19 or `SCHED_IDLE` (BENCHMARKS.md, stop 28); edit builds
/// were still no slower with it than with normal threads (0.980, stop 24).
public enum Yielding {
    /// How much lower (Linux's `nice`): the scheduler then gives such a thread about a tenth of
    /// a core that a normal one also wants.
    static let niceness: Int32 = 10

    /// Calls `body` with each of `0..<count`, on as many threads as there are cores, and returns
    /// when every call has.
    public static func forEach(_ count: Int, _ body: (Int) -> Void) {
        let next = Counter()
        let threads = min(count, ProcessInfo.processInfo.activeProcessorCount)
        let done = DispatchGroup()
        withoutActuallyEscaping(body) { body in
            // The threads hold the box, not `body`, which is let go once they are done with it:
            // it must not outlive this call.
            let work = Work(body)
            for _ in 0..<threads {
                done.enter()
                Thread.detachNewThread {
                    #if os(Linux)
                        // On Linux the nice value is the calling thread's own (and a thread may always lower it).
                        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
                    #endif
                    while case let index = next.value.add(1, ordering: .relaxed).oldValue, index < count {
                        work.body?(index)
                    }
                    done.leave()
                }
            }
            done.wait()
            work.body = nil
        }
    }

    /// The work, shared by the threads until they are all done (then `nil`).
    private final class Work: @unchecked Sendable {
        var body: ((Int) -> Void)?
        init(_ body: @escaping (Int) -> Void) { self.body = body }
    }

    /// The next index to take, shared by the threads.
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }
}
