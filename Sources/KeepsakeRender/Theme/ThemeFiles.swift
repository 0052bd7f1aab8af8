import Foundation
import KeepsakeCore

/// The files of one theme: the built-in theme, with the diary's own `Themes/<name>/` laid over it file by file.
public struct ThemeFiles: Sendable {
    public struct File: Sendable {
        public let bytes: [UInt8]
        /// Where it came from, for messages: `Themes/default/templates/entry.mustache` or `(built-in) …`.
        public let origin: String
    }

    public let name: String
    /// Path inside the theme (`templates/entry.mustache`) → file.
    public let files: [String: File]
    /// The diary's theme files refused unread (each over its kind's size): each an error at its file.
    public let problems: [Diagnostic]
    /// The built-in files that the diary's own replaced: a diary's theme.yaml adds to the built-in one.
    public let replaced: [String: File]

    public init(name: String, files: [String: File], problems: [Diagnostic] = [], replaced: [String: File] = [:]) {
        (self.name, self.files, self.problems, self.replaced) = (name, files, problems, replaced)
    }

    /// The names of the themes built into this binary.
    public static var builtInNames: [String] {
        Set(EmbeddedThemes.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    }

    /// Loads theme `name`: the built-in theme of that name (else `default`), overlaid with `layout.themes/<name>/`.
    public static func load(name: String, layout: SiteLayout) -> Result<ThemeFiles, Diagnostic> {
        guard Slug.isValid(name) else {
            return .failure(
                .error(
                    at: SourceLocation(path: layout.display(layout.configFile)),
                    "theme \"\(name)\" is not a folder name",
                    hint:
                        "name a built-in theme (\(builtInNames.joined(separator: ", "))) or a folder directly inside Themes/"
                ))
        }
        let folder = layout.themes.appending(path: name, directoryHint: .isDirectory)
        var isFolder: ObjCBool = false
        let hasOverlay =
            FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
        let base = builtInNames.contains(name) ? name : "default"
        guard hasOverlay || builtInNames.contains(name) else {
            return .failure(
                .error(
                    at: SourceLocation(path: "Content/diary.yaml"), "unknown theme \"\(name)\"",
                    hint: "built-in themes: \(builtInNames.joined(separator: ", ")); or create Themes/\(name)/"))
        }
        var files = builtIn(base)
        var problems: [Diagnostic] = []
        var replaced: [String: File] = [:]
        if hasOverlay {
            for (path, file) in overlay(folder, layout: layout, problems: &problems) {
                replaced[path] = files[path]
                files[path] = file
            }
        }
        return .success(ThemeFiles(name: name, files: files, problems: problems.sorted(), replaced: replaced))
    }

    /// A digest of the files pages are made from (theme.yaml, templates, language files); the others are
    /// published as they are, so changing one re-renders nothing.
    public var pageInputsDigest: UInt64 {
        var digest = ContentDigest()
        for path in files.keys.sorted()
        where path == "theme.yaml" || path.hasPrefix("templates/") || path.hasPrefix("i18n/") {
            digest.add(path)
            digest.add(files[path]?.bytes ?? [])
        }
        // Every page links the added style sheets: a new one is a change to every page.
        for path in Self.addedStylesheets(in: Array(files.keys)) { digest.add(path) }
        return digest.value
    }

    /// The style sheets among `paths` that pages link after `assets/style.css`, in name order.
    static func addedStylesheets(in paths: [String]) -> [String] {
        paths.filter { $0.hasPrefix("assets/") && $0.hasSuffix(".css") && $0 != "assets/style.css" }.sorted()
    }

    public func text(_ path: String) -> String? { files[path].flatMap { SourceText.decode($0.bytes) } }

    public func origin(_ path: String) -> String { files[path]?.origin ?? "\(name)/\(path)" }

    private static func builtIn(_ theme: String) -> [String: File] {
        let prefix = theme + "/"
        var files: [String: File] = [:]
        for (key, base64) in EmbeddedThemes.files where key.hasPrefix(prefix) {
            guard let data = Data(base64Encoded: base64) else { continue }
            files[String(key.dropFirst(prefix.count))] = File(bytes: Array(data), origin: "(built-in) \(key)")
        }
        return files
    }

    /// The most a diary's own theme file at `path` may hold: generous for real themes, and checked
    /// before the file is read, since a template costs many times its size to compile.
    private static func limit(for path: String) -> SourceText.Limit {
        let (megabytes, what, hint) =
            if path.hasPrefix("templates/") {
                (1, "a template", "a template is the markup of one page or part of a page; split it into partials")
            } else if path.hasPrefix("i18n/") {
                (1, "a language file", "a language file holds the words of the pages")
            } else if path == "theme.yaml" {
                (1, "theme.yaml", "theme.yaml holds the palette, stickers, moods and weather")
            } else if path.hasSuffix(".css") || path.hasSuffix(".js") {
                (4, "a style sheet or script", "check what wrote this file; minify it or split it")
            } else {
                (16, "a theme file", "theme pictures and fonts are published as they are: make it smaller")
            }
        return SourceText.Limit(bytes: megabytes << 20, what: what, hint: hint)
    }

    /// The diary's own files of the theme in `folder`; one over its kind's limit is left out with an error.
    private static func overlay(_ folder: URL, layout: SiteLayout, problems: inout [Diagnostic]) -> [String: File] {
        var files: [String: File] = [:]
        let base = folder.standardizedFileURL.path + "/"
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return files }
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            let name = String(path.dropFirst(base.count))
            let limit = Self.limit(for: name)
            if let refusal = limit.refusal(ofFileAt: url.path, shownAs: layout.display(url)) {
                problems.append(refusal)
                continue
            }
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            // It may have grown since: what was read counts.
            guard data.count <= limit.bytes else {
                problems.append(limit.refusal(layout.display(url), size: data.count))
                continue
            }
            files[name] = File(bytes: Array(data), origin: layout.display(url))
        }
        return files
    }
}
