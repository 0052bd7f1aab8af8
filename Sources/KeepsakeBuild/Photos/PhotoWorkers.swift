import Dispatch
import Foundation
import Synchronization

/// Runs blocking work (libvips, file reads) on threads of its own, `width` at a time, keeping the
/// input order: not on Swift's cooperative pool (the preview server's tasks) nor the dispatch pool
/// (the build checks its output folder there while it loads, and photos would wait for it).
enum PhotoWorkers {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], width: Int, _ transform: @escaping @Sendable (Input) -> Output
    ) async -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let next = Mutex(0)
        let results = Mutex([Output?](repeating: nil, count: inputs.count))
        let threads = max(1, min(width, inputs.count))
        let running = Mutex(threads)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            for _ in 0..<threads {
                Thread.detachNewThread {
                    while true {
                        let index = next.withLock { value -> Int in
                            defer { value += 1 }
                            return value
                        }
                        guard index < inputs.count else { break }
                        let output = transform(inputs[index])
                        results.withLock { $0[index] = output }
                    }
                    // The last thread to finish hands the results back.
                    let isLast = running.withLock { count -> Bool in
                        count -= 1
                        return count == 0
                    }
                    if isLast { done.resume() }
                }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
