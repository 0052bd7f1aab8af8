import KeepsakeImport
import Testing

/// A suite that reads one fixture into `batch`, and finds the entries and notes of an origin in it.
protocol FixtureBatchSuite {
    var batch: ImportBatch { get }
}

extension FixtureBatchSuite {
    /// The entry read from `origin`; the test fails where it asks when there is none.
    func entry(_ origin: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ImportedEntry {
        try #require(batch.entries.first { $0.origin == origin }, sourceLocation: sourceLocation)
    }

    /// The kinds of the notes on `origin`, in their order.
    func notes(_ origin: String) -> [String] { batch.notes.filter { $0.origin == origin }.map(\.kind) }
}
