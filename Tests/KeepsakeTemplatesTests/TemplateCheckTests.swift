import KeepsakeTemplates
import Testing

/// Schemas shaped like a diary's: a page with a title, an optional entry, a list of entries,
/// comments with replies (a tree), and a link that is a view model but no list.
enum Schemas {
    static let page: TemplateSchema = TemplateSchema([
        "title": .value, "entry": .object { entry }, "entries": .list { entry }, "comments": .list { comment },
        "tags": .value, "link": .object { link },
    ])
    static let entry: TemplateSchema = TemplateSchema([
        "title": .value, "mood": .value, "link": .object { link }, "comments": .list { comment },
    ])
    static let comment: TemplateSchema = TemplateSchema([
        "author": .value, "replies": .list { comment }, "hasReplies": .value, "link": .object { link },
    ])
    static let link: TemplateSchema = TemplateSchema(["url": .value, "label": .value, "link": .object { link }])
}

/// The problems of `templates` (name → source) rendering page `main` with `Schemas.page`.
func problems(_ templates: [String: String], page: TemplateSchema = Schemas.page) throws -> [TemplateProblem] {
    TemplateCheck.problems(in: try templates.mapValues { try Template($0) }, pages: ["main": page])
}

@Suite struct TemplateCheckNameTests {
    @Test func knownNamesOptionalOnesAndTheCurrentValuePass() throws {
        let source =
            "{{title}}{{#entry}}{{title}}{{mood}}{{link.url}}{{/entry}}{{#tags}}{{.}}{{/tags}}{{^entry}}-{{/entry}}"
        #expect(try problems(["main": source]) == [])
    }

    @Test func anUnknownVariableIsLocatedWithTheNamesKnownThere() throws {
        let found = try problems(["main": "<h1>\n  {{titel}}</h1>"])
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.template == "main" && problem.page == "main")
        #expect(problem.position == TemplatePosition(line: 2, column: 3))
        guard case .unknownName("titel", section: false, let known) = problem.kind else {
            Issue.record("\(problem.kind)")
            return
        }
        #expect(known == ["comments", "entries", "entry", "link", "tags", "title"])
    }

    /// Inside `{{#entries}}` names resolve in the entry first, then the page, as Mustache does.
    @Test func namesInsideASectionResolveThroughTheStack() throws {
        #expect(try problems(["main": "{{#entries}}{{mood}} {{tags}} {{link.label}}{{/entries}}"]) == [])
        let found = try problems(["main": "{{#entries}}{{moood}}{{/entries}}"])
        guard case .unknownName("moood", section: false, let known) = found.first?.kind else {
            Issue.record("\(found)")
            return
        }
        #expect(known.contains("mood") && known.contains("entries"))
    }

    @Test func dottedNamesLookInsideTheViewModelTheyName() throws {
        let found = try problems(["main": "{{entry.link.urll}}{{title.x}}{{.title}}{{#link}}{{.mood}}{{/link}}"])
        let link = ["entry.link.label", "entry.link.link", "entry.link.url"]
        #expect(
            found.map(\.kind) == [
                .unknownName("entry.link.urll", section: false, known: link),
                .unknownName("title.x", section: false, known: []),
                .unknownName(".mood", section: false, known: [".label", ".link", ".url"]),
            ])
    }

    /// An unknown section is reported once; what is inside it is not reported again.
    @Test func anUnknownSectionIsReportedAloneNotWhatItHolds() throws {
        let found = try problems(["main": "{{#entires}}{{title}}{{whatever}}{{/entires}}"])
        #expect(found.count == 1)
        guard case .unknownName("entires", section: true, _) = found.first?.kind else {
            Issue.record("\(found)")
            return
        }
    }

    @Test func unknownPartialsAndParentsAreLocated() throws {
        let found = try problems(["main": "a\n{{> footr}}{{<bse}}{{/bse}}", "footer": ""])
        #expect(
            found.map(\.kind) == [
                .unknownPartial("footr", parent: false, known: ["footer", "main"]),
                .unknownPartial("bse", parent: true, known: ["footer", "main"]),
            ])
        #expect(found.map(\.position) == [TemplatePosition(line: 2, column: 1), TemplatePosition(line: 2, column: 12)])
    }

    /// A partial is checked where it is included, with the names of the context it is given; a
    /// name is unknown only when no context that reaches its tag answers it.
    @Test func partialsAreCheckedInTheContextsTheyAreIncludedIn() throws {
        #expect(try problems(["main": "{{#entry}}{{> card}}{{/entry}}{{> card}}", "card": "{{mood}}"]) == [])
        let found = try problems(["main": "{{#entry}}{{> card}}{{/entry}}{{> card}}", "card": "\n{{mod}}"])
        #expect(found.count == 1)
        #expect(found.first?.template == "card" && found.first?.page == "main")
        #expect(found.first?.position == TemplatePosition(line: 2, column: 1))
        guard case .unknownName("mod", section: false, let known) = found.first?.kind else { return }
        #expect(known.contains("mood") && known.contains("entries"), "the names of every context that reached it")
    }

    /// What an unknown section holds is not checked (nor counted as answered) in that context.
    @Test func namesInsideAnUnknownSectionAreCheckedElsewhere() throws {
        let card = "{{#entri}}{{/entri}}{{#link}}{{lable}}{{/link}}"
        let found = try problems([
            "main": "{{> card}}{{#entry}}{{#nothing}}{{> card}}{{/nothing}}{{/entry}}", "card": card,
        ])
        #expect(found.map(\.kind).count == 3, "entri, nothing and lable")
    }

    /// Overrides are checked where the parent's block puts them, and located in the child.
    @Test func overridesAreCheckedInTheirBlocksContext() throws {
        let base = "{{#entry}}{{$body}}{{/body}}{{/entry}}"
        #expect(try problems(["main": "{{<base}}{{$body}}{{mood}}{{/body}}{{/base}}", "base": base]) == [])
        let found = try problems(["main": "{{<base}}{{$body}}{{moud}}{{/body}}{{/base}}", "base": base])
        #expect(found.map(\.template) == ["main"])
        #expect(found.first?.position == TemplatePosition(line: 1, column: 19))
    }

    @Test func dynamicPartialsAreRefused() throws {
        #expect(try problems(["main": "{{>*title}}"]).map(\.kind) == [.dynamicPartial("title")])
    }
}

@Suite struct TemplateCheckRecursionTests {
    @Test func aPartialThatIncludesItselfIsLocated() throws {
        let found = try problems(["main": "{{> footer}}", "footer": "{{> footer}}"])
        #expect(found.map(\.kind) == [.includesItself(["footer", "footer"])])
        #expect(found.first?.template == "footer" && found.first?.position == TemplatePosition(line: 1, column: 1))
    }

    @Test func twoPartialsThatIncludeEachOther() throws {
        let found = try problems(["main": "{{> a}}", "a": "a\n{{#entry}}{{> b}}{{/entry}}", "b": "  {{> a}}"])
        #expect(found.map(\.kind) == [.includesItself(["a", "b", "a"])])
        #expect(found.first?.template == "b" && found.first?.position == TemplatePosition(line: 1, column: 3))
    }

    @Test func aPageThatIncludesItself() throws {
        #expect(try problems(["main": "{{> main}}"]).map(\.kind) == [.includesItself(["main", "main"])])
    }

    /// Replies of replies: each inclusion renders items of a list of the view model it was
    /// given, further down a finite tree. Allowed, and its names are checked in the deeper context.
    @Test func recursionDownAListIsAllowed() throws {
        let comment = "{{author}}{{#hasReplies}}{{#replies}}{{> comment}}{{/replies}}{{/hasReplies}}"
        #expect(try problems(["main": "{{#comments}}{{> comment}}{{/comments}}", "comment": comment]) == [])
        let replies = "{{#replies}}{{author}}{{> replies}}{{/replies}}"
        #expect(try problems(["main": "{{#comments}}{{> replies}}{{/comments}}", "replies": replies]) == [])
        let typo = "{{autor}}{{#replies}}{{> comment}}{{/replies}}"
        #expect(try problems(["main": "{{#comments}}{{> comment}}{{/comments}}", "comment": typo]).count == 1)
    }

    /// A list the stack finds below the partial's own context is the same list again: it never ends.
    @Test func recursionOverAnOuterListIsRefused() throws {
        let found = try problems([
            "main": "{{#comments}}{{> c}}{{/comments}}", "c": "{{#comments}}{{> c}}{{/comments}}",
        ])
        #expect(found.map(\.kind) == [.includesItself(["c", "c"])])
    }

    /// Entered again with a comment on top, `comments` is found on the entry below it: the same
    /// comments again, for ever. Only the walk in the deeper context shows it.
    @Test func recursionThatFindsItsListFurtherOutTheSecondTimeIsRefused() throws {
        let nested = "{{#comments}}{{#replies}}{{> comment}}{{/replies}}{{/comments}}"
        let found = try problems(["main": "{{#entry}}{{> comment}}{{/entry}}", "comment": nested])
        #expect(found.map(\.kind) == [.includesItself(["comment", "comment"])])
    }

    /// A view model that may be absent lets the stack find the same name further out: refused.
    @Test func recursionThroughAnObjectIsRefused() throws {
        let found = try problems(["main": "{{#link}}{{> l}}{{/link}}", "l": "{{url}}{{#link}}{{> l}}{{/link}}"])
        #expect(found.map(\.kind) == [.includesItself(["l", "l"])])
        let flag = try problems(["main": "{{> p}}", "p": "{{#title}}{{> p}}{{/title}}"])
        #expect(flag.map(\.kind) == [.includesItself(["p", "p"])])
    }

    @Test func nestingThroughPartialsPastTheLimitIsLocated() throws {
        var templates = ["main": "{{> p0}}"]
        for level in 0..<150 { templates["p\(level)"] = "{{#entry}}{{> p\(level + 1)}}{{/entry}}" }
        templates["p150"] = "end"
        let found = try problems(templates)
        #expect(found.map(\.kind) == [.nestedTooDeep])
        #expect(found.first?.template == "p49")
    }

    /// Partials that each include the next in two contexts would be walked 2^n times: the check gives up, located.
    @Test func includesPastTheBudgetAreReportedNotWalked() throws {
        let two: TemplateSchema = TemplateSchema(["a": .object { Schemas.link }, "b": .object { Schemas.entry }])
        var templates = ["main": "{{> p0}}"]
        for level in 0..<40 {
            templates["p\(level)"] = "{{#a}}{{> p\(level + 1)}}{{/a}}{{#b}}{{> p\(level + 1)}}{{/b}}{{#link}}{{/link}}"
        }
        templates["p40"] = "{{a}}"
        let clock = ContinuousClock()
        var found: [TemplateProblem] = []
        let elapsed = try clock.measure { found = try problems(templates, page: two) }
        #expect(found.map(\.kind).contains(.tooManyIncludes))
        #expect(elapsed < .seconds(30))
    }
}
