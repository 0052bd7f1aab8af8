import Foundation

/// Reads a Hugo journal. (Being written.)
public struct HugoReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        throw ImportFailure("importing from Hugo is not written yet")
    }
}
