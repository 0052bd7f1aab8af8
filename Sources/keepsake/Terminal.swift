import Foundation
import KeepsakeCore
import KeepsakePreview
import KeepsakeBuild

/// Writes diagnostics and summaries, in colour only on a terminal and never when `NO_COLOR` is set.
struct Terminal {
    /// Ends the process now with `status`, once what was printed is out, skipping freeing what a build loaded.
    static func exitNow(_ status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }

    let useColor: Bool
    /// The diary folder the diagnostics' paths are relative to, set once a command knows it
    /// (`RootOptions.layout`), for printing the source line a diagnostic points at.
    nonisolated(unsafe) static var sourceRoot: URL?

    init() {
        let environment = ProcessInfo.processInfo.environment
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        useColor = !noColor && isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    /// Each diagnostic, a warning repeated at other places once with their count and the first few.
    func printDiagnostics(_ diagnostics: [Diagnostic]) {
        var files: [String: [[Unicode.Scalar]]] = [:]
        for group in DiagnosticGroup.grouping(diagnostics) {
            let others = group.others.prefix(3).map { Diagnostic.printable($0.description) }
            let more = group.others.count > 3 ? ", …" : ""
            let also =
                others.isEmpty
                ? ""
                : " (also at \(Self.count(group.others.count, "more place")): \(others.joined(separator: ", "))\(more))"
            printLine(format(group.first, also: also, excerpt: excerpt(group.first.location, files: &files)))
        }
    }

    /// The source line under a located diagnostic, with a caret at its column; "" when the file or line is not there.
    /// `files`: each file's lines, as scalars, read once for all the diagnostics that point into it
    /// (a hostile sidecar on one line may hold 50,000 of them).
    private func excerpt(_ location: SourceLocation, files: inout [String: [[Unicode.Scalar]]]) -> String {
        guard let line = location.line, let root = Self.sourceRoot, !location.path.hasPrefix("-") else { return "" }
        if files[location.path] == nil {
            let url = root.appending(path: location.path)
            let bytes = (try? FileHandle(forReadingFrom: url)).flatMap { try? $0.read(upToCount: 16 << 20) }
            let text = bytes.flatMap { SourceText.decode(Array($0)) } ?? ""
            files[location.path] = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                Array($0.unicodeScalars)
            }
        }
        guard let lines = files[location.path], line >= 1, line <= lines.count,
            let excerpt = SourceExcerpt(scalars: lines[line - 1], number: line, column: location.column)
        else { return "" }
        let gutter = String(repeating: " ", count: excerpt.number.count)
        var text = "\n " + paint(excerpt.number + " |", "34") + " " + Diagnostic.printable(excerpt.text)
        if location.column != nil {
            text += "\n " + paint(gutter + " |", "34") + " " + excerpt.indent + paint("^", "1;32")
        }
        return text
    }

    /// The failure's diagnostics and `Build failed: 2 errors. Nothing was written.` (`verb`: `Check` for a check).
    func printFailure(_ failure: BuildFailure, verb: String = "Build") {
        printDiagnostics(failure.diagnostics)
        let warnings = failure.diagnostics.warnings.count
        var line = Self.count(failure.diagnostics.errors.count, "error")
        if warnings > 0 { line += ", " + Self.count(warnings, "warning") }
        printLine(paint("\(verb) failed: \(line)." + (verb == "Build" ? " Nothing was written." : ""), "1;31"))
    }

    /// Why a command that writes into the diary refused, and that it wrote nothing.
    func printRefusal(_ failure: EditFailure) {
        printDiagnostics(failure.diagnostics)
        printLine(paint(Self.count(failure.diagnostics.errors.count, "error") + ". Nothing was written.", "1;31"))
    }

    /// One problem that has no place in a file: `error: message`.
    func printError(_ message: String, hint: String? = nil) {
        printLine(paint("error:", "1;31") + " " + Diagnostic.printable(message) + hintLine(hint))
    }

    /// A remark for the person, on standard error so that standard output stays clean for scripts.
    func note(_ message: String) { printLine(paint("note:", "36") + " " + message) }

    /// A table like Hugo's, on standard output.
    func printSummary(_ report: BuildReport, title: String) {
        var rows: [(String, Int)] = [
            ("Entries", report.counts.entries), ("Drafts", report.counts.drafts),
            ("Deleted traces", report.counts.deletedTraces),
            ("Months", report.counts.months), ("Comment threads", report.counts.commentThreads),
            ("Comments", report.counts.comments),
            ("Pages", report.counts.pages), ("Other files", report.counts.otherFiles), ("Photos", report.counts.photos),
            ("Photos resized", report.processedPhotos.count),
        ]
        // Drafts left out are worth a line: a writer wondering where an entry went finds it here.
        if report.counts.draftsSkipped > 0 { rows.insert(("Drafts skipped", report.counts.draftsSkipped), at: 2) }
        if !report.warnings.isEmpty { rows.append(("Warnings", report.warnings.count)) }
        let width = rows.map(\.0.count).max() ?? 0
        var text = paint(title, "1") + "\n\n"
        for (label, value) in rows {
            text += "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(value) + "\n"
        }
        text += "\nTotal in \(Self.milliseconds(report.duration)) ms"
        text += report.counts.photos > 0 ? " (photos \(Self.milliseconds(report.photoDuration)) ms)\n" : "\n"
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// One line per preview rebuild (and the diagnostics when it fails), on standard error like a log.
    func printPreview(_ event: Preview.Event, first: Bool = false) {
        let cause = Self.cause(event.trigger)
        switch event.outcome {
        case .built(let report, let changed):
            printDiagnostics(report.warnings)
            var line = first ? "Built" : "Rebuilt"
            line += " in \(Self.milliseconds(report.duration)) ms: \(report.counts.entries) entries, "
            line +=
                "\(report.parsedEntries.count) read, \(report.renderedHTMLPages) of \(report.counts.pages) pages rendered"
            if !report.processedPhotos.isEmpty {
                line += ", " + Self.count(report.processedPhotos.count, "photo") + " resized"
            }
            if !first {
                line += ", " + Self.count(changed.count, "file") + " changed"
                switch event.reload {
                case .css?: line += " → swapped stylesheets in " + Self.count(event.browsers, "browser")
                case .reload?: line += " → reloaded " + Self.count(event.browsers, "browser")
                case nil: line += " → nothing to reload"
                }
            }
            printLine(paint(cause + line, "32"))
        case .failed(let failure):
            printDiagnostics(failure.diagnostics)
            let errors = Self.count(failure.diagnostics.errors.count, "error")
            printLine(paint(cause + "Build failed: \(errors). The browser shows them; still watching.", "1;31"))
        }
    }

    /// What started a rebuild, to begin its line (`Content/a.md: `); nothing for the first build.
    private static func cause(_ trigger: [String]) -> String {
        guard let first = trigger.first(where: { !$0.isEmpty }) else { return trigger.isEmpty ? "" : "(rescan) " }
        return trigger.count == 1 ? first + ": " : "\(first) and \(trigger.count - 1) more: "
    }

    /// `1 error`, `2 errors`.
    static func count(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    private static func milliseconds(_ duration: Duration) -> Int { Int(duration / .milliseconds(1)) }

    // MARK: - Formatting

    private func format(_ diagnostic: Diagnostic, also: String = "", excerpt: String = "") -> String {
        paint(Diagnostic.printable(diagnostic.location.description) + ":", "1") + " "
            + paint(diagnostic.severity.rawValue + ":", diagnostic.isError ? "1;31" : "1;33") + " "
            + Diagnostic.printable(diagnostic.message) + also + excerpt + hintLine(diagnostic.hint)
    }

    /// `hint`, indented on a line of its own; nothing without one.
    private func hintLine(_ hint: String?) -> String {
        hint.map { "\n  " + paint("hint:", "36") + " " + Diagnostic.printable($0) } ?? ""
    }

    func paint(_ text: String, _ code: String) -> String { useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// A line on standard error, where everything but the summary and the commands' results goes.
    func printLine(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}
