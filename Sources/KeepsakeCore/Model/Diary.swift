/// The whole diary, assembled: immutable, sorted, grouped. The renderer's only input besides the theme.
public struct Diary: Sendable {
    public let config: DiaryConfig
    /// Newest month first; each holds its entries newest first.
    public let months: [MonthSection]
    /// Every published entry, newest first (drafts only with `--drafts`; no deleted traces).
    public let entries: [Entry]
    public let catalog: DecorationCatalog
    /// Every tag, by slug.
    public let tags: [TagSection]
    /// Every day of the year something was written on, in calendar order (Jan 1 first).
    public let daysOfYear: [DayOfYearSection]
    private let dayIndex: [Int: Int]
    /// Each photo the entries show and each picture their bodies show, once (by source), in the
    /// entries' order, with the first entry that shows it.
    public let photos: [PolaroidPhoto]
    public let pictures: [BodyPicture]
    /// Drafts the diary holds that were left out (not deleted ones).
    public let draftsLeftOut: Int

    public init(
        config: DiaryConfig, months: [MonthSection], entries: [Entry], catalog: DecorationCatalog,
        tags: [TagSection] = [], draftsLeftOut: Int = 0
    ) {
        (self.draftsLeftOut, self.config, self.months, self.entries) = (draftsLeftOut, config, months, entries)
        (self.catalog, self.tags) = (catalog, tags)
        daysOfYear = DayOfYearSection.group(entries)
        dayIndex = Dictionary(uniqueKeysWithValues: daysOfYear.enumerated().map { ($1.key, $0) })
        var (photos, pictures) = ([PolaroidPhoto](), [BodyPicture]())
        var (photoSources, pictureSources) = (Set<String>(), Set<String>())
        for entry in entries {
            // The photo is copied out only the first time its file is seen.
            if let source = entry.photoSource, photoSources.insert(source).inserted {
                photos.append(PolaroidPhoto(source: source, entry: entry))
            }
            // By place, so a picture seen before is not copied (three strings and its place) to be dropped.
            let media = entry.media
            for index in media.indices where pictureSources.insert(media[index].source).inserted {
                pictures.append(BodyPicture(file: media[index], entry: entry))
            }
        }
        (self.photos, self.pictures) = (photos, pictures)
    }

    /// The index in `daysOfYear` of the day `entry` was written on.
    public func dayOfYearIndex(of entry: Entry) -> Int? { dayIndex[entry.date.dayOfYear] }

    /// The first `limit` of the entries written on the same day of the year as `entry` in other
    /// years, newest first, and how many there are in all: an entry page shows a few.
    public func onThisDay(as entry: Entry, limit: Int) -> (shown: [Entry], total: Int) {
        guard let index = dayIndex[entry.date.dayOfYear] else { return ([], 0) }
        var shown: [Entry] = []
        var total = 0
        for other in daysOfYear[index].entries where other.date.year != entry.date.year {
            if total < limit { shown.append(other) }
            total += 1
        }
        return (shown, total)
    }
}

/// One month of the diary: a section on the index and a page of its own.
public struct MonthSection: Sendable {
    public let key: MonthKey
    /// Newest first, with deleted traces when the diary keeps them: a slice of the diary's or a
    /// tag's list (its indices start where the month does there).
    public let items: ArraySlice<Entry>

    /// Entries that are not deleted traces.
    public var entryCount: Int { items.count { !$0.isDeleted } }
}
