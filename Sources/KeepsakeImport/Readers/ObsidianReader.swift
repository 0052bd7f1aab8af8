import Foundation

/// Reads a Obsidian journal. (Being written.)
public struct ObsidianReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        throw ImportFailure("importing from Obsidian is not written yet")
    }
}
