import Foundation
import Synchronization
import Testing

@testable import KeepsakeCore

@Suite("PoolThreads")
struct PoolThreadsTests {
    /// Once per thread of the pool, each on a thread of its own (given the patience to wait for
    /// threads other tests keep busy).
    @Test func runsOnceOnEachThreadOfThePool() async {
        let threads = Mutex<[UInt]>([])
        await PoolThreads.runOnEach(patience: .seconds(20)) {
            threads.withLock { $0.append(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
        }
        let seen = threads.withLock { $0 }
        #expect(seen.count == max(1, ProcessInfo.processInfo.activeProcessorCount))
        #expect(Set(seen).count == seen.count, "no thread ran it twice")
    }

    /// Without waiting for the others (a thread that never joins costs at most the patience, not
    /// a hang), every call still runs.
    @Test func withNoPatienceEveryCallStillRuns() async {
        let calls = Atomic<Int>(0)
        await PoolThreads.runOnEach(patience: .zero) { calls.add(1, ordering: .relaxed) }
        #expect(calls.load(ordering: .relaxed) == max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}

@Suite("Handoff")
struct HandoffTests {
    final class Payload: Sendable {}

    /// Taken once; the handoff keeps no reference after that.
    @Test func givesItsValueOnceAndKeepsNoReference() {
        weak var watched: Payload?
        let handoff: Handoff<Payload>
        do {
            let payload = Payload()
            watched = payload
            handoff = Handoff(payload)
        }
        #expect(watched != nil)
        do {
            let taken = handoff.take()
            #expect(taken === watched)
        }
        #expect(watched == nil, "let go once taken")
        #expect(handoff.take() == nil)
    }
}
