import KeepsakeCore

/// What each input file was at the last build, so the next `keepsake build` loads only those
/// changed since (as `serve`'s watcher tells it). One pair per file, sorted: its path's digest and
/// its path-and-signature digest, `unsure` for a racily clean file (always changed).
struct InputTable: Sendable, Equatable {
    /// The digest of a racily clean file: matches none.
    static let unsure: UInt64 = 0
    static let magic: UInt64 = 0x3174_7570_6E49_534B  // "KSInput1", little-endian

    /// Path digest, file digest, path digest, … sorted by path digest.
    private(set) var words: [UInt64]

    var count: Int { words.count / 2 }

    /// The table of `files`, stat'ed at `statedAt` (ns); `nil` when two paths share a digest (the
    /// table could not tell them apart).
    init?(_ files: some Sequence<ScannedFile>, statedAt: Int64) {
        let pairs = files.map { file in
            (file.key, FileSignature.isRecent(file.latestChange ?? 0, comparedTo: statedAt) ? Self.unsure : file.digest)
        }.sorted { $0.0 < $1.0 }
        words = []
        words.reserveCapacity(2 * pairs.count)
        for (index, (key, digest)) in pairs.enumerated() {
            if index > 0, pairs[index - 1].0 == key { return nil }
            words.append(key)
            words.append(digest)
        }
    }

    /// The files of `files` that are new or changed since this table was made, or `nil` when a
    /// file is gone (the table cannot say which).
    func changes(in files: some Sequence<ScannedFile>) -> Set<String>? {
        var changed = Set<String>()
        var matched = 0
        words.withUnsafeBufferPointer { table in
            for file in files {
                // Binary search of the pairs by path digest.
                var (low, high) = (0, table.count / 2)
                while low < high {
                    let middle = (low + high) / 2
                    if table[2 * middle] < file.key { low = middle + 1 } else { high = middle }
                }
                if low < table.count / 2, table[2 * low] == file.key {
                    matched += 1
                    let known = table[2 * low + 1]
                    if known == Self.unsure || known != file.digest { changed.insert(file.path) }
                } else {
                    changed.insert(file.path)
                }
            }
        }
        return matched == count ? changed : nil
    }

    /// The table as saved: magic, count, pairs (little-endian words), copied in one piece.
    var bytes: [UInt8] {
        let all = ([Self.magic, UInt64(count)] + words).map(\.littleEndian)
        return all.withUnsafeBytes { Array($0) }
    }

    /// The table saved in `bytes` (a mapped file), or `nil` when they are not one.
    init?(bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 16, bytes.count % 8 == 0 else { return nil }
        func word(_ index: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
        }
        let count = bytes.count / 8
        guard word(0) == Self.magic, word(1) == UInt64(count - 2) / 2, count % 2 == 0 else { return nil }
        // Copied in one piece, then put in the machine's order (a no-op on little-endian ones).
        var words = [UInt64](repeating: 0, count: count - 2)
        words.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[16...])) }
        self.words = words.map { UInt64(littleEndian: $0) }
    }
}
