import KeepsakeCore

/// The files an output transaction placed, in the order placed.
struct PlacedFiles: RandomAccessCollection, Sendable {
    private var paths: [String] = []
    private var digests: [UInt64] = []
    /// `Stamp`s without their optional (`noStamp` for none): 24 bytes a file instead of 32.
    private var stamps: [OutputManifest.Stamp] = []

    private static let noStamp = OutputManifest.Stamp(inode: .max, size: -1, modified: .min)

    init() {}

    init(_ files: some Sequence<(path: String, file: OutputManifest.File)>) {
        for (path, file) in files { append(path, file) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { digests.count }

    subscript(index: Int) -> (path: String, file: OutputManifest.File) {
        (path(at: index), file(at: index))
    }

    func path(at index: Int) -> String { paths[index] }

    func file(at index: Int) -> OutputManifest.File {
        let stamp = stamps[index]
        return OutputManifest.File(digest: digests[index], stamp: stamp == Self.noStamp ? nil : stamp)
    }

    mutating func append(_ path: String, _ file: OutputManifest.File) {
        paths.append(path)
        digests.append(file.digest)
        stamps.append(file.stamp ?? Self.noStamp)
    }

    mutating func append(contentsOf other: PlacedFiles) {
        paths.reserveCapacity(paths.count + other.count)
        digests.reserveCapacity(digests.count + other.count)
        stamps.reserveCapacity(stamps.count + other.count)
        for index in other.indices { append(other.path(at: index), other.file(at: index)) }
    }

    /// The positions of the files for which `include` holds, in the order of their paths' bytes
    /// (a folder's files one after another), each path once.
    func positions(where include: (_ path: String, _ file: OutputManifest.File) -> Bool) -> [Int] {
        var seen: Set<String> = []
        return indices.filter { include(path(at: $0), file(at: $0)) }
            .sorted { paths[$0].utf8.lexicographicallyPrecedes(paths[$1].utf8) }
            .filter { seen.insert(paths[$0]).inserted }
    }

    /// Room for `count` more files.
    mutating func reserveCapacity(_ count: Int) {
        paths.reserveCapacity(paths.count + count)
        digests.reserveCapacity(digests.count + count)
        stamps.reserveCapacity(stamps.count + count)
    }
}
