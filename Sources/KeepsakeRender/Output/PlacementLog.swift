import KeepsakeCore

/// The files a build from nothing places while its pages render, kept in a nameless scratch file
/// until the finish reads them back (`OutputTransaction.State`). A big site's list of placed
/// files (paths, digests, stamps) was 3.6 MB at 50,000 pages, held through the render, where the
/// build holds the most; the finish, which needs it, holds far less once the diary is let go.
/// Written in blocks of `blockSize` files; used under the transaction's lock.
final class PlacementLog {
    private let file: BodyFile
    /// The files placed since the last block was written.
    private var pending = PlacedFiles()
    /// Where each block went in `file`.
    private var blocks: [(offset: Int, count: Int)] = []
    /// Whether a write failed (the log then cannot be read back).
    private(set) var failed = false

    static let blockSize = 1024

    init(_ file: BodyFile) {
        self.file = file
    }

    func append(_ path: String, _ placed: OutputManifest.File) {
        pending.append(path, placed)
        if pending.count >= Self.blockSize { writeBlock() }
    }

    /// Every file logged, in the order placed; `nil` when the scratch file failed.
    func readBack() -> PlacedFiles? {
        writeBlock()
        guard !failed else { return nil }
        var files = PlacedFiles()
        files.reserveCapacity(blocks.count * Self.blockSize)
        for block in blocks {
            guard let bytes = file.bytes(at: block.offset, count: block.count) else { return nil }
            let decoded: Bool = bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                do throws(BinaryReader.Damaged) {
                    let count: Int = try reader.read()
                    for _ in 0..<count {
                        let digest: UInt64 = try reader.read()
                        let stamped: Bool = try reader.read()
                        let (inode, size, modified): (UInt64, Int, Int) = (
                            try reader.read(), try reader.read(), try reader.read()
                        )
                        let path: String = try reader.read()
                        let stamp =
                            stamped
                            ? OutputManifest.Stamp(inode: inode, size: Int64(size), modified: Int64(modified)) : nil
                        files.append(path, OutputManifest.File(digest: digest, stamp: stamp))
                    }
                    return reader.isAtEnd
                } catch {
                    return false
                }
            }
            guard decoded else { return nil }
        }
        return files
    }

    private func writeBlock() {
        guard !pending.isEmpty, !failed else { return }
        var writer = BinaryWriter(capacity: pending.count * 80)
        writer.write(pending.count)
        for index in pending.indices {
            let placed = pending.file(at: index)
            writer.write(placed.digest)
            writer.write(placed.stamp != nil)
            writer.write(placed.stamp?.inode ?? 0)
            writer.write(Int(placed.stamp?.size ?? 0))
            writer.write(Int(placed.stamp?.modified ?? 0))
            writer.write(pending.path(at: index))
        }
        if let place = file.append(writer.bytes) { blocks.append(place) } else { failed = true }
        pending = PlacedFiles()
    }
}
