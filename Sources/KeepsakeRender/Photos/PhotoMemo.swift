import Foundation
import KeepsakeCore

/// What the photo stage remembers between builds: each photo's content digest with the file
/// signature it was read under, so an unchanged photo is not read again (hashing 200 phone photos
/// reads a gigabyte). A session keeps it in memory; it is also saved beside the photo cache
/// (`sources.json`) for the next `keepsake build`. A photo changed within the file clock's
/// resolution of being read is read again (the racy case, as in git's index).
public struct PhotoMemo: Sendable, Equatable {
    struct Record: Sendable, Hashable, Codable {
        let signature: FileSignature
        let digest: UInt64
        /// When the file was read (`FileSignature.now()`).
        let readAt: Int64
    }

    private var records: [String: Record] = [:]

    public init() {}

    var isEmpty: Bool { records.isEmpty }

    /// The record of `source` (when it was read, and what it held), if the file still has the
    /// signature it was read under.
    func record(of source: String, signature: FileSignature) -> Record? {
        guard let record = records[source], record.signature == signature,
            !signature.isRecent(comparedTo: record.readAt)
        else { return nil }
        return record
    }

    mutating func remember(_ record: Record, for source: String) {
        records[source] = record
    }

    /// Only the records of `sources` (photos no longer used are forgotten).
    func keeping(_ sources: Set<String>) -> PhotoMemo {
        var memo = PhotoMemo()
        memo.records = records.filter { sources.contains($0.key) }
        return memo
    }

    // MARK: - On disk

    static let fileName = "sources.json"

    /// The memo saved in `cache`, or an empty one.
    static func load(from cache: PhotoCache) -> PhotoMemo {
        var memo = PhotoMemo()
        if let data = try? Data(contentsOf: cache.folder.appending(path: fileName)),
            let records = try? JSONDecoder().decode([String: Record].self, from: data)
        {
            memo.records = records
        }
        return memo
    }

    /// Saves it (atomically; another build saving at the same time only costs a re-read later).
    func save(to cache: PhotoCache) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(records) else { return }
        try? cache.write(data, name: Self.fileName)
    }
}
