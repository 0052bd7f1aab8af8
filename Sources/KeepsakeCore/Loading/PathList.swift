import Foundation

/// Paths kept as their bytes one after another in one buffer, each read back as a `String` when
/// asked. A path is longer than a `String` holds inline, so a list of them as strings takes an
/// allocation each: a big site's 50,000 page paths were 4.8 MB as strings, 2 MB here.
public struct PathList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private var bytes: [UInt8] = []
    /// Where each path ends in `bytes` (32 bits: a list's paths are never gigabytes).
    private var ends: [UInt32] = []

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
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the path at `index`, without making a string of them.
    public func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range(index)])) }
    }

    public mutating func append(_ path: String) {
        var path = path
        path.withUTF8 { bytes.append(contentsOf: $0) }
        precondition(bytes.count <= UInt32.max, "a list of paths holds at most 4 GB of them")
        ends.append(UInt32(bytes.count))
    }

    /// Appends the paths of `other`, after these.
    public mutating func append(contentsOf other: PathList) {
        let offset = UInt32(bytes.count)
        bytes.append(contentsOf: other.bytes)
        precondition(bytes.count <= UInt32.max, "a list of paths holds at most 4 GB of them")
        ends.append(contentsOf: other.ends.lazy.map { $0 + offset })
    }

    /// Bytes of all the paths.
    public var byteCount: Int { bytes.count }

    /// Room for `count` more paths of about `bytesEach` bytes.
    public mutating func reserveCapacity(_ count: Int, bytesEach: Int = 48) {
        bytes.reserveCapacity(bytes.count + count * bytesEach)
        ends.reserveCapacity(ends.count + count)
    }

    /// Room for `count` more bytes of paths.
    mutating func reserveBytes(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Room for the paths of `other` too, made exactly.
    package mutating func reserveCapacity(for other: PathList) {
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
    package func sortedByBytes(_ positions: [Int]) -> [Int] {
        var positions = positions
        bytes.withUnsafeBufferPointer { buffer in
            func path(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[range(index)]) }
            // Compared with `memcmp` (an element at a time, a big diary's sort took milliseconds).
            positions.sort { Self.order(path($0), path($1)) < 0 }
            var kept = 0
            for index in positions.indices where kept == 0 || Self.order(path(positions[index]), path(positions[kept - 1])) != 0 {
                positions.swapAt(kept, index)
                kept += 1
            }
            positions.removeSubrange(kept...)
        }
        return positions
    }

    /// `RelativePath.order` of the path at `index` and `path`, by their bytes (no string is made).
    package func order(at index: Int, _ path: String) -> Int {
        var path = path
        return path.withUTF8 { other in withBytes(at: index) { Self.order($0, other) } }
    }

    /// `RelativePath.order` of the path at `index` and the one at `otherIndex` of `other`.
    package func order(at index: Int, _ other: PathList, at otherIndex: Int) -> Int {
        withBytes(at: index) { mine in other.withBytes(at: otherIndex) { Self.order(mine, $0) } }
    }

    /// Negative when `a`'s bytes sort first, zero when they are the same, positive after.
    static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = a.baseAddress, let second = b.baseAddress else { return a.count - b.count }
        let common = memcmp(first, second, Swift.min(a.count, b.count))
        return common != 0 ? Int(common) : a.count - b.count
    }

    private func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }
}
