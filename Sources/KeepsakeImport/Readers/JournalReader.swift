import Foundation

/// Reads one tool's journal (a folder or an export file) into imported entries. Readers only read:
/// what is written, and where, is `ImportPlanner`'s.
public protocol JournalReader: Sendable {
    func read(_ source: URL) throws(ImportFailure) -> ImportBatch
}
