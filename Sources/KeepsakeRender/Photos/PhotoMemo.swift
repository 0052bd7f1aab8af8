import KeepsakeCore

/// What the photo stage remembers between builds of one session: each photo's content digest
/// with the file signature it was read under, so an unchanged photo is not read again. A photo
/// changed within the file clock's resolution of being read is read again (the racy case).
public struct PhotoMemo: Sendable {
    struct Record: Sendable, Hashable {
        let signature: FileSignature
        let digest: UInt64
        /// When the file was read (`FileSignature.now()`).
        let readAt: Int64
    }

    private var records: [String: Record] = [:]

    public init() {}

    /// The remembered digest of `source`, if the file still has the signature it was read under.
    func digest(of source: String, signature: FileSignature) -> UInt64? {
        guard let record = records[source], record.signature == signature, !signature.isRecent(comparedTo: record.readAt)
        else { return nil }
        return record.digest
    }

    mutating func remember(_ record: Record, for source: String) {
        records[source] = record
    }
}
