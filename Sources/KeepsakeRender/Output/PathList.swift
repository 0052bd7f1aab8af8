/// Paths kept as their bytes one after another in one buffer, each read back as a `String` when
/// asked. A path of a page is longer than a `String` holds inline, so a list of them as strings
/// takes an allocation each: a big site's 50,000 page paths were 4.8 MB as strings, 2 MB here.
public struct PathList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private var bytes: [UInt8] = []
    /// Where each path ends in `bytes`.
    private var ends: [Int] = []

    public init() {}

    public init(_ paths: some Sequence<String>) {
        for path in paths { append(path) }
    }

    public init(arrayLiteral paths: String...) {
        self.init(paths)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    public subscript(index: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range(index)]), as: UTF8.self) }
    }

    public mutating func append(_ path: String) {
        var path = path
        path.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
    }

    /// Room for `count` more paths of about `bytesEach` bytes.
    public mutating func reserveCapacity(_ count: Int, bytesEach: Int = 48) {
        bytes.reserveCapacity(bytes.count + count * bytesEach)
        ends.reserveCapacity(ends.count + count)
    }

    /// Room for the paths of `other` too, made exactly.
    mutating func reserveCapacity(for other: PathList) {
        bytes.reserveCapacity(bytes.count + other.bytes.count)
        ends.reserveCapacity(ends.count + other.count)
    }

    /// How many of the paths end with `suffix`'s bytes (no string is made for each).
    public func count(endingWith suffix: String) -> Int {
        let tail = Array(suffix.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            indices.count { index in
                let path = range(index)
                return path.count >= tail.count && buffer[(path.upperBound - tail.count)..<path.upperBound].elementsEqual(tail)
            }
        }
    }

    /// `positions` (in this list) in the order of their paths' bytes (a folder's files one after
    /// another), each path once: no string is made for the sort.
    func sortedByBytes(_ positions: [Int]) -> [Int] {
        var positions = positions
        bytes.withUnsafeBufferPointer { buffer in
            func path(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[range(index)]) }
            positions.sort { path($0).lexicographicallyPrecedes(path($1)) }
            var kept = 0
            for index in positions.indices where kept == 0 || !path(positions[index]).elementsEqual(path(positions[kept - 1])) {
                positions.swapAt(kept, index)
                kept += 1
            }
            positions.removeSubrange(kept...)
        }
        return positions
    }

    private func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }
}
