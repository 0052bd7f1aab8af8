import Foundation

extension GitHistory {
    /// The entries with what git says about them attached (`Entry.history`): their first and last
    /// commit dates on the diary's clock, the "edited" mark, and the author for entries whose front
    /// matter names none. Entries without a committed file get no history (their front matter is
    /// all there is). A pure function: attach after every load, cached entries included.
    ///
    /// ```swift
    /// let entries = GitHistory.read(root: layout.root).attach(to: loaded.entries, config: config)
    /// ```
    ///
    /// - Parameter editThreshold: how long after an entry's date and first commit a change still
    ///   counts as part of the writing (default: an hour).
    public func attach(
        to entries: [Entry], config: DiaryConfig, editThreshold: TimeInterval = EntryHistory.defaultEditThreshold
    ) -> [Entry] {
        // Nothing committed (or no git): loaded entries carry no history, so there is nothing to do.
        if files.isEmpty, !entries.contains(where: \.hasHistory) { return entries }
        let clock = Clock(timeZone: config.timeZone)
        return entries.map { entry in
            entry.with(history: history(of: entry, config: config, clock: clock, editThreshold: editThreshold))
        }
    }

    /// What git says about `entry`, or `nil` when its file is not committed.
    public func history(
        of entry: Entry, config: DiaryConfig, editThreshold: TimeInterval = EntryHistory.defaultEditThreshold
    ) -> EntryHistory? {
        history(of: entry, config: config, clock: Clock(timeZone: config.timeZone), editThreshold: editThreshold)
    }
}

// MARK: - Making entry histories

private extension GitHistory {
    /// Reads git's instants on the diary's clock; made once per `attach` (a calendar is not cheap).
    struct Clock {
        let dates: DiaryDateParser
        var calendar = Calendar(identifier: .gregorian)

        init(timeZone: TimeZone) {
            dates = DiaryDateParser(timeZone: timeZone)
            calendar.timeZone = timeZone
        }

        func date(_ timestamp: GitTimestamp) -> DiaryDate { dates.date(at: timestamp.instant) }

        /// When the writer was done writing, as far as the date tells: its time, or for a date
        /// without one, the end of its day.
        func written(_ date: DiaryDate) -> Date {
            guard !date.hasTime else { return date.instant }
            return calendar.date(byAdding: .day, value: 1, to: date.instant) ?? date.instant.addingTimeInterval(86_400)
        }
    }

    func history(of entry: Entry, config: DiaryConfig, clock: Clock, editThreshold: TimeInterval) -> EntryHistory? {
        guard let file = self[entry.source] else { return nil }
        let created = file.first.map { clock.date($0.date) }
        let updated = clock.date(file.last.date)
        let writingEnded = max(clock.written(entry.date), created?.instant ?? .distantPast)
        let sidecar = self[ContentInventory.sidecar(for: entry.source)]
        func member(_ commit: FileHistory.Commit) -> Member? {
            config.member(matchingGitName: commit.author.name, email: commit.author.email)
        }
        return EntryHistory(
            created: created, updated: updated, creatorIdentity: file.first?.author,
            creator: config.shared(file.first.flatMap(member)),
            lastAuthorIdentity: file.last.author,
            lastAuthor: config.shared(member(file.last)),
            isEdited: updated.instant.timeIntervalSince(writingEnded) > editThreshold,
            commitCount: file.commitCount, commentsUpdated: sidecar.map { clock.date($0.last.date) })
    }
}
