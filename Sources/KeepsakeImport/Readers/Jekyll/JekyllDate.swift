import KeepsakeCore

/// The dates Jekyll posts are written with: a front matter `date` (`2024-05-03`, `2024-05-03 21:30`,
/// `2024-05-03 21:30:00 +0900`, `2024-05-03T21:30:00+09:00`) and a post file's name
/// (`2024-05-03-hello.md`).
enum JekyllDate {
    /// A front matter date; its UTC offset kept when it has one (`Z`, `UTC`, `+0900`, `+09:00`).
    static func parse(_ text: String) -> ImportedDate? {
        var scanner = Scanner(text.trimmingWhitespace())
        guard var date = scanner.day() else { return nil }
        if scanner.isAtEnd { return date }
        guard scanner.skip("T") || scanner.skipSpaces(), let hour = scanner.number(digits: 1...2), hour < 24,
            scanner.skip(":"), let minute = scanner.number(digits: 2...2), minute < 60
        else { return nil }
        var second = 0
        if scanner.skip(":") {
            guard let value = scanner.number(digits: 2...2), value < 61 else { return nil }
            second = min(value, 59)
            if scanner.skip(".") || scanner.skip(",") {
                guard scanner.number(digits: 1...9) != nil else { return nil }
            }
        }
        date.time = (hour, minute, second)
        _ = scanner.skipSpaces()
        if scanner.isAtEnd { return date }
        if scanner.skip("Z") || scanner.skip("UTC") || scanner.skip("GMT") {
            date.utcOffset = 0
        } else {
            let sign = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : 0
            guard sign != 0, let hours = scanner.number(digits: 2...2), hours <= 14 else { return nil }
            let colon = scanner.skip(":")
            var minutes = 0
            if colon || !scanner.isAtEnd {
                guard let value = scanner.number(digits: 2...2), value < 60 else { return nil }
                minutes = value
            }
            date.utcOffset = sign * (hours * 3600 + minutes * 60)
        }
        return scanner.isAtEnd ? date : nil
    }

    /// The date and the rest of a post's file name without its extension: `2024-05-03-hello` →
    /// (2024-05-03, `hello`); `nil` when it does not start with a date and a `-`.
    static func fileName(_ stem: String) -> (date: ImportedDate, slug: String)? {
        var scanner = Scanner(stem)
        guard let date = scanner.day(), scanner.skip("-") else { return nil }
        let slug = scanner.rest
        return slug.isEmpty ? nil : (date, slug)
    }

    /// Reads numbers and marks from the front of a text.
    private struct Scanner {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        var isAtEnd: Bool { index == scalars.count }
        var rest: String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[index...])
            return text
        }

        /// `YYYY-M-D` with a month and a day of that month.
        mutating func day() -> ImportedDate? {
            guard let year = number(digits: 4...4), skip("-"), let month = number(digits: 1...2), skip("-"),
                let day = number(digits: 1...2), (1...12).contains(month), day >= 1,
                day <= Self.days(inMonth: month, of: year)
            else { return nil }
            return ImportedDate(year: year, month: month, day: day)
        }

        mutating func number(digits: ClosedRange<Int>) -> Int? {
            var (value, count) = (0, 0)
            while index < scalars.count, count < digits.upperBound, let digit = scalars[index].asciiDigit {
                value = value * 10 + digit
                count += 1
                index += 1
            }
            return digits.contains(count) ? value : nil
        }

        mutating func skip(_ mark: String) -> Bool {
            let marks = Array(mark.unicodeScalars)
            guard index + marks.count <= scalars.count, Array(scalars[index..<(index + marks.count)]) == marks else {
                return false
            }
            index += marks.count
            return true
        }

        /// Skips spaces and tabs; whether there were any.
        mutating func skipSpaces() -> Bool {
            let start = index
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            return index > start
        }

        private static func days(inMonth month: Int, of year: Int) -> Int {
            switch month {
            case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        }
    }
}

extension Unicode.Scalar {
    /// 0–9 for an ASCII digit.
    fileprivate var asciiDigit: Int? { ("0"..."9").contains(self) ? Int(value - 48) : nil }
}
