import Foundation

/// What a reader found in a source: its entries in a stable order and the notes for the report.
public struct ImportBatch: Sendable {
    public var entries: [ImportedEntry]
    public var notes: [ImportNote]
    /// A folder the reader unpacked the source into (a Day One `.zip`), removed once the import is written.
    public var unpackedFolder: URL?

    public init(entries: [ImportedEntry] = [], notes: [ImportNote] = [], unpackedFolder: URL? = nil) {
        (self.entries, self.notes, self.unpackedFolder) = (entries, notes, unpackedFolder)
    }

    public mutating func note(_ kind: String, in origin: String) { notes.append(ImportNote(kind, in: origin)) }
}
