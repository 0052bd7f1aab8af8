import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `EntryCache` on disk, so that `keepsake build` after an edit parses only the edited files:
/// `.keepsake-cache/entries` in the diary. Only an optimisation: a missing, stale (other
/// settings, other Keepsake) or damaged store is ignored, and everything is read again.
///
/// Layout: a header (magic, format version, the caller's key), the records, the entries' bodies
/// (read back only for the pages that show them, so loading a big diary's store costs little
/// memory), a digest of every 4 MB of the two sections (so damage anywhere is noticed, not just
/// damage that breaks the structure), and the lengths of the two sections.
public struct EntryStore: Sendable {
    public let url: URL
    static let magic: UInt64 = 0x3479_7274_6E45_534B  // "KSEntry4", little-endian
    static let version: UInt64 = 5
    static let headerSize = 3 * 8
    static let trailerSize = 2 * 8
    static let chunkSize = 4 << 20

    public init(layout: SiteLayout) {
        self.init(url: layout.root.appending(path: ".keepsake-cache/entries"))
    }

    public init(url: URL) {
        self.url = url
    }

    /// A scratch `BodyFile` beside the store, for the bodies of the entries being loaded.
    public func scratchBodies() -> BodyFile? {
        BodyFile.scratch(in: url.deletingLastPathComponent())
    }

    /// The cache saved with the same `key`, or `nil`.
    public func load(key: UInt64) async -> EntryCache? {
        guard let file = BodyFile.reading(url.path) else { return nil }
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        func words(at offset: Int, count: Int) -> [UInt64]? {
            guard offset >= 0, count >= 0, offset + 8 * count <= size else { return nil }
            guard let bytes = file.bytes(at: offset, count: 8 * count) else { return nil }
            return bytes.withUnsafeBytes { raw in
                (0..<count).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)) }
            }
        }
        guard size >= Self.headerSize + Self.trailerSize, let header = words(at: 0, count: 3),
            header == [Self.magic, Self.version, key],
            let lengths = words(at: size - Self.trailerSize, count: 2)
        else { return nil }
        let (metadata, bodies) = (Int(truncatingIfNeeded: lengths[0]), Int(truncatingIfNeeded: lengths[1]))
        let sections = metadata &+ bodies
        guard metadata >= 0, bodies >= 0, sections >= 0 else { return nil }
        let chunks = (sections + Self.chunkSize - 1) / Self.chunkSize
        guard size == Self.headerSize + sections + 8 * chunks + Self.trailerSize,
            let expected = words(at: Self.headerSize + sections, count: chunks)
        else { return nil }
        // Every chunk against its digest, on all cores.
        let digests = await ParallelMap.map(Array(0..<chunks), chunk: 1) { chunk -> UInt64? in
            let start = chunk * Self.chunkSize
            let bytes = file.bytes(at: Self.headerSize + start, count: min(Self.chunkSize, sections - start))
            return bytes?.withUnsafeBytes { ChunkDigest.of($0) }
        }
        guard digests == expected else { return nil }
        guard let records = file.bytes(at: Self.headerSize, count: metadata) else { return nil }
        return records.withUnsafeBytes { raw -> EntryCache? in
            var reader = BinaryReader(raw, bodies: (file, Self.headerSize + metadata, bodies))
            guard let cache = try? EntryCache(from: &reader), reader.isAtEnd else { return nil }
            return cache
        }
    }

    /// Replaces the store (temporary file, then rename: a reader sees the old store or the new).
    /// Not flushed to disk: after a power cut the digests tell a torn store from a good one.
    /// Written as it is encoded, so a big diary's store is never whole in memory.
    public func save(_ cache: EntryCache, key: UInt64) {
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appending(path: ".entries.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var output = ChunkedOutput(descriptor: descriptor, chunkSize: Self.chunkSize)
        var header = BinaryWriter()
        for number in [Self.magic, Self.version, key] { header.write(number) }
        var ok = header.bytes.withUnsafeBytes { output.write($0, digested: false) }
        var records = BinaryWriter(capacity: 1 << 20)
        var metadata = 0
        cache.write(to: &records) { records in
            metadata += records.bytes.count
            ok = ok && records.bytes.withUnsafeBytes { output.write($0) }
            records.drain()
        }
        metadata += records.bytes.count
        ok = ok && records.bytes.withUnsafeBytes { output.write($0) }
        for blob in records.blobs where ok {
            switch blob {
            case .text(var text):
                ok = text.withUTF8 { output.write(UnsafeRawBufferPointer($0)) }
            case .bytes(let bytes):
                ok = bytes.withUnsafeBytes { output.write($0) }
            case .file(let file, let offset, let count):
                ok = file.bytes(at: offset, count: count)?.withUnsafeBytes { output.write($0) } ?? false
            }
        }
        ok = ok && output.finish(trailer: [UInt64(metadata), UInt64(records.blobBytes)])
        close(descriptor)
        if ok, rename(temporary, url.path) == 0 { return }
        unlink(temporary)
    }

    /// Removes the store (tests; `keepsake` never needs to).
    public func remove() { unlink(url.path) }
}

/// Writes a file in order, keeping a digest of every `chunkSize` bytes, which `finish` appends.
private struct ChunkedOutput {
    let descriptor: Int32
    let chunkSize: Int
    private var offset = 0
    private var digests: [UInt64] = []
    /// The bytes of the chunk being filled, for its digest.
    private var pending: [UInt8] = []
    private var buffer: [UInt8] = []

    init(descriptor: Int32, chunkSize: Int) {
        self.descriptor = descriptor
        self.chunkSize = chunkSize
        buffer.reserveCapacity(1 << 20)
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer, digested: Bool = true) -> Bool {
        var rest = bytes
        while digested, !rest.isEmpty {
            let take = min(rest.count, chunkSize - pending.count)
            // The chunk's digest is over exactly its bytes, however they were handed in.
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[..<take]))
            rest = UnsafeRawBufferPointer(rebasing: rest[take...])
            if pending.count == chunkSize { closeChunk() }
        }
        buffer.append(contentsOf: bytes)
        return buffer.count < (1 << 20) || flush()
    }

    private mutating func closeChunk() {
        digests.append(pending.withUnsafeBytes { ChunkDigest.of($0) })
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func flush() -> Bool {
        let ok = buffer.withUnsafeBytes { BodyFile.writeAll(descriptor, $0, at: offset) }
        offset += buffer.count
        buffer.removeAll(keepingCapacity: true)
        return ok
    }

    /// Appends the digests and then `trailer` (neither digested).
    mutating func finish(trailer: [UInt64]) -> Bool {
        if !pending.isEmpty { closeChunk() }
        for word in digests + trailer { withUnsafeBytes(of: word.littleEndian) { buffer.append(contentsOf: $0) } }
        return flush()
    }
}

extension EntryCache: BinaryCodable {
    func write(to writer: inout BinaryWriter) { write(to: &writer) { _ in } }

    /// Writes the cache, handing `writer` to `drain` whenever it holds a megabyte or more.
    func write(to writer: inout BinaryWriter, drain: (inout BinaryWriter) -> Void) {
        writer.write(files.sorted())
        writer.write(records.count)
        for (path, record) in records {
            if writer.bytes.count >= 1 << 20 { drain(&writer) }
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
