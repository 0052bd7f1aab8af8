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
            var results = [Output?](repeating: nil, count: inputs.count)
            for await (start, values) in group {
                for (offset, value) in values.enumerated() { results[start + offset] = value }
            }
            return results.map { $0! }
        }
    }
}
