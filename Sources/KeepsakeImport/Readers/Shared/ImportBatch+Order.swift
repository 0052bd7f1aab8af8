import KeepsakeCore

extension ImportBatch {
    /// Entries and notes in the order of their origins as paths (`RelativePath.precedes`: a folder's
    /// files together), each origin's notes in the order they were met.
    mutating func sortByOriginPath() {
        entries.sort { RelativePath.precedes($0.origin, $1.origin) }
        notes = notes.enumerated().sorted {
            RelativePath.precedes($0.element.origin, $1.element.origin)
                || ($0.element.origin == $1.element.origin && $0.offset < $1.offset)
        }.map(\.element)
    }
}
