import KeepsakeCore
import KeepsakeTemplates

/// Each entry's own page: `2024/05/picnic/index.html`.
struct EntryPageKind: TemplatePageKind {
    let name = "entry"
    let place = 50
    let page = PageTemplate(name: "entry", schema: EntryPage.names.schema)

    func count(in site: SiteRenderer) -> Int { site.diary.entries.count }

    func path(of number: Int, in site: SiteRenderer) -> String { site.diary.entries[number].sitePath + "index.html" }

    /// Its own text, its neighbours' cards and the same day in other years.
    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        digest.add(every.fingerprints[number])
        digest.add(number > 0 ? every.entryCards[number - 1] : 0)
        digest.add(number + 1 < every.entryCards.count ? every.entryCards[number + 1] : 0)
        // The same day in other years follows from the day's entries and this entry's year.
        digest.add(Int(every.years[number]))
        digest.add(every.dayDigest(ofEntry: number))
        // The body's pictures are shown with their published sizes.
        digest.add(site.photos.digest(ofPictures: site.diary.entries[number].media))
    }

    /// Polaroid, body, neighbours, the same day in other years, comments.
    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (diary, language) = (site.diary, site.language)
        let links = site.links(for: path(of: number, in: site))
        let entry = diary.entries[number]
        func link(_ other: Int) -> LinkView? {
            guard diary.entries.indices.contains(other) else { return nil }
            let neighbour = diary.entries[other]
            return LinkView(
                url: links.page(neighbour.sitePath), label: site.facts(of: neighbour).title,
                detail: Self.shortDate(of: neighbour, in: site))
        }
        let key = entry.date.monthKey
        let (shownSameDay, sameDayTotal) = diary.onThisDay(as: entry, limit: EntryPage.onThisDayLimit)
        let sameDay = shownSameDay.map {
            LinkView(url: links.page($0.sitePath), label: site.facts(of: $0).title, detail: String($0.date.year))
        }
        let own = site.facts(of: entry)
        return RecordObject(
            EntryPage(
                frame: site.frame(
                    links, title: own.title, folder: entry.sitePath, description: entry.summary, photo: own.photo,
                    published: entry.date),
                entry: EntryView(
                    own, links: links, display: .page,
                    bodyHTML: BodyPictureSizes.annotate(
                        entry.bodyHTML, pictures: entry.media, photos: site.photos, eagerFirst: own.photo == nil)),
                monthLink: LinkView(url: links.page(key.path + "/"), label: language.monthHeading(key)),
                older: link(number + 1), newer: link(number - 1),
                comments: CommentView.thread(entry.comments?.roots ?? [], language: language),
                commentCount: own.commentCount, onThisDay: sameDay,
                onThisDayMore: sameDayTotal > sameDay.count ? language.count("on_this_day_all", sameDayTotal) : nil,
                onThisDayURL: links.page(DayOfYearSection.sitePath(month: entry.date.month, day: entry.date.day))))
    }

    /// `EntryFacts.dateShort` of `entry`, without making its facts when the table lacks them.
    static func shortDate(of entry: Entry, in site: SiteRenderer) -> String {
        if let facts = site.factsTable.made(for: entry) { return facts.dateShort }
        return site.dayLabels?.label(of: entry.date) ?? site.language.format(entry.date, as: "date_short")
    }

    var inSitemap: Bool { true }

    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? {
        let entry = site.diary.entries[number]
        return FeedEntries.isPublished(entry) ? (entry.sitePath, entry.lastModified) : nil
    }
}
