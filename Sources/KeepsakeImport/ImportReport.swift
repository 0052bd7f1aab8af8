/// What an import did (or, with `--dry-run`, would do): counts, and the notes grouped by kind.
public struct ImportReport: Sendable {
    /// One kind of note: how many files it happened in and the first few.
    public struct Group: Sendable, Equatable {
        public let kind: String
        public let origins: [String]
    }

    public var entries = 0
    public var drafts = 0
    public var pictures = 0
    public var alreadyImported = 0
    /// Groups in the order their kind was first met.
    public var attention: [Group] = []

    /// The report of `plan`; `outcome`: what was written (`nil` for a dry run: what would be).
    public init(_ plan: ImportPlan, outcome: ImportWriter.Outcome?) {
        entries = outcome?.entries ?? plan.entries.count
        drafts = plan.entries.filter(\.isDraft).count
        pictures = outcome?.pictures ?? plan.pictures.count
        alreadyImported = plan.alreadyImported.count
        var order: [String] = []
        var origins: [String: [String]] = [:]
        for note in plan.notes {
            if origins[note.kind] == nil { order.append(note.kind) }
            if !(origins[note.kind]?.contains(note.origin) ?? false) {
                origins[note.kind, default: []].append(note.origin)
            }
        }
        for path in outcome?.leftAlone ?? [] {
            let kind = "a file appeared there while importing, left alone"
            if origins[kind] == nil { order.append(kind) }
            origins[kind, default: []].append(path)
        }
        attention = order.map { Group(kind: $0, origins: origins[$0] ?? []) }
    }
}
