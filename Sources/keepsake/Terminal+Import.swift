import Foundation
import KeepsakeCore
import KeepsakeImport

extension Terminal {
    /// The import's counts on standard output, then what needs attention, each kind once with its first files.
    func printImport(_ report: ImportReport, format: ImportFormat, source: String, dryRun: Bool) {
        let rows: [(String, String)] = [
            ("Entries", "\(report.entries)" + (report.drafts > 0 ? " (\(Self.count(report.drafts, "draft")))" : "")),
            ("Pictures", "\(report.pictures)"), ("Already imported", "\(report.alreadyImported)"),
            ("Needs attention", "\(report.attention.reduce(0) { $0 + $1.origins.count })"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        var text = (dryRun ? "Would import" : "Imported") + " from \(format.rawValue) (\(source))\n\n"
        for (label, value) in rows {
            text += "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "\n"
        }
        if dryRun { text += "\nNothing was written (--dry-run).\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
        for group in report.attention {
            let first = group.origins.prefix(3).map { Diagnostic.printable($0) }.joined(separator: ", ")
            let more = group.origins.count > 3 ? ", …" : ""
            let files = group.origins.count == 1 ? "1 file" : "\(group.origins.count) files"
            printLine(paint("attention:", "1;33") + " \(Diagnostic.printable(group.kind)): \(files) (\(first)\(more))")
        }
    }
}
