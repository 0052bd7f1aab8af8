import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `EntryCache` on disk, so that `keepsake build` after an edit parses only the edited files:
/// `.keepsake-cache/entries` in the diary. Only an optimisation: a missing, stale (other
/// settings, other Keepsake) or damaged store is ignored, and everything is read again.
///
/// Format: magic, format version, the caller's key, payload length, payload, and a digest of the
/// payload (so damage anywhere is noticed, not just damage that breaks the structure).
public struct EntryStore: Sendable {
    public let url: URL
    static let magic: UInt64 = 0x3179_7274_6E45_534B  // "KSEntry1", little-endian
    static let version: UInt64 = 1

    public init(layout: SiteLayout) {
        self.init(url: layout.root.appending(path: ".keepsake-cache/entries"))
    }

    public init(url: URL) {
        self.url = url
    }

    /// The cache saved with the same `key`, or `nil`.
    public func load(key: UInt64) -> EntryCache? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return data.withUnsafeBytes { raw -> EntryCache? in
            var reader = BinaryReader(raw)
            do throws(BinaryReader.Damaged) {
                let magic: UInt64 = try reader.read()
                let version: UInt64 = try reader.read()
                let storedKey: UInt64 = try reader.read()
                let length: Int = try reader.read()
                guard magic == Self.magic, version == Self.version, storedKey == key, length >= 0,
                    reader.offset + length + 8 == raw.count
                else { return nil }
                let payload = UnsafeRawBufferPointer(rebasing: raw[reader.offset..<reader.offset + length])
                var digest = ContentDigest()
                digest.add(payload)
                guard raw.loadUnaligned(fromByteOffset: reader.offset + length, as: UInt64.self).littleEndian == digest.value
                else { return nil }
                var body = BinaryReader(payload)
                let cache = try EntryCache(from: &body)
                return body.isAtEnd ? cache : nil
            } catch {
                return nil
            }
        }
    }

    /// Replaces the store (temporary file, then rename: a reader sees the old store or the new).
    /// Not flushed to disk: after a power cut the digest tells a torn store from a good one.
    public func save(_ cache: EntryCache, key: UInt64) {
        var body = BinaryWriter(capacity: 1 << 20)
        cache.write(to: &body)
        var digest = ContentDigest()
        body.bytes.withUnsafeBytes { digest.add($0) }
        var file = BinaryWriter(capacity: body.bytes.count + 40)
        for number in [Self.magic, Self.version, key] { file.write(number) }
        file.write(body.bytes.count)
        var bytes = file.bytes
        bytes += body.bytes
        withUnsafeBytes(of: digest.value.littleEndian) { bytes.append(contentsOf: $0) }
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appending(path: ".entries.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { break }
            written += result
        }
        close(descriptor)
        if written == bytes.count, rename(temporary, url.path) == 0 { return }
        unlink(temporary)
    }

    /// Removes the store (tests; `keepsake` never needs to).
    public func remove() { unlink(url.path) }
}

extension EntryCache: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(files.sorted())
        writer.write(records.count)
        for (path, record) in records {
            writer.write(path)
            writer.write(record.signature)
            writer.write(record.sidecar)
            writer.write(record.digest != nil)
            writer.write(record.digest ?? 0)
            writer.write(record.entry)
            writer.write(record.diagnostics)
            writer.write(record.isRacy)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init()
        let files: [String] = try reader.read()
        self.files = Set(files)
        let count: Int = try reader.read()
        guard count >= 0 else { throw BinaryReader.Damaged() }
        records.reserveCapacity(count)
        for _ in 0..<count {
            let path: String = try reader.read()
            let signature: FileSignature? = try reader.read()
            let sidecar: FileSignature? = try reader.read()
            let hasDigest: Bool = try reader.read()
            let digest: UInt64 = try reader.read()
            let entry: Entry? = try reader.read()
            let diagnostics: [Diagnostic] = try reader.read()
            let isRacy: Bool = try reader.read()
            records[path] = Record(
                signature: signature, sidecar: sidecar, digest: hasDigest ? digest : nil, entry: entry,
                diagnostics: diagnostics, isRacy: isRacy)
        }
    }
}
