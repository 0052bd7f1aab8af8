import Foundation

/// Reads a DayOne journal. (Being written.)
public struct DayOneReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        throw ImportFailure("importing from DayOne is not written yet")
    }
}
