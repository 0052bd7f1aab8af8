extension EntryCache {
    /// The records by entry path, in the order of the paths' bytes (`RelativePath.order`, the inventory's):
    /// a load walks both side by side instead of hashing every path (a `String` hash normalises first).
    package struct RecordTable: Sendable {
        private(set) package var paths: [String] = []
        private(set) package var records: [Record] = []

        package init() {}

        /// `paths` already in byte order, each once (an inventory's entries, or a walk through
        /// tables in order made them), with their records.
        package init(inOrder paths: [String], records: [Record]) {
            precondition(paths.count == records.count, "one record per path")
            (self.paths, self.records) = (paths, records)
        }

        package var count: Int { paths.count }

        /// Where `path` is, or where it would go to keep the order.
        func place(of path: String) -> (index: Int, found: Bool) {
            var (low, high) = (0, paths.count)
            while low < high {
                let middle = (low + high) / 2
                let order = RelativePath.order(paths[middle], path)
                if order == 0 { return (middle, true) }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }

        subscript(path: String) -> Record? {
            get {
                let (index, found) = place(of: path)
                return found ? records[index] : nil
            }
            set {
                let (index, found) = place(of: path)
                switch (newValue, found) {
                case (let record?, true): records[index] = record
                case (let record?, false):
                    paths.insert(path, at: index)
                    records.insert(record, at: index)
                case (nil, true):
                    paths.remove(at: index)
                    records.remove(at: index)
                case (nil, false): break
                }
            }
        }

        /// The place of the record holding each of `entries` (`nil` for one not found in path order),
        /// found by walking the table and the entries together: a load's entries are its records', in order.
        func places(holding entries: some Sequence<Entry>) -> [Int?] {
            var places: [Int?] = []
            var next = 0
            for entry in entries {
                var search = next
                while search < records.count, records[search].entry?.source != entry.source { search += 1 }
                if search < records.count {
                    places.append(search)
                    next = search + 1
                } else {
                    places.append(nil)
                }
            }
            return places
        }

        /// `record` in place of the one at `index` (for the same path).
        mutating func replace(at index: Int, with record: Record) { records[index] = record }

        /// The record of each of `sorted` (paths in byte order), `nil` for those not here: one
        /// walk through both lists.
        func aligned(with sorted: [String]) -> [Record?] {
            var result = [Record?](repeating: nil, count: sorted.count)
            var next = 0
            for (index, path) in sorted.enumerated() {
                while next < paths.count, RelativePath.order(paths[next], path) < 0 { next += 1 }
                guard next < paths.count else { break }
                if RelativePath.order(paths[next], path) == 0 {
                    result[index] = records[next]
                    next += 1
                }
            }
            return result
        }

        /// Both tables' paths in order, each once, with the record each table has for it.
        package func merged(with other: RecordTable, _ body: (String, Record?, Record?) -> Void) {
            var (mine, theirs) = (0, 0)
            while mine < paths.count || theirs < other.paths.count {
                let order =
                    mine == paths.count
                    ? 1 : theirs == other.paths.count ? -1 : RelativePath.order(paths[mine], other.paths[theirs])
                if order == 0 {
                    body(paths[mine], records[mine], other.records[theirs])
                    (mine, theirs) = (mine + 1, theirs + 1)
                } else if order < 0 {
                    body(paths[mine], records[mine], nil)
                    mine += 1
                } else {
                    body(other.paths[theirs], nil, other.records[theirs])
                    theirs += 1
                }
            }
        }
    }
}
