import KeepsakeCore
/// What a store file's records section holds: records, paths whose records are gone, and the
/// inventory's `filesDigest`. A delta holds the records that differ from its base and the base's
/// records that are gone; a base is a patch of nothing, holding every record.
struct Patch: Sendable {
    var records = EntryCache.RecordTable()
    var removed: [String] = []
    var filesDigest: UInt64 = 0
    /// `EntryCache.historyKey`.
    var historyKey: UInt64 = 0

    /// A patch turning `base` into `cache`, or `nil` when it would hold too much of it (a new
    /// base is then cheaper to load).
    init?(_ cache: EntryCache, from base: Base) {
        let limit = max(128, base.records.count / 16)
        // Both tables in path order: one walk through the two.
        var (paths, changed) = ([String](), [EntryCache.Record]())
        var tooMany = false
        cache.records.merged(with: base.records) { path, record, old in
            guard !tooMany else { return }
            if let record {
                if let old, old.isSame(as: record) { return }
                paths.append(path)
                changed.append(record)
            } else {
                removed.append(path)
            }
            tooMany = paths.count + removed.count > limit
        }
        guard !tooMany else { return nil }
        records = EntryCache.RecordTable(inOrder: paths, records: changed)
        (filesDigest, historyKey) = (cache.filesDigest, cache.historyKey)
    }

    /// `table` with this patch's records put in and its removed paths taken out.
    func applied(to table: EntryCache.RecordTable) -> EntryCache.RecordTable {
        let gone = Set(removed)
        var (paths, kept) = ([String](), [EntryCache.Record]())
        paths.reserveCapacity(table.count + records.count)
        kept.reserveCapacity(table.count + records.count)
        table.merged(with: records) { path, old, new in
            guard let record = new ?? old, !gone.contains(path) else { return }
            paths.append(path)
            kept.append(record)
        }
        return EntryCache.RecordTable(inOrder: paths, records: kept)
    }

    /// All of `cache`, as a base holds it.
    init(whole cache: EntryCache) {
        (records, filesDigest, historyKey) = (cache.records, cache.filesDigest, cache.historyKey)
    }

    /// Writes the patch, handing `writer` to `drain` whenever it holds `EntryCache.drainedAt` bytes or more.
    func write(to writer: inout BinaryWriter, drain: (inout BinaryWriter) -> Void) {
        writer.write(removed)
        writer.write(filesDigest)
        writer.write(historyKey)
        EntryCache.write(records, to: &writer, drain: drain)
    }

    /// The patch in `bytes` (which `owner` keeps alive); `nil` when damaged.
    static func decode(_ bytes: UnsafeRawBufferPointer, of owner: MappedBytes) -> Patch? {
        var patch = Patch()
        var reader = BinaryReader(bytes)
        do {
            patch.removed = try reader.read()
            patch.filesDigest = try reader.read()
            patch.historyKey = try reader.read()
        } catch {
            return nil
        }
        guard let records = EntryCache.decodeRecords(bytes, from: reader.offset, of: owner) else { return nil }
        patch.records = records
        return patch
    }

    private init() {}
}
