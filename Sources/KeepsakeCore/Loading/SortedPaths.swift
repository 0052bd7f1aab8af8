/// Paths in the order of their bytes (`RelativePath.order`), as places in a `PathList` they may
/// share with others: an inventory's entry files and sidecars are places among all its files, and
/// the records a load makes keep the entries' places rather than a string per path (a big diary's
/// paths as strings were 4.8 MB from its load to its store's save).
public struct SortedPaths: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The paths these are places in (paths no place names are held too).
    private var base: PathList
    private var places: [Int32]

    public init() {
        (base, places) = (PathList(), [])
    }

    /// `paths`, already in byte order, each once.
    public init(inOrder paths: some Sequence<String>) {
        base = PathList(paths)
        places = (0..<Int32(base.count)).map { $0 }
    }

    public init(arrayLiteral paths: String...) {
        self.init(inOrder: paths)
    }

    /// The paths of `base` at `places`, put in byte order (each place once).
    init(_ base: PathList, sorting places: [Int32]) {
        self.base = base
        self.places = base.sortedByBytes(places.map(Int.init)).map { Int32($0) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { places.count }

    public subscript(index: Int) -> String { base[Int(places[index])] }

    /// `RelativePath.order` of the path at `index` and `path`, by their bytes.
    func order(at index: Int, _ path: String) -> Int {
        base.order(at: Int(places[index]), path)
    }

    /// `RelativePath.order` of the path at `index` and the one at `otherIndex` of `other`.
    func order(at index: Int, _ other: SortedPaths, at otherIndex: Int) -> Int {
        base.order(at: Int(places[index]), other.base, at: Int(other.places[otherIndex]))
    }

    /// The bytes of the path at `index`, without making a string of them.
    func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try base.withBytes(at: Int(places[index]), body)
    }

    /// The same paths, byte for byte, in the same order.
    public static func == (a: SortedPaths, b: SortedPaths) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a.order(at: $0, b, at: $0) == 0 }
    }

    /// Puts `path` at `index` (where the order wants it: the caller found the place).
    mutating func insert(_ path: String, at index: Int) {
        base.append(path)
        places.insert(Int32(base.count - 1), at: index)
    }

    /// Takes the path at `index` out (its bytes stay in the shared list until it is made anew).
    mutating func remove(at index: Int) {
        places.remove(at: index)
    }
}
