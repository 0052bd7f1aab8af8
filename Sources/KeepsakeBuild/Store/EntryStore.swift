import Foundation
import KeepsakeCore
import Synchronization

/// `EntryCache` on disk (`.keepsake-cache/entries`), so a build after an edit parses only the
/// edited files; a missing, stale or damaged store is ignored. A base, written whole now and then,
/// and a delta (`entries.delta`) of the records that differ from the base it names. Each file:
/// header (magic, version, key, base id, state), records (`Patch`), a `WideDigest` of all before.
public struct EntryStore: Sendable {
    public let url: URL
    static let magic: UInt64 = 0x3579_7274_6E45_534B  // "KSEntry5", little-endian
    static let deltaMagic: UInt64 = 0x3561_746C_6544_534B  // "KSDelta5"
    /// Bumped whenever the layout changes (git log of this file says what each version changed).
    static let version: UInt64 = 23
    static let headerSize = 5 * 8
    static let digestSize = 8

    /// What the last `load` read from the base, to save only what differs from it.
    private let base = LoadedBase()

    public init(layout: SiteLayout) {
        self.init(url: layout.root.appending(path: ".keepsake-cache/entries"))
    }

    public init(url: URL) {
        self.url = url
    }

    var deltaURL: URL { URL(filePath: url.path + ".delta") }

    /// What a store holds: the cache saved, the key it was saved with, and the state it is in
    /// (`save` names each).
    public struct Loaded: Sendable {
        public let key: UInt64
        public let cache: EntryCache
        public let state: UInt64
    }

    /// The cache saved, whatever the key it was saved with, read on a thread of its own: the build
    /// works out the key (from the settings) meanwhile.
    public func startLoading() -> Task<Loaded?, Never> {
        Task.detached { [self] in loadNow() }
    }

    private func loadNow() -> Loaded? {
        guard let (stored, header) = Self.read(url.path, magic: Self.magic, key: nil, base: nil) else {
            return nil
        }
        var cache = EntryCache()
        (cache.records, cache.filesDigest, cache.historyKey) = (stored.records, stored.filesDigest, stored.historyKey)
        base.set(Base(key: header.key, id: header.id, records: cache.records, filesDigest: cache.filesDigest))
        guard let (patch, delta) = Self.read(deltaURL.path, magic: Self.deltaMagic, key: header.key, base: header.id)
        else { return Loaded(key: header.key, cache: cache, state: header.state) }
        cache.records = patch.applied(to: cache.records)
        (cache.filesDigest, cache.historyKey) = (patch.filesDigest, patch.historyKey)
        return Loaded(key: header.key, cache: cache, state: delta.state)
    }

    /// Saves `cache` as a delta of the base last loaded when it can, else as a new base (temporary
    /// file, then rename; unflushed: the digest tells a torn store). Gives the state it is now in.
    /// - Parameter remembering: `false` when no more is saved in this process: a new base's
    ///   records are not kept for a next delta.
    @discardableResult
    public func save(_ cache: EntryCache, key: UInt64, remembering: Bool = true) -> UInt64? {
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A build killed while saving leaves its temporary file: those of dead processes go.
        for name in [url.lastPathComponent, deltaURL.lastPathComponent] {
            AtomicFile.removeDeadTemporaries(of: name, in: folder)
        }
        let state = UInt64.random(in: 1 ... .max)
        if let base = base.value, base.key == key, let patch = Patch(cache, from: base) {
            if Self.write(patch, to: deltaURL.path, header: [Self.deltaMagic, Self.version, key, base.id, state]) {
                return state
            }
        }
        let id = UInt64.random(in: 1 ... .max)
        guard Self.write(Patch(whole: cache), to: url.path, header: [Self.magic, Self.version, key, id, state]) else {
            return nil
        }
        unlink(deltaURL.path)
        base.set(remembering ? Base(key: key, id: id, records: cache.records, filesDigest: cache.filesDigest) : nil)
        return state
    }

    /// Removes the store (after damage was found; tests): the next save writes a new base.
    public func remove() {
        unlink(url.path)
        unlink(deltaURL.path)
        base.set(nil)
    }

    /// The records of the file at `path` when its header is `magic`, this version, `key` (any,
    /// for `nil`) and `base`, and its digest is right; with the key, the base's name and the state's.
    private static func read(
        _ path: String, magic: UInt64, key: UInt64?, base: UInt64?
    ) -> (Patch, (key: UInt64, id: UInt64, state: UInt64))? {
        guard let file = MappedBytes(contentsOf: path) else { return nil }
        PhaseTrace.mark("store: mapped")
        return file.withUnsafeBytes { bytes in
            guard bytes.count >= headerSize + digestSize else { return nil }
            func word(at offset: Int) -> UInt64 {
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            let header = (0..<5).map { word(at: 8 * $0) }
            guard header[0...1] == [magic, version], key == nil || header[2] == key, base == nil || header[3] == base
            else { return nil }
            let checked = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - digestSize)])
            guard WideDigest.of(checked) == word(at: checked.count) else { return nil }
            PhaseTrace.mark("store: digest")
            guard let stored = Patch.decode(UnsafeRawBufferPointer(rebasing: checked[headerSize...]), of: file) else {
                return nil
            }
            return (stored, (header[2], header[3], header[4]))
        }
    }

    /// Writes `records` to `path` (through a temporary file) as it is encoded, so a big diary's
    /// store is never whole in memory; `false` when it could not.
    private static func write(_ records: Patch, to path: String, header words: [UInt64]) -> Bool {
        let target = URL(filePath: path)
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appending(path: AtomicFile.temporaryName(for: target.lastPathComponent)).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var (digest, ok) = (WideDigest.Stream(), true)
        func put(_ bytes: UnsafeRawBufferPointer) {
            digest.add(bytes)
            ok = ok && AtomicFile.writeAll(bytes, to: descriptor)
        }
        var header = BinaryWriter()
        for number in words { header.write(number) }
        header.bytes.withUnsafeBytes(put)
        // With room past the point it is drained at, for the record that crosses it.
        var writer = BinaryWriter(capacity: EntryCache.drainedAt + (16 << 10))
        records.write(to: &writer) { writer in
            writer.bytes.withUnsafeBytes(put)
            writer.drain()
        }
        writer.bytes.withUnsafeBytes(put)
        withUnsafeBytes(of: digest.value.littleEndian) { ok = ok && AtomicFile.writeAll($0, to: descriptor) }
        close(descriptor)
        if ok, rename(temporary, path) == 0 { return true }
        unlink(temporary)
        return false
    }
}

/// The base a store's delta is made against (see `EntryStore.save`).
struct Base: Sendable {
    let key: UInt64
    /// The base file's name for itself, which its delta repeats.
    let id: UInt64
    let records: EntryCache.RecordTable
    let filesDigest: UInt64
}

/// `Base`, shared by the copies of one `EntryStore` (a value handed to the build).
private final class LoadedBase: Sendable {
    private let state = Mutex<Base?>(nil)
    var value: Base? { state.withLock { $0 } }
    func set(_ base: Base?) { state.withLock { $0 = base } }
}

extension EntryCache {
    /// Records go in segments, each decoded on a core of its own when read back; an index of
    /// where each segment starts, and how many there are, ends the section.
    static let segments = 8

    /// The bytes of records `write(_:to:drain:)` gathers before handing them to `drain`.
    static let drainedAt = 48 << 10

    /// The segments hold consecutive records of the table, in its (the paths') order.
    static func write(_ records: RecordTable, to writer: inout BinaryWriter, drain: (inout BinaryWriter) -> Void) {
        // By place, not zipped into a list of their own (a big diary's was a megabyte).
        let (paths, all) = (records.paths, records.records)
        let size = max(1, (all.count + segments - 1) / segments)
        var starts: [Int] = []
        for first in stride(from: 0, to: max(all.count, 1), by: size) {
            starts.append(writer.position)
            let segment = first..<min(first + size, all.count)
            writer.write(segment.count)
            for index in segment {
                let record = all[index]
                if writer.bytes.count >= drainedAt { drain(&writer) }
                writer.write(paths[index])
                writer.write(record.files != nil)
                writer.write(record.files?.digest ?? 0)
                writer.write(record.digest != nil)
                writer.write(record.digest ?? 0)
                writer.write(record.entry)
                writer.write(record.diagnostics)
                writer.write(record.isRacy)
            }
        }
        for start in starts { writer.write(start) }
        writer.write(starts.count)
    }

    /// The records written by `write(_:to:drain:)` from `start` to the end of `bytes`, which
    /// `owner` keeps alive (the entries' bodies are slices of them).
    static func decodeRecords(_ bytes: UnsafeRawBufferPointer, from start: Int, of owner: MappedBytes) -> RecordTable? {
        // The index at the end: each segment's start, then their number.
        func word(at offset: Int) -> Int? {
            guard offset >= start, offset + 8 <= bytes.count else { return nil }
            return Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
        }
        guard let count = word(at: bytes.count - 8), count > 0, count <= (bytes.count - start) / 8 else { return nil }
        let indexStart = bytes.count - 8 - 8 * count
        var bounds: [Int] = []
        for index in 0..<count {
            guard let offset = word(at: indexStart + 8 * index), offset >= (bounds.last ?? start), offset <= indexStart
            else { return nil }
            bounds.append(offset)
        }
        guard bounds.first == start else { return nil }
        bounds.append(indexStart)
        let limits = bounds
        let parts = ParallelMap.mapNow(Array(0..<count)) { segment -> [(String, Record)]? in
            var reader = BinaryReader(
                UnsafeRawBufferPointer(rebasing: bytes[limits[segment]..<limits[segment + 1]]), of: owner)
            guard let records = try? readSegment(from: &reader), reader.isAtEnd else { return nil }
            return records
        }
        // Each segment checked its own order; here, that each starts after the one before ends.
        var (paths, records) = ([String](), [Record]())
        let total = parts.reduce(0) { $0 + ($1?.count ?? 0) }
        paths.reserveCapacity(total)
        records.reserveCapacity(total)
        for part in parts {
            guard let part else { return nil }
            if let last = paths.last, let first = part.first, RelativePath.order(last, first.0) >= 0 { return nil }
            paths += part.lazy.map(\.0)
            records += part.lazy.map(\.1)
        }
        return RecordTable(inOrder: paths, records: records)
    }

    private static func readSegment(from reader: inout BinaryReader) throws(BinaryReader.Damaged) -> [(String, Record)]
    {
        let count: Int = try reader.read()
        guard count >= 0 else { throw BinaryReader.Damaged() }
        var records: [(String, Record)] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let path: String = try reader.read()
            let hasFiles: Bool = try reader.read()
            let files: UInt64 = try reader.read()
            let hasDigest: Bool = try reader.read()
            let digest: UInt64 = try reader.read()
            let entry: Entry? = try reader.read()
            let diagnostics: [Diagnostic] = try reader.read()
            let isRacy: Bool = try reader.read()
            // In path order, each once: a store written otherwise is not this version's.
            if let last = records.last, RelativePath.order(last.0, path) >= 0 { throw BinaryReader.Damaged() }
            let signature = hasFiles ? EntryFilesSignature(digest: files) : nil
            let record = Record(
                files: signature, digest: hasDigest ? digest : nil, entry: entry, diagnostics: diagnostics,
                isRacy: isRacy)
            records.append((path, record))
        }
        return records
    }
}
