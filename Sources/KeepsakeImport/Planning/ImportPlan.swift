import Foundation
import KeepsakeCore

/// The files an import writes, and what it found: everything `ImportWriter` and the report need.
public struct ImportPlan: Sendable {
    /// A new entry file: its path in the diary, its text, and the source file it came from.
    public struct EntryFile: Sendable, Equatable {
        public let path: String
        public let text: String
        public let origin: String
        public let isDraft: Bool
    }

    /// A picture to copy from the source into the diary.
    public struct PictureFile: Sendable, Equatable {
        public let path: String
        public let source: URL
    }

    public var entries: [EntryFile] = []
    public var pictures: [PictureFile] = []
    /// Origins an earlier import already brought in: left alone.
    public var alreadyImported: [String] = []
    /// What the readers and the planner could not carry over as it was.
    public var notes: [ImportNote] = []
    /// What the build would say about the planned entries (none, when the import is right).
    public var problems: [Diagnostic] = []
}
