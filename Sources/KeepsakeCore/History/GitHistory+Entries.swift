import Foundation

extension GitHistory {
    /// The entries with what git says about them attached (`Entry.history`); entries without a
    /// committed file get none. `keepingAttached`: entries that carry a history have this one's
    /// already, so only the others are looked up. `sources`: each entry's path, if at hand.
    public func attach(
        to entries: [Entry], sources: (() -> [String])? = nil, config: DiaryConfig,
        editThreshold: TimeInterval = EntryHistory.defaultEditThreshold, keepingAttached: Bool = false
    ) -> [Entry] {
        // Nothing committed (or no git): loaded entries carry no history, so there is nothing to do.
        if files.isEmpty, !entries.contains(where: \.hasHistory) { return entries }
        if keepingAttached, let few = Self.fewUnattached(in: entries) {
            return attaching(entries, at: few, config: config, editThreshold: editThreshold)
        }
        // Paths that do not match the entries one for one are not used.
        let given = sources?()
        return attaching(
            entries, at: Array(entries.indices), sources: given?.count == entries.count ? given : nil, config: config,
            editThreshold: editThreshold)
    }

    /// The places of the entries that carry no history, when there are few enough to attach one
    /// by one (at most 256); `nil` when there are more: then all are attached again on all cores.
    static func fewUnattached(in entries: [Entry]) -> [Int]? {
        var few: [Int] = []
        for index in entries.indices where !entries[index].hasHistory {
            guard few.count < 256 else { return nil }
            few.append(index)
        }
        return few
    }

    /// `entries` with a history attached to those at `places` (the others as they are), on all cores
    /// when there are many (a big diary's entries each get one when the commit changes).
    func attaching(
        _ entries: [Entry], at places: [Int], sources: [String]? = nil, config: DiaryConfig,
        editThreshold: TimeInterval = EntryHistory.defaultEditThreshold
    ) -> [Entry] {
        guard !places.isEmpty else { return entries }
        let source = { (index: Int) in sources?[index] ?? entries[index].source }
        let clock = Clock(timeZone: config.timeZone)
        let members = MemberLookup(
            config: config,
            identities: places.lazy.compactMap { self[source($0)] }.flatMap { [$0.first?.author, $0.last.author] })
        // An entry whose history is the same stays the same entry.
        let attached = ParallelMap.mapNow(places, minimumChunk: 256) { index in
            entries[index].with(
                history: history(
                    of: entries[index], source: source(index), members: members, clock: clock,
                    editThreshold: editThreshold))
        }
        guard places.count < entries.count else { return attached }
        var all = entries
        for (index, entry) in zip(places, attached) { all[index] = entry }
        return all
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

    /// The diary's member for each git identity, looked up once per identity: a diary has a few
    /// authors on many files, and matching one compares names and addresses ignoring case.
    struct MemberLookup {
        private var found: [GitIdentity: Member?] = [:]

        init(config: DiaryConfig, identities: some Sequence<GitIdentity?>) {
            for case let identity? in identities where found[identity] == nil {
                found[identity] = config.member(matchingGitName: identity.name, email: identity.email)
            }
        }

        func member(_ commit: FileHistory.Commit) -> Member? { found[commit.author] ?? nil }
    }

    /// `source`: the entry's path (`Entry.source`, read once by the caller).
    func history(
        of entry: Entry, source: String, members: MemberLookup, clock: Clock, editThreshold: TimeInterval
    ) -> EntryHistory? {
        guard let file = self[source] else { return nil }
        let created = file.first.map { clock.date($0.date) }
        let updated = clock.date(file.last.date)
        let writingEnded = max(clock.written(entry.date), created?.instant ?? .distantPast)
        let sidecar = self[ContentInventory.sidecar(for: source)]
        return EntryHistory(
            created: created, updated: updated, creatorIdentity: file.first?.author,
            creator: file.first.flatMap { members.member($0) },
            lastAuthorIdentity: file.last.author,
            lastAuthor: members.member(file.last),
            isEdited: updated.instant.timeIntervalSince(writingEnded) > editThreshold,
            commitCount: file.commitCount, commentsUpdated: sidecar.map { clock.date($0.last.date) })
    }
}
