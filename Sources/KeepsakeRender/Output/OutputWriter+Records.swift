import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What is recorded beside each generation's manifest (`.keepsake-cache/outputs/<generation>…`),
/// and goes with it: its clean mark, its folder stamps and its horizon.
extension OutputWriter {
    /// The endings of the records kept beside a generation's manifest (`.shape`: one an older
    /// Keepsake kept, removed with the rest).
    static let recordSuffixes = [".clean", ".folders", ".horizon", ".shape"]

    /// Removes the manifest of `generation` and everything recorded beside it.
    func removeRecords(of generation: String) {
        unlink(manifests.appending(path: generation).path)
        for suffix in Self.recordSuffixes { unlink(manifests.appending(path: generation + suffix).path) }
    }

    // MARK: - Horizons

    /// Records the time the file system gave `folder`'s marker, just written after the last change
    /// the build made to the folders of `generation`, as that generation's horizon: a folder
    /// whose last change is older holds what the build left there (see `OutputCheck`), and no
    /// later change can be that old, whatever the clock's ticks (Git's rule for racy entries, on
    /// the file system's own clock). So a build need not stat its ten thousand folders for their
    /// stamps, nor the next check read the folders it wrote into. Read back as it was recorded,
    /// never from the marker again (a marker touched later would move it).
    func recordHorizon(of generation: String, in folder: URL) {
        var info = stat()
        guard lstat(marker(in: folder), &info) == 0 else {
            unlink(horizonFile(of: generation))
            return
        }
        let time = UInt64(bitPattern: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        Self.writeRecord(time, magic: Self.horizonMagic, to: horizonFile(of: generation))
    }

    /// The horizon recorded for `generation`, if any (and undamaged).
    func horizon(of generation: String) -> Int64? {
        Self.readRecord(magic: Self.horizonMagic, from: horizonFile(of: generation)).map { Int64(bitPattern: $0) }
    }

    func horizonFile(of generation: String) -> String {
        manifests.appending(path: generation + ".horizon").path
    }

    static let horizonMagic: UInt64 = 0x3168_7A69_726F_484B  // "KHorizh1", little-endian

    // MARK: - One-number records

    /// Writes `value` to `path` (through a temporary file) between its magic and a check word.
    private static func writeRecord(_ value: UInt64, magic: UInt64, to path: String) {
        let words = [magic, value, magic ^ value].map(\.littleEndian)
        let temporary = path + ".tmp-\(getpid())"
        guard (try? words.withUnsafeBytes { Data($0) }.write(to: URL(filePath: temporary))) != nil else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// The value `writeRecord` wrote to `path` with `magic`; `nil` when missing or damaged.
    private static func readRecord(magic: UInt64, from path: String) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: path), data.count == 24 else { return nil }
        let words = data.withUnsafeBytes { raw in
            (0..<3).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)) }
        }
        guard words[0] == magic, words[2] == magic ^ words[1] else { return nil }
        return words[1]
    }
}
