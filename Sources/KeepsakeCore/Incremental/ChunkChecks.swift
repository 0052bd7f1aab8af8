import Synchronization

/// The digest of every chunk of a store's sections, each checked the first time something in
/// it is read. Loading a store checks only the chunks of its records; the bodies, most of a big
/// diary's store, are checked as pages read them (a rebuild after one edit reads a handful), or
/// as the next save copies them.
final class ChunkChecks: Sendable {
    /// Where the sections start in the file, and how long they are together.
    let start: Int
    let length: Int
    let chunkSize: Int
    let expected: [UInt64]
    private let state: Mutex<(verified: [Bool], damaged: Bool)>

    init(start: Int, length: Int, chunkSize: Int, expected: [UInt64]) {
        self.start = start
        self.length = length
        self.chunkSize = chunkSize
        self.expected = expected
        state = Mutex((verified: [Bool](repeating: false, count: expected.count), damaged: false))
    }

    var isDamaged: Bool { state.withLock { $0.damaged } }

    /// The chunks holding `offset..<offset + count` of the file.
    func chunks(_ offset: Int, _ count: Int) -> ClosedRange<Int>? {
        let first = offset - start
        guard count > 0, first >= 0, first + count <= length else { return nil }
        return first / chunkSize...(first + count - 1) / chunkSize
    }

    /// Whether the bytes at `offset` are as saved, reading and checking each chunk they lie in
    /// that was not checked yet. Bytes outside the sections are never as saved.
    func verify(_ offset: Int, _ count: Int, in file: BodyFile) -> Bool {
        if count == 0 { return true }
        guard let chunks = chunks(offset, count) else { return markDamaged() }
        for chunk in chunks where !state.withLock({ $0.verified[chunk] }) {
            guard check(chunk, in: file) else { return markDamaged() }
        }
        return !isDamaged
    }

    /// Checks one chunk now (the records' chunks, when the store is loaded).
    func check(_ chunk: Int, in file: BodyFile) -> Bool {
        let begin = chunk * chunkSize
        let bytes = file.unchecked(at: start + begin, count: min(chunkSize, length - begin))
        guard let bytes else { return false }
        return bytes.withUnsafeBytes { check(chunk, bytes: $0) }
    }

    /// The bytes `0..<count` of the sections, read already: where they hold a whole chunk.
    func wholeChunks(in count: Int) -> Range<Int> {
        0..<min(count, length) / chunkSize + (min(count, length) == length && length % chunkSize != 0 ? 1 : 0)
    }

    /// Checks one chunk from its bytes, read already (all of them: `chunkSize`, or less for the last).
    func check(_ chunk: Int, bytes: UnsafeRawBufferPointer) -> Bool {
        guard ChunkDigest.of(bytes) == expected[chunk] else { return false }
        state.withLock { $0.verified[chunk] = true }
        return true
    }

    private func markDamaged() -> Bool {
        state.withLock { $0.damaged = true }
        return false
    }
}
