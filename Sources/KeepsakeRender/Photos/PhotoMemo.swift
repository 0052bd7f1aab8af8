import Foundation
import KeepsakeCore

/// What the photo stage remembers between builds (in memory, and in `.keepsake-cache/photo-memo`):
/// each photo's digest with the file signature it was read under, so an unchanged photo is not read
/// again, and what the photo cache holds for it. One changed within the clock's resolution is reread.
public struct PhotoMemo: Sendable, Equatable {
    struct Record: Sendable, Hashable {
        let signature: FileSignature
        let digest: UInt64
        /// When the file was read (`FileSignature.now()`).
        let readAt: Int64
    }

    var records: [String: Record] = [:]
    /// What the photo cache holds for each key, as last read from it (or written to it).
    var manifests: [String: PhotoCache.Manifest] = [:]
    /// The cache folder's stamp when every manifest and every file they list were there: while
    /// the folder keeps it, the manifests stand without reading one. `nil`: they must be checked.
    var folder: FolderStamp?

    public init() {}

    var isEmpty: Bool { records.isEmpty && manifests.isEmpty }

    /// The manifest remembered for `key`, when the cache folder has the stamp `folder` they were
    /// checked under.
    func manifest(for key: String, folderNow: FolderStamp?) -> PhotoCache.Manifest? {
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

    /// Only the records of `sources` and the manifests of `keys` (photos no longer used are
    /// forgotten).
    func keeping(_ sources: Set<String>, keys: Set<String>) -> PhotoMemo {
        var memo = PhotoMemo()
        memo.records = records.filter { sources.contains($0.key) }
        memo.manifests = manifests.filter { keys.contains($0.key) }
        memo.folder = folder
        return memo
    }

    // MARK: - On disk

    /// Beside the photo cache's folder rather than in it: saving the memo must not move the
    /// folder's stamp.
    static let fileName = "photo-memo"
    static let magic: UInt64 = 0x326F_746F_6850_534B  // "KSPhoto2", little-endian

    static func location(of cache: PhotoCache) -> URL {
        cache.folder.deletingLastPathComponent().appending(path: fileName)
    }

    /// The memo saved beside `cache`, or an empty one (also when it is damaged).
    static func load(from cache: PhotoCache) -> PhotoMemo {
        guard let data = try? Data(contentsOf: location(of: cache)), data.count >= 16 else { return PhotoMemo() }
        return data.withUnsafeBytes { raw -> PhotoMemo? in
            // The magic, the memo, and a digest of both.
            let body = UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 8)])
            var digest = ContentDigest()
            digest.add(body)
            guard
                digest.value == UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
            else { return nil }
            var reader = BinaryReader(body)
            do {
                guard try reader.read() as UInt64 == magic else { return nil }
                // A count no file this size could hold is damage, not a loop to run.
                func count() throws(BinaryReader.Damaged) -> Int {
                    let count: Int = try reader.read()
                    guard count >= 0, count <= body.count else { throw BinaryReader.Damaged() }
                    return count
                }
                var memo = PhotoMemo()
                for _ in 0..<(try count()) {
                    let source: String = try reader.read()
                    memo.records[source] = try reader.read() as Record
                }
                for _ in 0..<(try count()) {
                    let key: String = try reader.read()
                    memo.manifests[key] = try reader.read() as PhotoCache.Manifest
                }
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
        writer.write(records.count)
        for (source, record) in records {
            writer.write(source)
            writer.write(record)
        }
        writer.write(manifests.count)
        for (key, manifest) in manifests {
            writer.write(key)
            writer.write(manifest)
        }
        writer.write(folder)
        var bytes = writer.bytes
        var digest = ContentDigest()
        bytes.withUnsafeBytes { digest.add($0) }
        withUnsafeBytes(of: digest.value.littleEndian) { bytes.append(contentsOf: $0) }
        try? Data(bytes).write(to: Self.location(of: cache), options: .atomic)
    }
}
