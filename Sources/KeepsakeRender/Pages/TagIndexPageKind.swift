import KeepsakeTemplates

/// The index of tags, most used first: `tags/index.html`.
struct TagIndexPageKind: SinglePageKind {
    let name = "tags"
    let place = 60
    let path = "tags/index.html"
    let page = PageTemplate(name: "tags", schema: TagIndexPage.names.schema)

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (links, language) = (site.links(for: path), site.language)
        let title = "\(language.string("tags")) · \(site.diary.config.title)"
        let tags = site.diary.tags.sorted { ($0.entryCount, $1.name) > ($1.entryCount, $0.name) }.map {
            LinkView(url: links.page($0.sitePath), label: $0.name, detail: language.count("entries", $0.entryCount))
        }
        return RecordObject(TagIndexPage(frame: site.frame(links, title: title, folder: "tags/"), tags: tags))
    }
}
