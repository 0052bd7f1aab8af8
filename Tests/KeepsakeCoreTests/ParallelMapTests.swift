import Foundation
import Testing
import Synchronization

@testable import KeepsakeCore

@Suite("ParallelMap")
struct ParallelMapTests {
    @Test(arguments: [0, 1, 15, 16, 17, 100, 1_000])
    func keepsInputOrder(count: Int) async {
        let inputs = Array(0..<count)
        let outputs = await ParallelMap.map(inputs) { "n\($0)" }
        #expect(outputs == inputs.map { "n\($0)" })
    }

    @Test func smallChunks() async {
        let outputs = await ParallelMap.map(Array(1...10), chunk: 3) { $0 * $0 }
        #expect(outputs == [1, 4, 9, 16, 25, 36, 49, 64, 81, 100])
    }

    /// The first chunk finishes last: the others wait for it and come after it, in order.
    @Test func chunksFinishingOutOfOrderKeepTheirPlace() async {
        let outputs = await ParallelMap.map(Array(0..<40), chunk: 4) { value -> Int in
            if value < 4 { usleep(50_000) }
            return value * 10
        }
        #expect(outputs == (0..<40).map { $0 * 10 })
    }

    /// Off the cooperative pool: the same order, whatever finishes first.
    @Test(arguments: [0, 1, 2, 40])
    func mapNowKeepsInputOrder(count: Int) {
        let outputs = ParallelMap.mapNow(Array(0..<count)) { value -> String in
            if value == 0 { usleep(20_000) }
            return "n\(value)"
        }
        #expect(outputs == (0..<count).map { "n\($0)" })
    }

    /// Every count of inputs against every chunk size, including those where ranges rounded up
    /// cover the inputs in fewer ranges than chunks (ten inputs in eight: the last three ranges
    /// would start past the end, which crashed an edit build reading a store of ten chunks).
    @Test func mapNowCoversEveryCountOnce() {
        for count in 0...70 {
            for minimumChunk in [1, 2, 3, 7] {
                let outputs = ParallelMap.mapNow(Array(0..<count), minimumChunk: minimumChunk) { $0 * 2 }
                #expect(outputs == (0..<count).map { $0 * 2 }, "\(count) inputs, chunks of at least \(minimumChunk)")
            }
        }
    }
}

@Suite("OwnThread")
struct OwnThreadTests {
    /// Awaited while it runs, by two at once, and again once it is done: the same value for all.
    @Test func everyWaiterGetsTheValue() async {
        let work = OwnThread { () -> Int in
            usleep(30_000)
            return 42
        }
        async let first = work.value
        async let second = work.value
        let (a, b) = await (first, second)
        #expect(a == 42 && b == 42)
        #expect(await work.value == 42)
    }

    @Test func aValueReadyBeforeItIsAwaited() async {
        let work = OwnThread { "done" }
        usleep(20_000)
        #expect(await work.value == "done")
    }
}

@Suite("Yielding")
struct YieldingTests {
    /// Every index once, whatever the count, and all of them done when it returns (one slow).
    @Test(arguments: [0, 1, 2, 7, 1000])
    func everyIndexOnceAndAllDoneOnReturn(count: Int) {
        let seen = Mutex([Int](repeating: 0, count: count))
        Yielding.forEach(count) { index in
            if index == 0 { usleep(20_000) }
            seen.withLock { $0[index] += 1 }
        }
        #expect(seen.withLock { $0 } == [Int](repeating: 1, count: count))
    }

    /// The threads it runs on are of lower priority than the caller's (Linux's nice value).
    @Test func itsThreadsYield() {
        #if os(Linux)
            let nice = Mutex<Int32?>(nil)
            let own = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            Yielding.forEach(1) { _ in nice.withLock { $0 = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
            }
            #expect(nice.withLock { $0 } == own + 10 || nice.withLock { $0 } == 19)
            #expect(
                getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == own, "the caller's own is left as it was")
        #endif
    }
}
