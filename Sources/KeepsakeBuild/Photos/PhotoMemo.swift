import Foundation
import KeepsakeCore

/// What the photo stage remembers between builds (in memory, and in `.keepsake-cache/photo-memo`):
/// each photo's digest with the file signature it was read under, so an unchanged photo is not read
/// again, and what the photo cache holds for it. One changed within the clock's resolution is reread.
struct PhotoMemo: Sendable, Equatable {
    struct Record: Sendable, Hashable {
        let signature: FileSignature
        let digest: UInt64
        /// When the file was read (`FileSignature.now()`).
        let readAt: Int64
    }

    var records: [String: Record] = [:]
    /// What the photo cache holds for each key, as last read from it (or written to it).
    var manifests: [String: PhotoCache.Manifest] = [:]
    /// The cache folder's signature when every manifest and every file they list were there: adding,
    /// removing or renaming a name in it moves its times, so while it keeps it the manifests stand
    /// without reading one. `nil`: they must be checked.
    var folder: FileSignature?

    var isEmpty: Bool { records.isEmpty && manifests.isEmpty }

    /// The manifest remembered for `key`, when the cache folder has the signature `folder` they
    /// were checked under.
    func manifest(for key: String, folderNow: FileSignature?) -> PhotoCache.Manifest? {
        guard let folder, folder == folderNow else { return nil }
        return manifests[key]
    }

    /// The record of `source` (when it was read, and what it held), if the file still has the
    /// signature it was read under.
    func record(of source: String, signature: FileSignature) -> Record? {
        guard let record = records[source], record.signature == signature,
            !signature.isRecent(comparedTo: record.readAt)
        else { return nil }
        return record
    }

    // MARK: - On disk

    /// Beside the photo cache's folder rather than in it: saving the memo must not move the
    /// folder's signature.
    static let fileName = "photo-memo"
    static let magic: UInt64 = 0x346F_746F_6850_534B  // "KSPhoto4", little-endian

    static func location(of cache: PhotoCache) -> URL {
        cache.folder.deletingLastPathComponent().appending(path: fileName)
    }

    /// The memo saved beside `cache`, or an empty one (also when it is damaged).
    static func load(from cache: PhotoCache) -> PhotoMemo {
        guard let data = try? Data(contentsOf: location(of: cache)), data.count >= 16 else { return PhotoMemo() }
        return data.withUnsafeBytes { raw -> PhotoMemo? in
            // The magic, the memo, and a digest of both.
            let body = UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 8)])
            let saved = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
            guard ContentDigest.of(body) == saved else { return nil }
            var reader = BinaryReader(body)
            do throws(BinaryReader.Damaged) {
                guard try reader.read() as UInt64 == magic else { return nil }
                let (sources, records): ([String], [Record]) = (try reader.read(), try reader.read())
                let (keys, manifests): ([String], [PhotoCache.Manifest]) = (try reader.read(), try reader.read())
                guard sources.count == records.count, keys.count == manifests.count else { return nil }
                var memo = PhotoMemo()
                memo.records = Dictionary(zip(sources, records)) { _, last in last }
                memo.manifests = Dictionary(zip(keys, manifests)) { _, last in last }
                memo.folder = try reader.read()
                return reader.isAtEnd ? memo : nil
            } catch {
                return nil
            }
        } ?? PhotoMemo()
    }

    /// Saves it (temporary file and rename; another build saving at the same time only costs a
    /// check later).
    func save(to cache: PhotoCache) {
        var writer = BinaryWriter()
        writer.write(Self.magic)
        writer.write(Array(records.keys))
        writer.write(Array(records.values))
        writer.write(Array(manifests.keys))
        writer.write(Array(manifests.values))
        writer.write(folder)
        var bytes = writer.bytes
        withUnsafeBytes(of: ContentDigest.of(bytes).littleEndian) { bytes.append(contentsOf: $0) }
        try? Data(bytes).write(to: Self.location(of: cache), options: .atomic)
    }
}
