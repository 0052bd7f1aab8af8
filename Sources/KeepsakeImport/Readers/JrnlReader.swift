import Foundation

/// Reads a Jrnl journal. (Being written.)
public struct JrnlReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        throw ImportFailure("importing from Jrnl is not written yet")
    }
}
