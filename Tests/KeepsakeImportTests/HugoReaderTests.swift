import Foundation
import KeepsakeCore
import KeepsakeImport
import Testing

/// `HugoReader` against a small Hugo site in Hugo's own formats (Fixtures/hugo): TOML, YAML and
/// JSON front matter, a leaf bundle, section pages, shortcodes, `static/` pictures.
@Suite struct HugoReaderTests: FixtureBatchSuite {
    static let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/hugo")

    let batch: ImportBatch

    init() throws { batch = try HugoReader().read(Self.site) }

    @Test func readsThePagesInOriginOrder() {
        #expect(
            batch.entries.map(\.origin) == [
                "content/posts/2023-12-24-eve.markdown", "content/posts/2024-05-01-json-post.md",
                "content/posts/2024-06-01-picnic/index.md", "content/posts/first-trip.md", "content/posts/links.md",
                "content/posts/spring-walk.md",
            ])
    }

    @Test func tomlFrontMatter() throws {
        let trip = try entry("content/posts/first-trip.md")
        #expect(trip.title == "First trip of the year")
        #expect(trip.date == ImportedDate(year: 2024, month: 3, day: 9, hour: 14, minute: 30, utcOffset: 9 * 3600))
        #expect(trip.date.written == "2024-03-09T14:30:00+09:00")
        #expect(trip.isDraft)
        #expect(trip.slug == nil)
        // tags and categories together, `Travel` the same tag as `travel`
        #expect(trip.tags == ["travel", "busan", "diary"])
        // in the order written (TOMLKit gives keys sorted), the keys of [params] among them
        #expect(
            trip.extra == [
                CustomField(key: "aliases", value: .list([.text("/2024/03/first-trip/")])),
                CustomField(key: "description", value: .text("A weekend by the sea.")),
                CustomField(key: "author", value: .text("minji")),
                CustomField(key: "mood", value: .text("excited")),
            ])
        #expect(trip.body == "We took the early train to Busan.\n\n\nThe sea was cold but bright.\n")
        #expect(
            notes("content/posts/first-trip.md") == [
                "front matter key \"keywords\" not imported", "front matter key \"weight\" not imported",
            ])
    }

    @Test func yamlFrontMatterWithAKoreanTitle() throws {
        let walk = try entry("content/posts/spring-walk.md")
        #expect(walk.title == "봄날의 산책")
        #expect(walk.date == ImportedDate(year: 2024, month: 4, day: 2, hour: 18, minute: 5))
        #expect(walk.date.utcOffset == nil)
        #expect(!walk.isDraft)
        // The file spells 산책 decomposed; the tag is composed (`==` alone would call them equal).
        #expect(walk.tags.map { Array($0.utf8) } == ["봄", "산책", "Diary"].map { Array($0.utf8) })
        #expect(Array("산책".utf8).count == 6)
        #expect(walk.extra.isEmpty)
    }

    @Test func publishDateSlugURLAndTheFirstPictureFound() throws {
        let eve = try entry("content/posts/2023-12-24-eve.markdown")
        // publishDate when there is no date, before the file name's day; its offset kept
        #expect(eve.date == ImportedDate(year: 2023, month: 12, day: 24, hour: 20, minute: 0, utcOffset: -5 * 3600))
        #expect(eve.slug == "christmas-eve")
        #expect(
            eve.extra == [
                CustomField(key: "url", value: .text("/2023/eve/")),
                CustomField(key: "summary", value: .text("Snow at last.")),
            ])
        // `image` is missing; `featured_image` is found in static/
        #expect(eve.photo == "photos/blossom.png")
        #expect(eve.pictures.map(\.name) == ["blossom.png"])
        #expect(eve.body == "It snowed.\n")
        #expect(notes("content/posts/2023-12-24-eve.markdown") == ["front matter key \"expiryDate\" not imported"])
    }

    @Test func jsonFrontMatterDatedByTheFileName() throws {
        let post = try entry("content/posts/2024-05-01-json-post.md")
        #expect(post.title == "Notes in JSON")
        #expect(post.date == ImportedDate(year: 2024, month: 5, day: 1))
        #expect(post.date.time == nil)
        #expect(post.tags == ["json", "notes"])
        #expect(
            post.extra == [
                CustomField(key: "series", value: .list([.text("formats")])),
                CustomField(key: "rating", value: .text("4.5")),
            ])
        #expect(post.body == "A post whose front matter is JSON, dated by its file name.\n")
        // `images` names a picture of static/: the photo, not shown in the body
        #expect(post.photo == "photos/blossom.png")
        #expect(
            post.pictures == [
                ImportedPicture(name: "blossom.png", file: Self.site.appending(path: "static/images/blossom.png"))
            ])
        #expect(notes("content/posts/2024-05-01-json-post.md").isEmpty)
    }

    @Test func aLeafBundleIsOneEntryNamedByItsFolder() throws {
        let picnic = try entry("content/posts/2024-06-01-picnic/index.md")
        #expect(picnic.slug == "picnic")
        #expect(picnic.date == ImportedDate(year: 2024, month: 6, day: 1))
        #expect(picnic.title == "Picnic by the river")
        #expect(picnic.photo == "photos/basket.png")  // cover.image
        let bundle = Self.site.appending(path: "content/posts/2024-06-01-picnic")
        #expect(
            picnic.pictures == [
                ImportedPicture(name: "basket.png", file: bundle.appending(path: "basket.png")),
                ImportedPicture(name: "sandwich.png", file: bundle.appending(path: "sandwich.png")),
            ])
        #expect(
            picnic.body == """
                We packed everything into the basket.

                ![Our basket](photos/basket.png)

                ![A sandwich](photos/sandwich.png)
                _Lunch *time*_

                > ![](photos/basket.png)
                > *The basket again*

                <iframe src="https://maps.example.com/river"></iframe>

                """)
        #expect(
            notes("content/posts/2024-06-01-picnic/index.md") == [
                "raw HTML kept: Keepsake does not show it", "page bundle pictures not shown in the body, not imported",
            ])
    }

    @Test func shortcodesAndReferences() throws {
        let links = try entry("content/posts/links.md")
        #expect(links.date == ImportedDate(year: 2024, month: 7, day: 1, hour: 8, minute: 0, utcOffset: 0))
        let picnic = ImportedEntry.link(to: "content/posts/2024-06-01-picnic/index.md")
        let walk = ImportedEntry.link(to: "content/posts/spring-walk.md")
        let trip = ImportedEntry.link(to: "content/posts/first-trip.md")
        #expect(
            links.body == """
                Remember [the picnic](\(picnic)) and [the walk](\(walk) "Spring").
                See also [first-trip](\(trip)) and [day two](\(trip)).

                - The posts page is not imported.
                - The lost post does not exist.

                {{< youtube dQw4w9WgXcQ >}}

                {{< gist spf13 7896402 >}}

                {{% notice tip %}}
                Pack water.
                {{% /notice %}}

                To embed a video, write {{< youtube dQw4w9WgXcQ >}}.

                """)
        #expect(
            notes("content/posts/links.md") == [
                "shortcode kept as text: {{< youtube >}}", "shortcode kept as text: {{< gist >}}",
                "shortcode kept as text: {{< notice >}}", "link to a page that is not imported, kept as text",
                "front matter picture not found, no photo",  // images = ['/images/none.png']
            ])
        #expect(links.photo == nil)
    }

    @Test func staticPicturesFiguresAndHighlightAndUntouchedCode() throws {
        let walk = try entry("content/posts/spring-walk.md")
        #expect(
            walk.body == """
                ![벚꽃](photos/blossom.png "Cherry blossoms")

                The path was pink. [gone](https://blog.example.org/images/missing.jpg)

                [![](photos/blossom.png)](https://example.org/spring)
                *Blossoms — Near the river*

                [Gone](https://blog.example.org/images/nowhere.jpg)

                ```go
                func main() {
                    fmt.Println("봄")
                }
                ```

                1. Run it:
                   ```sh
                   go run main.go
                   ```

                Write `{{< figure src="x.jpg" >}}` to show a picture:

                ```
                {{< youtube abc >}}
                ```

                """)
        // shown twice, copied once
        #expect(
            walk.pictures == [
                ImportedPicture(name: "blossom.png", file: Self.site.appending(path: "static/images/blossom.png"))
            ])
        #expect(
            notes("content/posts/spring-walk.md") == [
                "front matter key \"lastmod\" not imported", "picture not found, kept as a link",
            ])
    }

    @Test func filesThatAreNotEntriesAreNotedAndSkipped() {
        #expect(notes("content/_index.md") == ["section page (_index.md) skipped"])
        #expect(notes("content/posts/_index.md") == ["section page (_index.md) skipped"])
        #expect(notes("content/posts/undated.md") == ["no date, skipped"])
        #expect(notes("content/posts/latin1.md") == ["front matter not read: the file is not UTF-8 text"])
        #expect(
            notes("content/posts/broken.md") == [
                "front matter not read: TOML at line 4, column 13: Error while parsing array: encountered end-of-file"
            ])
        #expect(notes("content/posts/trip.org") == ["content file in another format (.org) not imported"])
        #expect(
            notes("content/posts/2024-06-01-picnic/recipe.md") == [
                "Markdown file inside a page bundle (a page resource) skipped"
            ])
        #expect(batch.notes.count == 19)
    }

    @Test func theContentFolderItselfAsSource() throws {
        let batch = try HugoReader().read(Self.site.appending(path: "content"))
        #expect(batch.entries.map(\.origin).first == "posts/2023-12-24-eve.markdown")
        let json = try #require(batch.entries.first { $0.origin == "posts/2024-05-01-json-post.md" })
        // static/ is the content folder's neighbour
        #expect(json.pictures.map(\.file) == [Self.site.appending(path: "static/images/blossom.png")])
        let links = try #require(batch.entries.first { $0.origin == "posts/links.md" })
        #expect(
            links.body.hasPrefix("Remember [the picnic](\(ImportedEntry.link(to: "posts/2024-06-01-picnic/index.md")))")
        )
    }

    @Test func aFolderOfMarkdownFilesWithoutContent() throws {
        let folder = try ReaderScratchFolder()
        try folder.write("2024-01-02-note.md", "Just a note.\n")
        try folder.write("drafts/idea.md", "+++\ndate = 2024-01-03T07:45:00\ntitle = \"Idea\"\n+++\nAn idea.\n")
        let batch = try HugoReader().read(folder.url)
        #expect(batch.entries.map(\.origin) == ["2024-01-02-note.md", "drafts/idea.md"])
        #expect(
            batch.entries.map(\.date) == [
                ImportedDate(year: 2024, month: 1, day: 2),
                ImportedDate(year: 2024, month: 1, day: 3, hour: 7, minute: 45),
            ])
        #expect(batch.entries.first?.title == nil)
    }

    @Test func aSourceThatIsNotASiteFails() throws {
        let folder = try ReaderScratchFolder()
        try folder.write("readme.txt", "no pages here")
        #expect {
            try HugoReader().read(folder.url)
        } throws: { error in
            (error as? ImportFailure)?.message == "no Markdown pages in \(folder.url.path)"
                && (error as? ImportFailure)?.hint != nil
        }
        #expect {
            try HugoReader().read(folder.url.appending(path: "readme.txt"))
        } throws: { error in
            (error as? ImportFailure)?.message.hasSuffix("readme.txt is not a folder") == true
        }
    }
}
