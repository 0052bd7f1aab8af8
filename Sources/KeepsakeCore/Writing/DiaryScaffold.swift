import Foundation

/// The files of a new diary, as `keepsake init` writes them. Nothing is ever overwritten: a folder
/// with `Content/diary.yaml` is refused, any other file already there is kept and reported skipped.
public struct DiaryScaffold: Sendable {
    /// The languages a new diary can start in (the built-in theme's).
    public enum Language: String, Sendable, CaseIterable {
        case ko, en
    }

    /// What `write` did, as paths relative to the diary folder.
    public struct Written: Sendable, Equatable {
        public var created: [String] = []
        /// Files that were already there and were left alone.
        public var skipped: [String] = []
    }

    public let title: String
    public let language: Language
    public let timeZone: TimeZone
    /// The welcome entry's date, in `timeZone`.
    public let date: DiaryDate

    public init(title: String? = nil, language: Language, timeZone: TimeZone, now: Date) {
        let trimmed = title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.title = trimmed.isEmpty ? (language == .ko ? "나의 일기" : "My Diary") : trimmed
        (self.language, self.timeZone) = (language, timeZone)
        date = DiaryDateParser(timeZone: timeZone).minute(at: now)
    }

    /// `Content/entries/YYYY/MM/YYYY-MM-DD-welcome.md`.
    public var welcomePath: String {
        "Content/entries/\(pad(date.year, 4))/\(pad(date.month))/\(Slug.entryFileName(day: date.isoDay, slug: "welcome"))"
    }

    /// Every file, relative path → text, in the order they are written.
    public var files: [(path: String, text: String)] {
        let heading = "# " + title.replacingOccurrences(of: "\n", with: " ") + "\n\n"
        return [
            ("Content/diary.yaml", diaryYAML),
            (welcomePath, welcomeEntry),
            (EntryArchetype.path, EntryArchetype.builtIn.text),
            (".gitignore", Self.gitignore),
            ("README.md", heading + Self.embedded("README.\(language.rawValue).md")),
            (".github/workflows/publish.yml", Self.publishWorkflow),
        ]
    }

    /// Writes the files into `folder` (created if needed). Throws `EditFailure` when it already holds
    /// a diary, `AtomicFileError` or a file-system error when a file cannot be written.
    public func write(into folder: URL) throws -> Written {
        let config = folder.appending(path: "Content/diary.yaml")
        if FileManager.default.fileExists(atPath: config.path) {
            throw EditFailure(
                at: SourceLocation(path: config.path), "there is a diary here already",
                hint: "keepsake init never overwrites a diary; add entries with `keepsake new \"Title\"`")
        }
        var written = Written()
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if try AtomicFile(url: url).create(Data(text.utf8)) {
                written.created.append(path)
            } else {
                written.skipped.append(path)
            }
        }
        return written
    }

    // MARK: - Texts

    /// `Content/diary.yaml`, every setting with a comment in the diary's language.
    public var diaryYAML: String {
        let lines = Self.embedded("diary.\(language.rawValue).yaml").split(
            separator: "\n", omittingEmptySubsequences: false)
        let values = ["title": YAMLText.scalar(title), "time_zone": timeZone.identifier]
        return lines.map { line in
            guard let gap = line.firstMatch(of: #/ {2,}# /#) else { return String(line) }
            let setting = Self.fill(line[..<gap.range.lowerBound], values)
            return setting.padding(toLength: max(setting.count + 2, 34), withPad: " ", startingAt: 0) + "# "
                + line[gap.range.upperBound...]
        }.joined(separator: "\n")
    }

    /// The first entry, dated now.
    public var welcomeEntry: String {
        Self.fill(Self.embedded("welcome.\(language.rawValue).md"), ["date": date.written, "path": welcomePath])
    }

    public static let gitignore = embedded("gitignore")

    /// An example GitHub Actions workflow that builds the diary and deploys it to GitHub Pages.
    public static let publishWorkflow = embedded("publish.yml")

    /// A file of the package's `Scaffold/` folder, embedded into the binary at build time (Plugins/EmbedFolder).
    static func embedded(_ name: String) -> String {
        String(decoding: Data(base64Encoded: EmbeddedScaffold.files[name]!)!, as: UTF8.self)
    }

    /// `text` with each `{{name}}` of `values` filled in, in one pass: a value is never filled in again.
    static func fill(_ text: some StringProtocol, _ values: [String: String]) -> String {
        fill(text) { name, _ in values[String(name)] }
    }

    /// `text` with each `{{name}}` replaced by `value(name, its column)` (1-based), or left as written for `nil`.
    static func fill(_ text: some StringProtocol, _ value: (Substring, Int) -> String?) -> String {
        var (result, rest, column) = ("", Substring(text), 1)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            column += rest[..<open.lowerBound].count
            let placeholder = rest[open.lowerBound..<close.upperBound]
            result += value(rest[open.upperBound..<close.lowerBound], column) ?? String(placeholder)
            column += placeholder.count
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
