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
