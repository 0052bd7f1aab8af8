import Foundation

/// Reads a Jekyll journal. (Being written.)
public struct JekyllReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        throw ImportFailure("importing from Jekyll is not written yet")
    }
}
