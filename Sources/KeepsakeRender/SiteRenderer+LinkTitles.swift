import KeepsakeCore

/// What links to other entries say of them.
extension SiteRenderer {
    /// What a link to `entry` from another entry's page says: its facts' title (`EntryFacts.title`).
    func linkTitle(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.title }
        return facts(of: entry).title
    }

    /// `EntryFacts.dateShort` of `entry`.
    func shortDate(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.dateShort }
        return dayLabels?.label(of: entry.date) ?? language.format(entry.date, as: "date_short")
    }
}
