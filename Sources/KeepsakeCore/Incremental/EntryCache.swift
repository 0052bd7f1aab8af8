/// What the last load made of each entry file (the entry, or its diagnostics), so that the next
/// load re-reads only the files that changed. Lives in memory for `keepsake serve`; a value, so a
/// load that fails leaves the caller's copy as it was.
public struct EntryCache: Sendable {
    /// A value, held inline in its table: a big diary's records as objects of their own were
    /// 50,000 allocations of 64 bytes, made between the entries' tag and picture lists of the
    /// same size and let go once the store was saved, which left those lists' pages half empty
    /// for the rest of the build. Inline, a table's records are one allocation.
    struct Record: Sendable {
        /// What the files made. An entry's `contentFingerprint` is the digest of the texts it was
        /// made from (`DiaryLoader` makes it so), so that digest is not kept beside it; nor are an
        /// entry's diagnostics, which few have: 16 bytes a record instead of 32, held from a big
        /// diary's load (its peak) to its store's save.
        private let made: Made
        /// `files` without its optional's flag, which is in the top bits with `isRacy` (a
        /// signature keeps 61 bits).
        private let filesAndFlags: UInt64

        /// One reference whatever the case (an entry is one), so one word.
        private enum Made: Sendable {
            case entry(Entry)
            /// An entry with warnings (few), behind one reference.
            case noted(Indirect<Noted>)
            /// Files that could not be read or made into an entry (few): their digest (`nil`
            /// when they could not be read) and why, behind one reference.
            case none(Indirect<Failure>)
        }

        private struct Noted: Sendable, Hashable {
            let entry: Entry
            let diagnostics: [Diagnostic]
        }

        private struct Failure: Sendable, Hashable {
            let digest: UInt64?
            let diagnostics: [Diagnostic]
        }

        private static let hasFiles: UInt64 = 1 << 62
        private static let racy: UInt64 = 1 << 61

        /// The entry the files made, if any.
        var entry: Entry? {
            switch made {
            case .entry(let entry): entry
            case .noted(let noted): noted.value.entry
            case .none: nil
            }
        }
        var diagnostics: [Diagnostic] {
            switch made {
            case .entry: []
            case .noted(let noted): noted.value.diagnostics
            case .none(let failure): failure.value.diagnostics
            }
        }
        /// Digest of the texts it was made from; `nil` when they could not be read.
        var digest: UInt64? {
            switch made {
            case .entry(let entry): entry.contentFingerprint
            case .noted(let noted): noted.value.entry.contentFingerprint
            case .none(let failure): failure.value.digest
            }
        }
        /// The entry file's and sidecar's signatures; `nil` when the entry file could not be
        /// stat'ed: never trusted without reading.
        var files: EntryFilesSignature? {
            filesAndFlags & Self.hasFiles != 0
                ? EntryFilesSignature(digest: filesAndFlags & EntryFilesSignature.digestBits) : nil
        }
        /// Written so shortly before it was read that a later write could leave the same signature
        /// (file times tick coarsely), so the next load compares contents (git's "racily clean").
        var isRacy: Bool { filesAndFlags & Self.racy != 0 }

        /// With an entry, `digest` is its `contentFingerprint` (the digest of the texts it was
        /// made from, as `DiaryLoader` makes entries), whatever is passed.
        init(files: EntryFilesSignature?, digest: UInt64?, entry: Entry?, diagnostics: [Diagnostic], isRacy: Bool) {
            filesAndFlags = (files?.digest ?? 0) | (files != nil ? Self.hasFiles : 0) | (isRacy ? Self.racy : 0)
            made =
                switch (entry, diagnostics.isEmpty) {
                case (let entry?, true): .entry(entry)
                case (let entry?, false): .noted(Indirect(Noted(entry: entry, diagnostics: diagnostics)))
                case (nil, _): .none(Indirect(Failure(digest: digest, diagnostics: diagnostics)))
                }
        }

        /// Whether `other` was made from the same files as seen the same way (and so holds the
        /// same result), with the same history attached (the fingerprint folds it in).
        func isSame(as other: Record) -> Bool {
            files == other.files && digest == other.digest && isRacy == other.isRacy
                && entry?.fingerprint == other.entry?.fingerprint
        }

        /// The same record holding `entry` (the same entry with a history attached).
        func holding(_ entry: Entry) -> Record {
            Record(files: files, digest: digest, entry: entry, diagnostics: diagnostics, isRacy: isRacy)
        }

        /// The same result, for files seen again with these signatures.
        func seen(_ files: EntryFilesSignature?, isRacy: Bool) -> Record {
            Record(files: files, digest: digest, entry: entry, diagnostics: diagnostics, isRacy: isRacy)
        }
    }

    var records = RecordTable()
    /// The inventory's `filesDigest` when the records were made: an entry's result also depends
    /// on whether the pictures it points at exist.
    var filesDigest: UInt64 = 0
    /// The store file this cache was loaded from, whose bodies are checked as they are read
    /// (`BodyFile.isDamaged`).
    public internal(set) var storedIn: BodyFile?
    /// Which history (`GitHistory.attachmentKey`) the records' entries have attached: each entry
    /// carries what that history says of it, so a build at the same commit attaches history
    /// only to the entries it read anew. 0: none attached.
    public internal(set) var historyKey: UInt64 = 0
    /// The state of the store this cache was loaded from (`EntryStore.save` names each), `nil`
    /// when it was not.
    public internal(set) var storeState: UInt64?

    public init() {}

    /// Entry files remembered.
    public var count: Int { records.count }

    /// Whether `other` remembers the same files with the same signatures (and so the same results):
    /// then a stored copy of this cache needs no update.
    public func isSame(as other: EntryCache) -> Bool {
        guard records.count == other.records.count, filesDigest == other.filesDigest, historyKey == other.historyKey
        else { return false }
        // Both in path order: the same paths come at the same places.
        for index in records.paths.indices {
            guard records.records[index].isSame(as: other.records.records[index]),
                records.paths.order(at: index, other.records.paths, at: index) == 0
            else { return false }
        }
        return true
    }

    /// This cache with `attached` (its entries, some with a history `GitHistory.attach` attached
    /// or took away) in their records, and `key` as the history they carry: the next build at the
    /// same commit reads them back attached (see `historyKey`).
    /// - Parameter previous: the entries before attaching, in the same order: only the records of
    ///   those that changed are looked up.
    func attaching(_ attached: [Entry], to previous: [Entry], historyKey key: UInt64) -> EntryCache {
        var cache = self
        cache.historyKey = key
        let changed = zip(attached, previous).filter { $0.identity != $1.identity }
        // None changed (no git, or nothing committed since): the records as they are. The loop
        // below made its table's records unique before its first turn even when it had none (the
        // optimiser hoists that out of the loop): a copy of a big diary's records (2 MB at 50,000
        // entries) while they were saved.
        guard !changed.isEmpty else { return cache }
        let places = records.places(holding: changed.lazy.map(\.1))
        for ((entry, _), place) in zip(changed, places) {
            if let place {
                cache.records.replace(at: place, with: cache.records.records[place].holding(entry))
            } else if let record = cache.records[entry.source], record.entry?.identity != entry.identity {
                // Not in the same order after all (no load makes that): found by its path.
                cache.records[entry.source] = record.holding(entry)
            }
        }
        return cache
    }

    /// Whether `inventory` lists other files than the one the records were made with.
    func filesDiffer(from inventory: ContentInventory) -> Bool {
        inventory.filesDigest != filesDigest
    }

    /// The remembered result for `path`, unless the pictures it could point at changed.
    func record(for path: String, files: FileSet, filesDiffer: Bool) -> Record? {
        usable(records[path], files: files, filesDiffer: filesDiffer)
    }

    /// `record` (this cache's for some path), unless the pictures it could point at changed.
    func usable(_ record: Record?, files: FileSet, filesDiffer: Bool) -> Record? {
        guard let record else { return nil }
        if filesDiffer {
            // A file appeared or vanished: an entry that complained may be fine now, and one whose
            // picture is gone must say so.
            guard record.diagnostics.isEmpty, let entry = record.entry,
                entry.media.allSatisfy({ files.contains($0.source) }),
                entry.photoSource.map({ files.contains($0) }) ?? true
            else { return nil }
        }
        return record
    }
}
