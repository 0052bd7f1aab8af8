import Testing

@testable import KeepsakeImport

/// The Jekyll reader's Liquid conversion and date reading on small texts: the forms the fixture site
/// does not show.
@Suite struct JekyllLiquidTests {
    let links = PostLinks(origins: ["_posts/2024-05-03-hello.md", "_drafts/plans.md"])

    func converted(_ body: String) -> (body: String, notes: [String]) {
        var converter = LiquidConverter(links: links)
        return (converter.convert(body), converter.notes)
    }

    @Test func highlightWithWhitespaceControlAndRawInside() {
        let (body, notes) = converted(
            "Before\n{%- highlight html linenos -%}\n{% raw %}\n  <p>{{ page.title }}</p>\n{% endraw %}\n{%- endhighlight -%}\nAfter\n"
        )
        #expect(body == "Before\n```html\n  <p>{{ page.title }}</p>\n```\nAfter\n")
        #expect(notes.isEmpty)
    }

    @Test func highlightAfterTextOnItsLineStartsALineOfItsOwn() {
        #expect(
            converted("Code: {% highlight css %} a { b: c } {% endhighlight %} done").body
                == "Code: \n```css\na { b: c } \n```\n done")
    }

    @Test func aFenceLongerThanTheBackticksInTheCode() {
        let (body, _) = converted("{% highlight markdown %}\n```swift\nlet a = 1\n```\n{% endhighlight %}\n")
        #expect(body == "````markdown\n```swift\nlet a = 1\n```\n````\n")
    }

    @Test func liquidInsideAHighlightBlockIsNoted() {
        #expect(
            converted("{% highlight ruby %}\n{{ site.title }}\n{% endhighlight %}").notes == [
                "Liquid output kept as text: {{ site.title }}"
            ])
    }

    @Test func anUnclosedHighlightIsKeptAsText() {
        let (body, notes) = converted("{% highlight ruby %}\nputs 1\n")
        #expect(body == "{% highlight ruby %}\nputs 1\n")
        #expect(notes == ["Liquid tag kept as text: {% highlight %}"])
    }

    @Test func siteAddressFilters() {
        #expect(converted("![a]({{ '/assets/a.png' | relative_url }})").body == "![a](/assets/a.png)")
        #expect(converted("![a]({{ \"assets/a.png\" | absolute_url }})").body == "![a](/assets/a.png)")
        #expect(converted("![a]({{ site.baseurl | append: '/assets/a.png' }})").body == "![a](/assets/a.png)")
        #expect(converted("[x]({{site.url}}{{site.baseurl}}/about/)").body == "[x](/about/)")
        let kept = converted("{{ '/a.png' | prepend: page.folder }}")
        #expect(kept.body == "{{ '/a.png' | prepend: page.folder }}")
        #expect(kept.notes == ["Liquid output kept as text: {{ '/a.png' }}"])
    }

    @Test func linkTagsToPostsDraftsPicturesAndPages() {
        let (body, notes) = converted(
            "[a]({% link _posts/2024-05-03-hello.md %}) [b]({% link _drafts/plans.md %}) "
                + "![c]({% link assets/c.png %}) [d]({% link about.md %}) [e]({% link _posts/2020-01-01-gone.md %})")
        let hello = ImportedEntry.link(to: "_posts/2024-05-03-hello.md")
        let plans = ImportedEntry.link(to: "_drafts/plans.md")
        // A post that is not there gets a placeholder too: the planner keeps the link's text alone.
        let gone = ImportedEntry.link(to: "_posts/2020-01-01-gone.md")
        #expect(body == "[a](\(hello)) [b](\(plans)) ![c](/assets/c.png) [d]({% link about.md %}) [e](\(gone))")
        #expect(notes == ["Liquid tag kept as text: {% link %}"])
    }

    @Test func postURLWithAnExtensionOrQuoted() {
        let hello = ImportedEntry.link(to: "_posts/2024-05-03-hello.md")
        #expect(
            converted("{% post_url 2024-05-03-hello.md %} {% post_url '2024-05-03-hello' %}").body
                == "\(hello) \(hello)")
    }

    @Test func blockTagsAreNotedOnceByTheirOpeningTag() {
        let (body, notes) = converted("{% if page.x %}A{% else %}B{% endif %} {% if y %}{% endif %}")
        #expect(body == "{% if page.x %}A{% else %}B{% endif %} {% if y %}{% endif %}")
        #expect(notes == ["Liquid tag kept as text: {% if %}"])
    }

    @Test func commentsAreDropped() {
        let (body, notes) = converted("A{% comment %} private {% endcomment %}B{% # also %}C")
        #expect(body == "ABC")
        #expect(notes == ["Liquid comment dropped: {% comment %}"])
    }

    @Test func codeSpansAndUnmatchedBackticks() {
        let (body, notes) = converted("``a `{{ b }}` c`` and ` {{ d }}\n\nnext")
        #expect(body == "``a `{{ b }}` c`` and ` {{ d }}\n\nnext")
        #expect(notes == ["Liquid output kept as text: {{ d }}"])
    }

    @Test func aTildeFenceAndAnIndentedFenceAreCode() {
        let text = "~~~\n{% include a.html %}\n~~~\n- item\n\n    ```\n    {{ x }}\n    ```\n"
        #expect(converted(text).body == text)
        #expect(converted(text).notes.isEmpty)
    }

    @Test func kramdownAttributeListsAreDropped() {
        let (body, notes) = converted("![a](/a.png){: .center width=\"50%\"}\nText {::nomarkdown}x{:/}")
        #expect(body == "![a](/a.png)\nText {::nomarkdown}x{:/}")
        #expect(notes == ["kramdown attribute list dropped: {: }"])
    }

    @Test func jekyllDates() {
        #expect(DateText.importedDate(from: "2024-05-03")?.written == "2024-05-03")
        #expect(DateText.importedDate(from: "2024-5-3 9:05")?.written == "2024-05-03 09:05")
        #expect(DateText.importedDate(from: "2024-05-03 21:30:00 +0900")?.utcOffset == 32400)
        #expect(DateText.importedDate(from: "2024-05-03T21:30:00.123-03:30")?.written == "2024-05-03T21:30:00-03:30")
        #expect(DateText.importedDate(from: "2024-05-03 21:30:00 UTC")?.utcOffset == 0)
        #expect(DateText.importedDate(from: "2024-05-03 21:30 +09")?.utcOffset == 32400)
        for wrong in ["2024-02-30", "2024-13-01", "yesterday", "2024-05-03 25:00", "2024-05-03 21:30 PST", ""] {
            #expect(DateText.importedDate(from: wrong) == nil, "\(wrong)")
        }
        #expect(JekyllPost.datedName("2024-05-03-hello-world")?.slug == "hello-world")
        #expect(JekyllPost.datedName("hello-world") == nil)
    }
}
