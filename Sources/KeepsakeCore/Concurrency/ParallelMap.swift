import Foundation

/// Maps a list on all cores, keeping the input order: each task returns `(index, value)` and the
/// results are merged by index, so there is no shared mutable state.
public enum ParallelMap {
    /// Chunks in flight at once, per core: every core stays busy while the merge waits for a slow
    /// chunk, and chunks not yet merged hold no task and no slice of the input.
    static let chunksPerCore = 4

    /// `inputs` may be a range of indices, so that no list of them is held.
    public static func map<Inputs: RandomAccessCollection & Sendable, Output: Sendable>(
        _ inputs: Inputs, chunk: Int = 16, _ transform: @escaping @Sendable (Inputs.Element) -> Output
    ) async -> [Output] where Inputs.Index == Int, Inputs.Element: Sendable {
        guard inputs.count > chunk else { return inputs.map(transform) }
        let starts = Array(stride(from: 0, to: inputs.count, by: chunk))
        let inFlight = max(2, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore)
        return await withTaskGroup(of: (Int, [Output]).self) { group in
            var added = 0
            func addNext() {
                let start = starts[added]
                let slice = Array(
                    inputs[inputs.startIndex + start..<inputs.startIndex + min(start + chunk, inputs.count)])
                group.addTask { (start, slice.map(transform)) }
                added += 1
            }
            while added < min(inFlight, starts.count) { addNext() }
            // Appended in order as the chunks arrive (they mostly arrive in order): no table of
            // optionals to unwrap into a second copy of a big result at the end.
            var results: [Output] = []
            results.reserveCapacity(inputs.count)
            var early: [Int: [Output]] = [:]
            for await (start, values) in group {
                if added < starts.count { addNext() }
                guard start == results.count else {
                    early[start] = values
                    continue
                }
                results += values
                while let next = early.removeValue(forKey: results.count) { results += next }
            }
            return results
        }
    }
}

extension ParallelMap {
    /// `map` on dispatch's threads and the caller's, not Swift's cooperative pool, for system calls (a
    /// `stat` per file): in ranges of at least `minimumChunk` items, at most `chunksPerCore` per core.
    public static func mapNow<Input, Output>(
        _ inputs: [Input], minimumChunk: Int = 1, _ transform: (Input) -> Output
    ) -> [Output] {
        let chunks = max(
            1, min(inputs.count / max(1, minimumChunk), ProcessInfo.processInfo.activeProcessorCount * chunksPerCore))
        guard chunks > 1 else { return inputs.map(transform) }
        let size = (inputs.count + chunks - 1) / chunks
        // Ranges of `size` cover the inputs in fewer than `chunks` when `size` was rounded up
        // (ten inputs in eight chunks: five ranges of two); a range past the end would be empty.
        let ranges = (inputs.count + size - 1) / size
        var results = [Output?](repeating: nil, count: inputs.count)
        withoutActuallyEscaping(transform) { transform in
            // Each range writes only its own slots.
            nonisolated(unsafe) let (run, items) = (transform, inputs)
            results.withUnsafeMutableBufferPointer { buffer in
                nonisolated(unsafe) let slots = buffer
                DispatchQueue.concurrentPerform(iterations: ranges) { chunk in
                    for index in chunk * size..<min((chunk + 1) * size, items.count) {
                        slots[index] = run(items[index])
                    }
                }
            }
        }
        return results.map { $0! }
    }
}
