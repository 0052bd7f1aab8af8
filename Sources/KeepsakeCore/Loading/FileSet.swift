import Synchronization

/// Every file of `Content/`, by path, as a set of strings would hold them: a path written
/// composed (as typed) finds a file whose name is stored decomposed (as a Mac writes Korean
/// names), as `String`s compare the two as equal. The paths are bytes in one `PathList` with a
/// table of places by each path's hash: a big diary's files as a `Set<String>`, a string each,
/// were 8 MB at 65,000 files while its entries loaded.
public struct FileSet: Sequence, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Every path added, in the order added (one of two equal paths is never looked up).
    let paths: PathList
    /// The place in `paths` of each distinct path, by its `String` hash (open addressing, at most
    /// half full); `empty` where none is.
    private let slots: [Int32]
    /// Distinct paths.
    public let count: Int
    /// The strings `sharedSpelling(of:)` handed out, one per file however often asked.
    private let spellings = Spellings()

    private static let empty: Int32 = -1

    public init() {
        self.init(PathList())
    }

    public init(arrayLiteral paths: String...) {
        self.init(PathList(paths))
    }

    public init(_ paths: some Sequence<String>) {
        self.init(PathList(paths))
    }

    /// The files of `paths` (equal paths are one file: the first of them is the one found);
    /// `strings`, when given, are the same paths as strings (hashed as they are, none made).
    init(_ paths: PathList, strings: [String]? = nil) {
        self.paths = paths
        var capacity = 8
        while capacity < 2 * paths.count { capacity *= 2 }
        var slots = [Int32](repeating: Self.empty, count: capacity)
        var count = 0
        for place in paths.indices {
            let path = strings?[place] ?? paths[place]
            var slot = path.hashValue & (capacity - 1)
            var isNew = true
            while slots[slot] != Self.empty {
                if Self.matches(paths, slots[slot], path) {
                    isNew = false
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            if isNew {
                slots[slot] = Int32(place)
                count += 1
            }
        }
        (self.slots, self.count) = (slots, count)
    }

    /// Whether a file is at `path` (spelled either way, see the type).
    public func contains(_ path: String) -> Bool {
        place(of: path) != nil
    }

    /// `path` as the file it names is spelled here, when there is one: only the folder's own
    /// spelling opens the file. `path` itself when it is spelled the same.
    public func spelling(of path: String) -> String? {
        guard let place = place(of: path) else { return nil }
        return paths.order(at: Int(place), path) == 0 ? path : paths[Int(place)]
    }

    /// `spelling(of:)`, as the same string each time it is asked: for what many entries point
    /// at (a big diary's thousands of references to a few photos hold one string each). Not for
    /// what one entry asks for once (its sidecar): each string asked for is kept with the set.
    public func sharedSpelling(of path: String) -> String? {
        guard let place = place(of: path) else { return nil }
        return spellings.string(at: place) { paths[Int(place)] }
    }

    /// The place in `paths` of the file at `path` spelled byte for byte as given (a scan's
    /// columns are in that order); `nil` for another spelling, as for no file.
    func exactPlace(of path: String) -> Int? {
        guard let place = place(of: path).map(Int.init), paths.order(at: place, path) == 0 else { return nil }
        return place
    }

    /// These files with `added` and without `removed` (a watcher's changes; made anew).
    public func updating(adding added: [String], removing removed: Set<String>) -> FileSet {
        var kept = PathList()
        kept.reserveCapacity(count + added.count)
        for path in self where !removed.contains(path) { kept.append(path) }
        for path in added { kept.append(path) }
        return FileSet(kept)
    }

    /// A copy with `path` in it (when no equal path is).
    public func inserting(_ path: String) -> FileSet {
        contains(path) ? self : updating(adding: [path], removing: [])
    }

    /// The same files (each path of one found in the other).
    public static func == (a: FileSet, b: FileSet) -> Bool {
        a.count == b.count && a.allSatisfy { b.contains($0) }
    }

    public func makeIterator() -> some IteratorProtocol<String> {
        var next = 0
        return AnyIterator { [slots, paths] in
            while next < slots.count {
                defer { next += 1 }
                if slots[next] != Self.empty { return paths[Int(slots[next])] }
            }
            return nil
        }
    }

    private func place(of path: String) -> Int32? {
        let mask = slots.count - 1
        var slot = path.hashValue & mask
        while slots[slot] != Self.empty {
            if Self.matches(paths, slots[slot], path) { return slots[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the path at `place` is `path`: the same bytes, or (when either is not ASCII) equal
    /// as strings.
    private static func matches(_ paths: PathList, _ place: Int32, _ path: String) -> Bool {
        if paths.order(at: Int(place), path) == 0 { return true }
        let ascii = paths.withBytes(at: Int(place)) { bytes in
            var path = path
            return path.withUTF8 { other in bytes.allSatisfy { $0 < 0x80 } && other.allSatisfy { $0 < 0x80 } }
        }
        return !ascii && paths[Int(place)] == path
    }

    /// `sharedSpelling(of:)`'s strings, by place (shared by the cores a load parses on).
    private final class Spellings: Sendable {
        private let made = Mutex([Int32: String]())

        func string(at place: Int32, _ make: () -> String) -> String {
            if let known = made.withLock({ $0[place] }) { return known }
            let string = make()
            return made.withLock { made in
                if let known = made[place] { return known }
                made[place] = string
                return string
            }
        }
    }
}
