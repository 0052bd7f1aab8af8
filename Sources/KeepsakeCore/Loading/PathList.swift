import Foundation

/// Paths kept as their bytes one after another in one buffer, each read back as a `String` when
/// asked. A path is longer than a `String` holds inline, so a list of them as strings takes an
/// allocation each: a big site's 50,000 page paths were 4.8 MB as strings, 2 MB here.
///
/// A list made `sharingFolders` (the scan of `Content/`, whose files come folder by folder)
/// keeps a run of paths in the same folder as that folder's bytes once and each file's name:
/// `Content/entries/2024/05/` was half of each of a big diary's 65,000 paths. Paths are still
/// compared by their whole bytes (in two pieces, each with `memcmp`).
public struct PathList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Each path's bytes, or with its folder kept apart, its name's.
    private var bytes: [UInt8] = []
    /// Where each path ends in `bytes` (32 bits: a list's paths are never gigabytes).
    private var ends: [UInt32] = []
    /// With `sharingFolders`: each path's folder, a number into `folderEnds` counted from 1; 0
    /// for a path kept whole. Empty otherwise.
    private var folderOf: [UInt16] = []
    /// The folders' bytes, each with its last `/`, and where each ends.
    private var folderBytes: [UInt8] = []
    private var folderEnds: [UInt32] = []
    private let sharingFolders: Bool

    public init() {
        sharingFolders = false
    }

    /// An empty list that keeps each run of paths in one folder as the folder once.
    public init(sharingFolders: Bool) {
        self.sharingFolders = sharingFolders
    }

    public init(_ paths: some Sequence<String>) {
        self.init()
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
    public func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try withPieces(at: index) { pieces in
            guard pieces.folder.count > 0 else { return try body(pieces.name) }
            // Both pieces together, on the stack: a path is at most a few kilobytes.
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pieces.count) { buffer in
                _ = buffer.initialize(fromContentsOf: pieces.folder)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[pieces.folder.count...]).initialize(
                    fromContentsOf: pieces.name)
                return try body(UnsafeBufferPointer(buffer))
            }
        }
    }

    public mutating func append(_ path: String) {
        var path = path
        path.withUTF8 { append(bytes: $0) }
    }

    /// Appends the paths of `other`, after these.
    public mutating func append(contentsOf other: PathList) {
        if !sharingFolders && !other.sharingFolders {
            let offset = UInt32(bytes.count)
            bytes.append(contentsOf: other.bytes)
            precondition(bytes.count <= UInt32.max, "a list of paths holds at most 4 GB of them")
            ends.append(contentsOf: other.ends.lazy.map { $0 + offset })
            return
        }
        for index in other.indices { other.withBytes(at: index) { append(bytes: $0) } }
    }

    private mutating func append(bytes path: UnsafeBufferPointer<UInt8>) {
        var name = path
        if sharingFolders {
            var folder: UInt16 = 0
            if let slash = path.lastIndex(of: UInt8(ascii: "/")) {
                let head = UnsafeBufferPointer(rebasing: path[...slash])
                let last = folderEnds.count
                let isLast =
                    last > 0
                    && folderBytes.withUnsafeBufferPointer { all in
                        let start = last == 1 ? 0 : Int(folderEnds[last - 2])
                        return Self.order(UnsafeBufferPointer(rebasing: all[start..<Int(folderEnds[last - 1])]), head)
                            == 0
                    }
                if isLast {
                    folder = UInt16(last)
                } else if last < Int(UInt16.max) {
                    folderBytes.append(contentsOf: head)
                    folderEnds.append(UInt32(folderBytes.count))
                    folder = UInt16(last + 1)
                }
                if folder > 0 { name = UnsafeBufferPointer(rebasing: path[(slash + 1)...]) }
            }
            folderOf.append(folder)
        }
        bytes.append(contentsOf: name)
        precondition(bytes.count <= UInt32.max, "a list of paths holds at most 4 GB of them")
        ends.append(UInt32(bytes.count))
    }

    /// Bytes kept for the paths (their names only, for those whose folder is kept apart).
    public var byteCount: Int { bytes.count }

    /// Room for `count` more paths of about `bytesEach` bytes.
    public mutating func reserveCapacity(_ count: Int, bytesEach: Int = 48) {
        bytes.reserveCapacity(bytes.count + count * bytesEach)
        ends.reserveCapacity(ends.count + count)
        if sharingFolders { folderOf.reserveCapacity(folderOf.count + count) }
    }

    /// Room for `count` more bytes of paths.
    mutating func reserveBytes(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Room for the paths of `other` too, made exactly (or about, when either keeps folders apart).
    package mutating func reserveCapacity(for other: PathList) {
        reserveCapacity(other.count, bytesEach: 0)
        bytes.reserveCapacity(bytes.count + other.bytes.count + (sharingFolders ? 0 : other.folderBytes.count))
    }

    /// How many of the paths end with `suffix`'s bytes (no string is made for each).
    public func count(endingWith suffix: String) -> Int {
        let tail = Array(suffix.utf8)
        return indices.count { index in
            withBytes(at: index) { path in
                path.count >= tail.count && path[(path.count - tail.count)...].elementsEqual(tail)
            }
        }
    }

    /// `positions` (in this list) in the order of their paths' bytes (a folder's files one after
    /// another), each path once: no string is made for the sort.
    package func sortedByBytes(_ positions: [Int]) -> [Int] {
        var positions = positions
        withStorage { storage in
            // Compared with `memcmp` (an element at a time, a big diary's sort took milliseconds).
            positions.sort { Self.order(storage.pieces($0), storage.pieces($1)) < 0 }
            var kept = 0
            for index in positions.indices
            where kept == 0 || Self.order(storage.pieces(positions[index]), storage.pieces(positions[kept - 1])) != 0 {
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
        return path.withUTF8 { other in
            withPieces(at: index) { Self.order($0, Pieces(folder: .init(start: nil, count: 0), name: other)) }
        }
    }

    /// `RelativePath.order` of the path at `index` and the one at `otherIndex` of `other`.
    package func order(at index: Int, _ other: PathList, at otherIndex: Int) -> Int {
        withPieces(at: index) { mine in other.withPieces(at: otherIndex) { Self.order(mine, $0) } }
    }

    /// The same paths in the same order, however each list keeps them.
    public static func == (a: PathList, b: PathList) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a.order(at: $0, b, at: $0) == 0 }
    }

    // MARK: - Pieces

    /// A path as its folder's bytes (empty when kept whole) and the rest.
    struct Pieces {
        let folder: UnsafeBufferPointer<UInt8>
        let name: UnsafeBufferPointer<UInt8>

        var count: Int { folder.count + name.count }

        /// The byte at `offset` of the whole path, and the bytes after it in the same piece.
        func piece(from offset: Int) -> UnsafeBufferPointer<UInt8> {
            offset < folder.count
                ? UnsafeBufferPointer(rebasing: folder[offset...])
                : UnsafeBufferPointer(rebasing: name[(offset - folder.count)...])
        }
    }

    /// The list's buffers, held for a run of lookups (a sort).
    private struct Storage {
        let bytes: UnsafeBufferPointer<UInt8>
        let ends: UnsafeBufferPointer<UInt32>
        let folderOf: UnsafeBufferPointer<UInt16>
        let folderBytes: UnsafeBufferPointer<UInt8>
        let folderEnds: UnsafeBufferPointer<UInt32>

        func pieces(_ index: Int) -> Pieces {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            let name = UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[index])])
            let folder = folderOf.isEmpty ? 0 : Int(folderOf[index])
            guard folder > 0 else { return Pieces(folder: .init(start: nil, count: 0), name: name) }
            let folderStart = folder == 1 ? 0 : Int(folderEnds[folder - 2])
            return Pieces(
                folder: UnsafeBufferPointer(rebasing: folderBytes[folderStart..<Int(folderEnds[folder - 1])]),
                name: name)
        }
    }

    private func withStorage<Result>(_ body: (Storage) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try ends.withUnsafeBufferPointer { ends in
                try folderOf.withUnsafeBufferPointer { folderOf in
                    try folderBytes.withUnsafeBufferPointer { folderBytes in
                        try folderEnds.withUnsafeBufferPointer { folderEnds in
                            try body(
                                Storage(
                                    bytes: bytes, ends: ends, folderOf: folderOf, folderBytes: folderBytes,
                                    folderEnds: folderEnds))
                        }
                    }
                }
            }
        }
    }

    private func withPieces<Result>(at index: Int, _ body: (Pieces) throws -> Result) rethrows -> Result {
        try withStorage { try body($0.pieces(index)) }
    }

    /// Negative when `a`'s bytes sort first, zero when they are the same, positive after.
    static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = a.baseAddress, let second = b.baseAddress else { return a.count - b.count }
        let common = memcmp(first, second, Swift.min(a.count, b.count))
        return common != 0 ? Int(common) : a.count - b.count
    }

    /// `order` of two paths in pieces, as if each were one run of bytes.
    static func order(_ a: Pieces, _ b: Pieces) -> Int {
        // The same folder (the same bytes, as a list keeps it once): only the names differ.
        if a.folder.baseAddress == b.folder.baseAddress && a.folder.count == b.folder.count {
            return order(a.name, b.name)
        }
        var offset = 0
        let total = Swift.min(a.count, b.count)
        while offset < total {
            let (x, y) = (a.piece(from: offset), b.piece(from: offset))
            let length = Swift.min(x.count, y.count, total - offset)
            let common = memcmp(x.baseAddress!, y.baseAddress!, length)
            if common != 0 { return Int(common) }
            offset += length
        }
        return a.count - b.count
    }
}
