import Foundation
import KeepsakeCore

/// The posts one import reads, looked up as `{% post_url %}` and `{% link %}` name them, so that a
/// link between two imported posts becomes `ImportedEntry.link(to:)`.
struct PostLinks {
    /// Composed origin → origin (`_posts/2024-05-03-hello.md`).
    private var origins: [String: String] = [:]
    /// A post's path under `_posts/` without its extension (`2024-05-03-hello`, `trips/2024-05-03-hello`),
    /// and its file name alone, composed → origin.
    private var postNames: [String: String] = [:]

    init(origins imported: some Sequence<String>) {
        for origin in imported {
            origins[origin.precomposedStringWithCanonicalMapping] = origin
            guard origin.hasPrefix(JekyllSite.postsFolder + "/") else { continue }
            let path = Self.withoutExtension(String(origin.dropFirst(JekyllSite.postsFolder.count + 1)))
            postNames[path.precomposedStringWithCanonicalMapping] = origin
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if postNames[name.precomposedStringWithCanonicalMapping] == nil {
                postNames[name.precomposedStringWithCanonicalMapping] = origin
            }
        }
    }

    /// The origin `{% post_url NAME %}` names: `2024-05-03-hello`, `/trips/2024-05-03-hello`, with or
    /// without the extension.
    func post(named argument: String) -> String? {
        var name = Self.unquoted(argument)
        while name.hasPrefix("/") { name.removeFirst() }
        return postNames[Self.withoutExtension(name).precomposedStringWithCanonicalMapping]
    }

    /// The origin `{% link PATH %}` names, a path from the site's folder (`_posts/2024-05-03-hello.md`).
    func post(atPath argument: String) -> String? {
        var path = Self.unquoted(argument)
        while path.hasPrefix("/") { path.removeFirst() }
        return origins[path.precomposedStringWithCanonicalMapping]
    }

    /// The argument without the quotes around it, as Liquid allows them.
    static func unquoted(_ argument: String) -> String {
        let text = argument.trimmingWhitespace()
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    private static func withoutExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."),
            JekyllSite.markdownExtensions.contains(path[path.index(after: dot)...].lowercased())
        else { return path }
        return String(path[..<dot])
    }
}
