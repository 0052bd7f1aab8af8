import Foundation
import Synchronization

/// Swift's cooperative pool, as seen from a task: a way to run something once on each of its threads.
public enum PoolThreads {
    /// Runs `body` once on each thread of the cooperative pool (one per core), as far as a task
    /// can tell: each call waits, up to `patience`, until all have started, so that no thread
    /// takes two of them while another takes none. For per-thread state that only its own thread
    /// can act on, such as memory an allocator keeps for a thread until it next allocates (see
    /// `BuildOptions.collectFreedMemory`). A pool busy with other work may leave a thread out.
    public static func runOnEach(patience: Duration = .milliseconds(2), _ body: @escaping @Sendable () -> Void) async {
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let started = Arrivals()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<threads {
                group.addTask {
                    started.count.add(1, ordering: .acquiring)
                    let deadline = ContinuousClock.now + patience
                    // Held without yielding: a thread that yielded could take the next call too.
                    while started.count.load(ordering: .acquiring) < threads, ContinuousClock.now < deadline {}
                    body()
                }
            }
        }
    }

    private final class Arrivals: Sendable {
        let count = Atomic<Int>(0)
    }
}
