import Foundation
import KeepsakeTemplates
import Testing

/// The Mustache specification's test files (`comments.json`, `~inheritance.json`, …), read where
/// script/bootstrap unpacked them from a package, never kept in this repository.
///
/// `KEEPSAKE_MUSTACHE_SPEC` names the folder; else `.build/mustache-spec/` of this package.
enum SpecFiles {
    static let folder: URL = {
        if let named = ProcessInfo.processInfo.environment["KEEPSAKE_MUSTACHE_SPEC"], !named.isEmpty {
            return URL(fileURLWithPath: named, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: ".build/mustache-spec", directoryHint: .isDirectory)
    }()

    /// Whether the files are there: in CI they must be (script/bootstrap installs them).
    static var isPresent: Bool {
        FileManager.default.fileExists(atPath: folder.appending(path: "sections.json").path)
    }

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static let missingMessage =
        "the Mustache spec's files are not in \(folder.path): run script/bootstrap (or set KEEPSAKE_MUSTACHE_SPEC)"

    /// Every case of one section's file, in the file's order; none when the file is absent.
    static func cases(of section: String) -> [SpecCase] {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: "\(section).json").path),
            let file = try? JSONDecoder().decode(SpecFile.self, from: data)
        else { return [] }
        return file.tests.map { SpecCase(section: section, test: $0) }
    }
}

/// One section's file as the spec writes it.
struct SpecFile: Decodable {
    struct Test: Decodable {
        let name: String
        let desc: String
        let data: SpecData
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Test]
}

/// One case of the spec, named `section: name` in test output.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let section: String
    let name: String
    let desc: String
    let data: SpecData
    let template: String
    let partials: [String: String]
    let expected: String

    init(section: String, test: SpecFile.Test) {
        self.section = section
        name = test.name
        desc = test.desc
        data = test.data
        template = test.template
        partials = test.partials ?? [:]
        expected = test.expected
    }

    var testDescription: String { "\(section): \(name)" }
}

/// A case's data as JSON gives it, turned into the typed values view models hand templates.
indirect enum SpecData: Decodable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case decimal(Double)
    case string(String)
    case array([SpecData])
    case object([String: SpecData])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .decimal(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([SpecData].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: SpecData].self))
        }
    }

    /// Null is an absent name; a decimal is text, as a view model formats it (`TemplateValue` has
    /// no fractions: Keepsake's views hand numbers like `1.5` to templates as text).
    var value: TemplateValue {
        switch self {
        case .null: .missing
        case .bool(let flag): .bool(flag)
        case .integer(let number): .number(number)
        case .decimal(let number): .text(String(number))
        case .string(let text): .text(text)
        case .array(let items): .list(items.map(\.value))
        case .object(let fields): .object(Object(fields.mapValues(\.value)))
        }
    }

    /// The data as the outermost context; `nil` for a bare value (a text, a list).
    var object: (any TemplateObject)? {
        if case .object(let object) = value { object } else { nil }
    }

    /// Whether the value holds a lambda (`{"__tag__": "code", …}`), which templates here never call.
    var hasCode: Bool {
        switch self {
        case .object(let fields):
            if case .string("code") = fields["__tag__"] { true } else { fields.values.contains { $0.hasCode } }
        case .array(let items): items.contains { $0.hasCode }
        default: false
        }
    }
}
