import KeepsakeTemplates

/// The diary's figures: `stats/index.html`.
struct StatsPageKind: SinglePageKind {
    let name = "stats"
    let place = 70
    let path = "stats/index.html"
    let page = PageTemplate(name: "stats", schema: StatsPage.names.schema)
    var showsStats: Bool { true }

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let title = "\(site.language.string("stats")) · \(site.diary.config.title)"
        return StatsPage(
            stats: site.diaryStats, language: site.language,
            frame: site.frame(site.links(for: path), title: title, folder: "stats/"))
    }
}
