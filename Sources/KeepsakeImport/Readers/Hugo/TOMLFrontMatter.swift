import Foundation
import TOMLKit

/// TOML front matter (Hugo's `+++` block) read into `FrontMatterValue`s with TOMLKit: dates and
/// date-times become `.date` with their offset kept.
enum TOMLFrontMatter {
    /// The table of `toml`, its keys in the order written; `firstLine` is the file line it starts on,
    /// for the reason it cannot be read.
    static func table(_ toml: String, firstLine: Int) -> Result<FrontMatterValue, ImportFailure> {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line + firstLine - 1
            return .failure(
                ImportFailure("TOML at line \(line), column \(error.source.begin.column): \(error.description)"))
        } catch {
            return .failure(ImportFailure("TOML: \(error)"))
        }
        let order = KeyOrder(toml)
        let pairs = table.map { (key: $0.0, value: value($0.1)) }
        return .success(.table(pairs.enumerated().sorted { order.rank($0, $1) }.map(\.element)))
    }

    static func value(_ value: any TOMLValueConvertible) -> FrontMatterValue {
        switch value.type {
        case .string: return .text(value.string ?? "")
        case .int: return .number(Double(value.int ?? 0))
        case .double: return .number(value.double ?? 0)
        case .bool: return .flag(value.bool ?? false)
        case .date:
            guard let date = value.date else { return .text("") }
            return .date(ImportedDate(year: date.year, month: date.month, day: date.day))
        case .dateTime:
            guard let moment = value.dateTime else { return .text("") }
            let date = moment.date
            let time = moment.time
            return .date(
                ImportedDate(
                    year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute,
                    second: time.second, utcOffset: moment.offset.map { $0.offset * 60 }))
        case .time:
            guard let time = value.time else { return .text("") }
            return .text(String(format: "%02d:%02d:%02d", time.hour, time.minute, time.second))
        case .array: return .list((value.array.map { Array($0) } ?? []).map(Self.value))
        case .table: return .table((value.table.map { Array($0) } ?? []).map { (key: $0.0, value: Self.value($0.1)) })
        }
    }

    /// Where each top-level key is first written, as TOMLKit gives keys sorted: `title = …`,
    /// `"title" = …`, `title.part = …` or `[title]`.
    private struct KeyOrder {
        let lines: [Substring]

        init(_ toml: String) { lines = toml.split(separator: "\n", omittingEmptySubsequences: false) }

        func rank(
            _ a: (offset: Int, element: (key: String, value: FrontMatterValue)),
            _ b: (offset: Int, element: (key: String, value: FrontMatterValue))
        ) -> Bool {
            (line(of: a.element.key), a.offset) < (line(of: b.element.key), b.offset)
        }

        func line(of key: String) -> Int {
            var inTable = false
            for (number, line) in lines.enumerated() {
                var text = line.drop { $0 == " " || $0 == "\t" }
                if text.hasPrefix("[") {
                    text = text.drop { $0 == "[" || $0 == " " }
                    if starts(text, with: key) { return number }
                    inTable = true
                } else if !inTable, starts(text, with: key) {
                    return number
                }
            }
            return lines.count
        }

        /// Whether `text` begins with `key` (bare or quoted) followed by what ends a key.
        private func starts(_ text: Substring, with key: String) -> Bool {
            for written in [key, "\"\(key)\"", "'\(key)'"] where text.hasPrefix(written) {
                let next = text.dropFirst(written.count).first
                if next == nil || " \t=.]".contains(next!) { return true }
            }
            return false
        }
    }
}
