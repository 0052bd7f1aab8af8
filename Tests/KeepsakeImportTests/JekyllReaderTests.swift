import Foundation
import KeepsakeCore
import KeepsakeImport
import Testing

/// `JekyllReader` against the small Jekyll site of Fixtures/jekyll.
@Suite struct JekyllReaderTests: FixtureBatchSuite {
    static let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/jekyll")
    let batch: ImportBatch

    init() throws { batch = try JekyllReader().read(Self.site) }

    @Test func readsEveryMarkdownPostAndDraftSortedByOrigin() {
        #expect(
            batch.entries.map(\.origin) == [
                "_drafts/a-draft-idea.md", "_drafts/trip-plans.md", "_posts/2024-01-14-welcome-to-jekyll.markdown",
                "_posts/2024-02-03-markdown-notes.md", "_posts/2024-03-10-spring-cleaning.md",
                "_posts/2024-04-21-ruby-snippets.md", "_posts/2024-05-03-links-and-pictures.md",
                "_posts/2024-06-15-봄-소풍.md", "_posts/2024-07-01-private-thoughts.md", "_posts/trips/2024-09-01-jeju.md",
            ])
    }

    @Test func datesFromFrontMatterKeepTheirOffsets() throws {
        let dates = try [
            "_posts/2024-01-14-welcome-to-jekyll.markdown", "_posts/2024-02-03-markdown-notes.md",
            "_posts/2024-03-10-spring-cleaning.md", "_posts/2024-04-21-ruby-snippets.md",
            "_posts/2024-05-03-links-and-pictures.md", "_posts/trips/2024-09-01-jeju.md", "_drafts/trip-plans.md",
        ].map { try entry($0).date }
        #expect(
            dates.map(\.written) == [
                "2024-01-14T10:12:06+09:00", "2024-02-03T21:30:00+09:00", "2024-03-10", "2024-04-21 21:30",
                "2024-05-03T08:05:09-05:00", "2024-09-01T09:00:00+00:00", "2024-10-02T07:45:00+09:00",
            ])
        #expect(dates.map(\.utcOffset) == [32400, 32400, nil, nil, -18000, 0, 32400])
    }

    @Test func dateFromTheFileNameWithoutOneInTheFrontMatter() throws {
        let date = try entry("_posts/2024-07-01-private-thoughts.md").date
        #expect(date == ImportedDate(year: 2024, month: 7, day: 1))
        #expect(date.time == nil)
    }

    @Test func draftWithoutADateIsDatedByItsModificationTime() throws {
        let file = Self.site.appending(path: "_drafts/a-draft-idea.md")
        let modified = try #require(
            FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        let date = try entry("_drafts/a-draft-idea.md").date
        let offset = try #require(date.utcOffset)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: offset))
        let time = try #require(date.time)
        let read = calendar.date(
            from: DateComponents(
                year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute,
                second: time.second))
        #expect(abs(try #require(read).timeIntervalSince(modified)) < 1)
        #expect(notes("_drafts/a-draft-idea.md") == ["draft dated by its file's modification time"])
    }

    @Test func slugFromTheSlugKeyElseTheFileName() throws {
        #expect(try entry("_posts/2024-06-15-봄-소풍.md").slug == "hangang-picnic")
        #expect(try entry("_posts/2024-01-14-welcome-to-jekyll.markdown").slug == "welcome-to-jekyll")
        #expect(try entry("_posts/trips/2024-09-01-jeju.md").slug == "jeju")
        #expect(try entry("_drafts/a-draft-idea.md").slug == "a-draft-idea")
    }

    @Test func categoriesAndTagsBecomeTags() throws {
        #expect(try entry("_posts/2024-01-14-welcome-to-jekyll.markdown").tags == ["jekyll", "update"])
        #expect(try entry("_posts/2024-02-03-markdown-notes.md").tags == ["Blog", "Jekyll", "MarkDown"])
        // A list's items are whole; `home` twice and `spring-cleaning` (one page with `Spring Cleaning`) once.
        #expect(try entry("_posts/2024-03-10-spring-cleaning.md").tags == ["home", "Spring Cleaning", "declutter"])
        // The singular `category` is one category, as Jekyll reads it.
        #expect(try entry("_posts/trips/2024-09-01-jeju.md").tags == ["Travel Notes"])
    }

    @Test func koreanTitleAndTagsAreComposed() throws {
        let text = try String(contentsOf: Self.site.appending(path: "_posts/2024-06-15-봄-소풍.md"), encoding: .utf8)
        #expect(text.unicodeScalars.contains("\u{1112}"), "the fixture writes 한 decomposed")
        let korean = try entry("_posts/2024-06-15-봄-소풍.md")
        #expect(korean.title.map { Array($0.unicodeScalars) } == Array("한강 봄 소풍".unicodeScalars))
        #expect(
            korean.tags.map { Array($0.unicodeScalars) } == ["일상", "소풍", "한강", "봄"].map { Array($0.unicodeScalars) })
    }

    @Test func publishedFalseAndDraftsAreDrafts() {
        let drafts = batch.entries.filter(\.isDraft).map(\.origin)
        #expect(
            drafts == ["_drafts/a-draft-idea.md", "_drafts/trip-plans.md", "_posts/2024-07-01-private-thoughts.md"])
    }

    @Test func permalinkAndRedirectsAreKeptUnderExtra() throws {
        #expect(
            try entry("_posts/2024-03-10-spring-cleaning.md").extra == [
                CustomField(key: "permalink", value: .text("/spring/")),
                CustomField(
                    key: "redirect_from", value: .list([.text("/2024/03/10/spring.html"), .text("/cleaning/")])),
            ])
    }

    @Test func otherScalarKeysAreKeptUnderExtraAndTablesNoted() throws {
        #expect(
            try entry("_posts/2024-02-03-markdown-notes.md").extra == [
                CustomField(key: "author", value: .text("minji")),
                CustomField(key: "excerpt", value: .text("What I keep forgetting about Markdown.")),
                CustomField(key: "comments", value: .flag(true)), CustomField(key: "sitemap", value: .flag(false)),
            ])
        #expect(!batch.entries.contains { $0.extra["layout"] != nil })
        #expect(
            notes("_posts/2024-07-01-private-thoughts.md") == [
                "front matter key \"header\" not imported", "front matter key \"last edited\" not imported",
            ])
    }

    @Test func highlightBecomesAFenceWithItsIndentationKept() throws {
        #expect(
            try entry("_posts/2024-04-21-ruby-snippets.md").body == """
                Two ways to say hello:

                ```ruby
                class Greeter
                  def initialize(name)
                    @name = name
                  end

                  def greet
                \tputs "Hello, #{@name}!"
                  end
                end
                ```

                1. In a list:

                   ```shell
                   gem install jekyll
                   ```

                """)
        #expect(notes("_posts/2024-04-21-ruby-snippets.md").isEmpty)
    }

    @Test func postLinksBecomePlaceholdersOrTheirNames() throws {
        let body = try entry("_posts/2024-05-03-links-and-pictures.md").body
        let notes = ImportedEntry.link(to: "_posts/2024-02-03-markdown-notes.md")
        let snippets = ImportedEntry.link(to: "_posts/2024-04-21-ruby-snippets.md")
        let jeju = ImportedEntry.link(to: "_posts/trips/2024-09-01-jeju.md")
        let welcome = ImportedEntry.link(to: "_posts/2024-01-14-welcome-to-jekyll.markdown")
        let christmas = ImportedEntry.link(to: "_posts/2023-12-25-christmas.md")
        #expect(
            body.hasPrefix(
                """
                See [my notes](\(notes)), [the snippets](\(snippets)),
                [Jeju](\(jeju)), [the welcome](\(welcome))
                and [Christmas](\(christmas)).

                """))
    }

    @Test func siteAddressesAreRemovedAndOtherLiquidKeptAndNoted() throws {
        let origin = "_posts/2024-01-14-welcome-to-jekyll.markdown"
        #expect(
            try entry(origin).body.hasSuffix(
                """
                {% include foo.html text="Written on a Sunday." %}

                This page is called {{ page.title }}. Read [the docs](/docs/) for more.

                """))
        #expect(
            notes(origin) == [
                "Liquid tag kept as text: {% include %}", "Liquid output kept as text: {{ page.title }}",
            ])
    }

    @Test func codeIsLeftAloneAndRawKeepsItsText() throws {
        let origin = "_posts/2024-02-03-markdown-notes.md"
        #expect(
            try entry(origin).body == """
                A fenced block is only text:

                ```liquid
                {% include note.html %}
                {{ site.title }}
                ```

                So is `{{ page.title }}` in a code span, and `{% link %}` shows the tag.

                Outside code, {{ page.date }} shows the output as written.

                """)
        #expect(notes(origin).isEmpty)
    }

    @Test func picturesOfTheSiteAreCopiedAndRenamedWhenTheirNamesClash() throws {
        let post = try entry("_posts/2024-05-03-links-and-pictures.md")
        let body = try #require(post.body.split(separator: "\n\n", maxSplits: 1).last)
        #expect(
            body == """
                ![The yellow one](photos/x.png)
                ![The blue one](photos/x-2.png)

                ![Again](photos/x.png "the same file")
                ![Written with the base](photos/cover.png)
                ![Beside the post](photos/hanok.jpg)
                ![Lost](/assets/img/missing.png)
                ![On the web](https://example.com/pic.png)

                <p align="center">

                ![A hanok](photos/hanok.jpg)

                </p>

                """)
        let assets = Self.site.appending(path: "assets")
        #expect(
            post.pictures == [
                ImportedPicture(name: "x.png", file: assets.appending(path: "img/x.png")),
                ImportedPicture(name: "x-2.png", file: assets.appending(path: "photos/x.png")),
                ImportedPicture(name: "cover.png", file: assets.appending(path: "img/cover.png")),
                ImportedPicture(name: "hanok.jpg", file: assets.appending(path: "img/hanok.jpg")),
            ])
        #expect(notes(post.origin).contains("picture not found, kept as a link"))
    }

    @Test func frontMatterImageIsThePhoto() throws {
        let post = try entry("_posts/2024-03-10-spring-cleaning.md")
        #expect(post.photo == "photos/cover.png")
        #expect(
            post.pictures == [
                ImportedPicture(name: "cover.png", file: Self.site.appending(path: "assets/img/cover.png"))
            ])
    }

    @Test func aFileThatCannotBeReadIsNotedAndSkipped() {
        #expect(
            notes("_posts/2024-08-09-broken.md") == [
                "front matter not read: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence)"
            ])
        #expect(notes("_posts/2024-08-10-old-page.html") == ["not a Markdown post, not imported: .html"])
    }

    @Test func notesAreInTheOrderOfTheirFiles() {
        let origins = batch.notes.map(\.origin)
        #expect(origins == origins.sorted())
    }

    @Test func aFolderWithoutPostsIsNoJekyllSite() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "jekyll-\(UUID().uuidString)/_posts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let failure = #expect(throws: ImportFailure.self) { try JekyllReader().read(folder) }
        #expect(failure?.message.hasSuffix("is not a Jekyll site: it has no _posts/ or _drafts/ folder") == true)
        #expect(failure?.hint?.contains("not _posts/ itself") == true)
        #expect(throws: Never.self) { try JekyllReader().read(folder.deletingLastPathComponent()) }
    }
}
