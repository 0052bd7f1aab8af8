import KeepsakeTemplates
import Testing

/// A view model made of a dictionary, for tests.
final class Object: TemplateObject {
    let fields: [String: TemplateValue]
    init(_ fields: [String: TemplateValue]) { self.fields = fields }
    func value(named name: String) -> TemplateValue { fields[name] ?? .missing }
}

func render(_ source: String, _ fields: [String: TemplateValue] = [:], partials: [String: String] = [:]) throws
    -> String
{
    var templates = ["main": try Template(source)]
    for (name, text) in partials { templates[name] = try Template(text) }
    let bytes = TemplateLibrary(templates: templates).render("main", with: Object(fields)) ?? []
    return String(decoding: bytes, as: UTF8.self)
}

@Suite struct VariableTests {
    @Test func escapesTheFiveCharacters() throws {
        #expect(try render("{{x}}", ["x": .text(#"<a href="x">&'"#)]) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    }

    @Test func tripleAndAmpersandDoNotEscape() throws {
        #expect(try render("{{{x}}} {{& x}}", ["x": .text("<b>")]) == "<b> <b>")
    }

    @Test func numbersBooleansAndMissingNames() throws {
        #expect(try render("[{{n}}|{{b}}|{{none}}]", ["n": .number(-42), "b": .bool(true)]) == "[-42|true|]")
    }

    @Test func keepsKoreanAndEmojiIntact() throws {
        #expect(try render("{{x}} · {{y}}", ["x": .text("비 오는 날 ☔️"), "y": .text("e\u{301}")]) == "비 오는 날 ☔️ · e\u{301}")
    }

    @Test func dottedNamesClimbOnlyForTheFirstSegment() throws {
        let site = TemplateValue.object(Object(["title": .text("Diary")]))
        let entry = TemplateValue.object(Object(["title": .text("Entry"), "site": .object(Object([:]))]))
        // Inside `entry`, `site` is found on the entry (which has no title): no climbing to the outer site.
        #expect(
            try render("{{site.title}}|{{#entry}}{{title}}/{{site.title}}{{/entry}}", ["site": site, "entry": entry])
                == "Diary|Entry/")
    }

    @Test func currentValueAndCurrentOnlyNames() throws {
        let list = TemplateValue.list([.text("a"), .text("<b>")])
        let inner = TemplateValue.object(Object([:]))
        #expect(try render("{{#xs}}({{.}}){{/xs}}", ["xs": list]) == "(a)(&lt;b&gt;)")
        #expect(try render("{{#o}}[{{.name}}|{{name}}]{{/o}}", ["o": inner, "name": .text("outer")]) == "[|outer]")
    }
}

@Suite struct SectionTests {
    @Test func truthFollowsMustache() throws {
        let cases: [(TemplateValue, String)] = [
            (.missing, "no"), (.bool(false), "no"), (.bool(true), "yes"), (.list([]), "no"),
            (.list([.number(1)]), "yes"), (.text(""), "yes"), (.number(0), "yes"),
        ]
        for (value, expected) in cases {
            #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", ["v": value]) == expected)
        }
    }

    @Test func listsRepeatWithEachItemAsContext() throws {
        let items = TemplateValue.list((1...3).map { .object(Object(["n": .number($0)])) })
        #expect(try render("{{#items}}<{{n}}>{{/items}}", ["items": items]) == "<1><2><3>")
    }

    @Test func standaloneSectionLinesDisappear() throws {
        let source = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n"
        #expect(
            try render(source, ["items": .list([.text("a"), .text("b")])])
                == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func inlineSectionsKeepTheirSpaces() throws {
        #expect(try render(" {{#a}}x{{/a}} \n", ["a": .bool(true)]) == " x \n")
    }

    @Test func standaloneCommentsAndCRLF() throws {
        #expect(try render("a\r\n  {{! note }}\r\nb\r\n") == "a\r\nb\r\n")
    }

    @Test func setDelimiters() throws {
        #expect(try render("{{=<% %>=}}\n<% x %>{{x}}", ["x": .text("1")]) == "1{{x}}")
    }

    @Test func contentTypeTextTurnsEscapingOff() throws {
        #expect(try render("{{%CONTENT_TYPE: TEXT}}{{x}}", ["x": .text("<b>")]) == "<b>")
    }
}

@Suite struct PartialTests {
    @Test func standalonePartialsIndentEveryLine() throws {
        let out = try render("<div>\n  {{> row}}\n</div>\n", partials: ["row": "<p>\none\n</p>\n"])
        #expect(out == "<div>\n  <p>\n  one\n  </p>\n</div>\n")
    }

    @Test func recursivePartials() throws {
        let leaf = TemplateValue.object(Object(["name": .text("leaf"), "kids": .list([])]))
        let root = TemplateValue.object(Object(["name": .text("root"), "kids": .list([leaf])]))
        let out = try render(
            "{{#root}}{{> node}}{{/root}}", ["root": root], partials: ["node": "({{name}}{{#kids}}{{> node}}{{/kids}})"]
        )
        #expect(out == "(root(leaf))")
    }

    @Test func dynamicPartialNames() throws {
        #expect(try render("{{>*which}}", ["which": .text("b")], partials: ["b": "B!"]) == "B!")
    }

    @Test func missingPartialsRenderNothing() throws {
        #expect(try render("[{{> nowhere}}]") == "[]")
    }

    /// The linked program remembers each indentation once per render; a partial indented inside
    /// a repeated, itself indented partial indents each repetition alike. (As in swift-mustache,
    /// and so in the tree-walking engine before, a repetition's first line is not indented again.)
    @Test func indentedPartialsInsideRepeatedIndentedPartials() throws {
        let items = TemplateValue.list([.object(Object(["n": .text("1")])), .object(Object(["n": .text("2")]))])
        let out = try render(
            "<ul>\n  {{> list}}\n</ul>\n", ["items": items],
            partials: ["list": "{{#items}}\n<li>\n  {{> item}}\n</li>\n{{/items}}\n", "item": "<b>\n{{n}}\n</b>\n"])
        #expect(
            out == "<ul>\n  <li>\n    <b>\n    1\n    </b>\n  </li>\n<li>\n    <b>\n    2\n    </b>\n  </li>\n</ul>\n")
    }

    @Test func contentTypeStaysInsideItsTemplate() throws {
        let out = try render("{{> text}}{{x}}", ["x": .text("<b>")], partials: ["text": "{{%CONTENT_TYPE:TEXT}}{{x}}"])
        #expect(out == "<b>&lt;b&gt;")
    }
}

@Suite struct InheritanceTests {
    let base = "<title>{{$title}}Site{{/title}}</title>\n<main>\n{{$content}}{{/content}}\n</main>\n"

    /// The block tag in `base` is not alone on its line, so its line end stays after the content.
    @Test func overridesReplaceBlocksAndDefaultsStay() throws {
        let page = "{{<base}}\n{{$content}}\n<p>{{x}}</p>\n{{/content}}\n{{/base}}\n"
        #expect(
            try render(page, ["x": .text("hi")], partials: ["base": base])
                == "<title>Site</title>\n<main>\n<p>hi</p>\n\n</main>\n")
    }

    /// A page overriding a block of a layout that itself overrides the base: the page wins.
    @Test func outerOverridesWinOverInnerOnes() throws {
        let layout = "{{<base}}{{$title}}Layout{{/title}}{{$content}}layout body{{/content}}{{/base}}"
        let page = "{{<layout}}{{$title}}Page{{/title}}{{/layout}}"
        let base = "<t>{{$title}}Base{{/title}}</t><m>{{$content}}base body{{/content}}</m>"
        #expect(try render(page, partials: ["layout": layout, "base": base]) == "<t>Page</t><m>layout body</m>")
    }

    @Test func overridesSeeTheContextOfTheirBlock() throws {
        let base = "{{#item}}[{{$slot}}{{/slot}}]{{/item}}"
        let page = "{{<base}}{{$slot}}{{name}}{{/slot}}{{/base}}"
        #expect(
            try render(page, ["item": .object(Object(["name": .text("inner")]))], partials: ["base": base]) == "[inner]"
        )
    }

    @Test func overridesReachPartialsOfTheParent() throws {
        let parent = "[{{> inner}}]"
        let page = "{{<parent}}{{$slot}}mine{{/slot}}{{/parent}}"
        #expect(try render(page, partials: ["parent": parent, "inner": "{{$slot}}default{{/slot}}"]) == "[mine]")
    }

    @Test func onlyBlocksMayAppearInsideAParentTag() throws {
        #expect(throws: TemplateSyntaxError.self) { try Template("{{<base}}{{x}}{{/base}}") }
    }
}

@Suite struct SyntaxErrorTests {
    @Test func unclosedSectionSaysWhichOne() throws {
        let error = try #require(throws: TemplateSyntaxError.self) { try Template("a\n{{#items}}\nb\n") }
        #expect(error.reason == .expectedSectionEnd("items"))
        #expect(error.description.contains("{{#items}}"))
    }

    @Test func wrongCloseIsLocatedAtItsName() throws {
        let error = try #require(throws: TemplateSyntaxError.self) { try Template("<p>\n  {{#site}}x{{/title}}\n") }
        #expect(error.reason == .sectionCloseNameIncorrect(expected: "site", found: "title"))
        #expect(error.line == 2)
        #expect(error.column == 16)
    }

    @Test func transformsAreRefused() throws {
        let error = try #require(throws: TemplateSyntaxError.self) { try Template("{{uppercased(name)}}") }
        #expect(error.reason == .unsupportedTransform("uppercased(name)"))
    }

    /// Parsing (and rendering) recurses once per level: 5,000 levels overflowed the stack.
    @Test func sectionsNestedPastTheLimitAreASyntaxErrorNotACrash() throws {
        let deep = String(repeating: "{{#entry}}", count: 5000) + String(repeating: "{{/entry}}", count: 5000)
        let error = try #require(throws: TemplateSyntaxError.self) { try Template(deep) }
        #expect(error.reason == .nestedTooDeep)
        #expect(error.line == 1 && error.column == 1 + 10 * Template.nestingLimit)
        let limit = String(repeating: "{{#entry}}", count: 100) + String(repeating: "{{/entry}}", count: 100)
        #expect(throws: Never.self) { try Template(limit) }
        #expect(throws: TemplateSyntaxError.self) { try Template(String(repeating: "{{<p}}{{$b}}", count: 60)) }
    }

    @Test func unfinishedTags() throws {
        #expect(throws: TemplateSyntaxError.self) { try Template("{{name") }
        #expect(throws: TemplateSyntaxError.self) { try Template("{{! comment") }
        #expect(throws: TemplateSyntaxError.self) { try Template("{{{name}}") }
    }
}
