/// Maps a list on all cores, keeping the input order: each task returns `(index, value)` and the
/// results are merged by index, so there is no shared mutable state.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], chunk: Int = 16, _ transform: @escaping @Sendable (Input) -> Output
    ) async -> [Output] {
        guard inputs.count > chunk else { return inputs.map(transform) }
        return await withTaskGroup(of: (Int, [Output]).self) { group in
            for start in stride(from: 0, to: inputs.count, by: chunk) {
                let slice = Array(inputs[start..<min(start + chunk, inputs.count)])
                group.addTask { (start, slice.map(transform)) }
            }
            // Appended in order as the chunks arrive (they mostly arrive in order): no table of
            // optionals to unwrap into a second copy of a big result at the end.
            var results: [Output] = []
            results.reserveCapacity(inputs.count)
            var early: [Int: [Output]] = [:]
            for await (start, values) in group {
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
