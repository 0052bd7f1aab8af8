import Dispatch
import Synchronization

/// Runs blocking work (libvips, file reads) on its own threads, `width` at a time, keeping the
/// input order. Not on Swift's cooperative pool: a long photo batch must not starve the preview
/// server's tasks.
enum PhotoWorkers {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], width: Int, _ transform: @escaping @Sendable (Input) -> Output
    ) async -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let next = Mutex(0)
        let results = Mutex([Output?](repeating: nil, count: inputs.count))
        let threads = max(1, min(width, inputs.count))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for _ in 0..<threads {
                DispatchQueue.global(qos: .userInitiated).async(group: group) {
                    while true {
                        let index = next.withLock { value -> Int in
                            defer { value += 1 }
                            return value
                        }
                        guard index < inputs.count else { return }
                        let output = transform(inputs[index])
                        results.withLock { $0[index] = output }
                    }
                }
            }
            group.notify(queue: .global()) { done.resume() }
        }
        return results.withLock { $0.map { $0! } }
    }
}
