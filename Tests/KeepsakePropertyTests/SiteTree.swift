import Foundation

/// A site as files (path → bytes), read from an output folder or made from the preview's
/// memory, and how two of them differ.
struct SiteTree: Equatable, Sendable {
    var files: [String: [UInt8]]

    /// Every file under `folder` but the build's bookkeeping; a link or other non-file shows as such.
    static func read(_ folder: URL) -> SiteTree {
        var files: [String: [UInt8]] = [:]
        let base = folder.standardizedFileURL.path + "/"
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return SiteTree(files: files)
        }
        for case let url as URL in walker {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true || Builds.isBookkeeping(path) { continue }
            if values?.isSymbolicLink == true || values?.isRegularFile != true {
                files[path] = Array("(not a regular file)".utf8)
            } else {
                files[path] = FileManager.default.contents(atPath: url.path).map(Array.init) ?? []
            }
        }
        return SiteTree(files: files)
    }

    /// Where `other` differs from this tree, described for a failure message; `nil` when equal.
    func differences(from other: SiteTree, this thisName: String, other otherName: String) -> String? {
        guard self != other else { return nil }
        let missing = files.keys.filter { other.files[$0] == nil }.sorted()
        let extra = other.files.keys.filter { files[$0] == nil }.sorted()
        let differing = files.keys.filter { other.files[$0] != nil && other.files[$0] != files[$0] }.sorted()
        var lines: [String] = []
        func list(_ paths: [String], _ what: String) {
            guard !paths.isEmpty else { return }
            lines.append(
                "\(paths.count) \(what): " + paths.prefix(8).joined(separator: ", ") + (paths.count > 8 ? ", …" : ""))
        }
        list(missing, "in \(thisName) only")
        list(extra, "in \(otherName) only")
        list(differing, "differing")
        if let first = differing.first {
            lines.append("first differing file, \(first) (- \(thisName), + \(otherName)):")
            lines.append(Self.shortDiff(files[first]!, other.files[first]!))
        }
        return lines.joined(separator: "\n")
    }

    /// The first lines that differ, with a line of context, or the first differing byte of binary files.
    static func shortDiff(_ a: [UInt8], _ b: [UInt8]) -> String {
        guard let left = String(validating: a, as: UTF8.self), let right = String(validating: b, as: UTF8.self) else {
            let offset = zip(a, b).prefix { $0 == $1 }.count
            return "  binary: \(a.count) and \(b.count) bytes, first difference at byte \(offset)"
        }
        let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false)
        let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(leftLines, rightLines).prefix { $0 == $1 }.count
        // Long lines are shown around where the first differing pair of them starts to differ.
        var from = 0
        if first < leftLines.count, first < rightLines.count {
            from = max(0, zip(leftLines[first], rightLines[first]).prefix { $0 == $1 }.count - 100)
        }
        func clip(_ line: Substring, from: Int = from) -> String {
            let start = line.index(line.startIndex, offsetBy: min(from, line.count))
            let shown = line[start...]
            return (from > 0 ? "…" : "") + (shown.count > 300 ? String(shown.prefix(300)) + "…" : String(shown))
        }
        var out: [String] = []
        if first > 0 { out.append("   \(clip(leftLines[first - 1], from: 0))") }
        // The lines that differ from there on, pair by pair (up to five).
        var line = first
        while line < max(leftLines.count, rightLines.count), line < first + 5 {
            let (left, right) = (
                line < leftLines.count ? leftLines[line] : nil, line < rightLines.count ? rightLines[line] : nil
            )
            if left == right { break }
            if let left { out.append(" - \(clip(left))") }
            if let right { out.append(" + \(clip(right))") }
            line += 1
        }
        return "  line \(first + 1):\n" + out.map { "  " + $0 }.joined(separator: "\n")
    }
}
