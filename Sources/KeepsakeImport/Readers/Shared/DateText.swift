import KeepsakeCore

/// Dates as the tools write them in text, one grammar for every reader: `2024-05-03`, `2024-5-3 9:05`,
/// `2024-05-03 21:30`, `2024-05-03T21:30:15.250+09:00`, `2024-05-03T12:30:00Z`,
/// `2024-05-03 21:30:00 +0900 KST`, `2024-05-03 21:30:00 UTC`; and the day a file name starts with.
///
/// `YYYY-M-D`, then `T` or spaces and `H:MM`, `:SS` (60, a leap second, read as 59) and a fraction
/// (dropped); then, after any spaces, `Z`, or an offset of up to 18 hours (`+09`, `+0900`,
/// `+09:00`), and a zone's capitals (`KST`: the offset says it all); alone, only `UTC` or `GMT`.
enum DateText {
    /// The date written, its offset kept; `nil` when the text is none of these forms or no real day.
    static func importedDate(from text: String) -> ImportedDate? {
        var scanner = Scanner(Array(text.trimmingWhitespace().utf8))
        guard var date = scanner.day() else { return nil }
        guard !scanner.atEnd else { return date }
        guard scanner.skip("T") || scanner.skipSpaces(), let hour = scanner.number(digits: 1...2), hour < 24,
            scanner.skip(":"), let minute = scanner.number(digits: 2...2), minute < 60
        else { return nil }
        var second = 0
        if scanner.skip(":") {
            guard let value = scanner.number(digits: 2...2), value <= 60 else { return nil }
            second = min(value, 59)
            if scanner.skip(".") || scanner.skip(",") { scanner.skipDigits() }
        }
        date.time = (hour, minute, second)
        _ = scanner.skipSpaces()
        if scanner.skip("Z") || scanner.skip("z") {
            date.utcOffset = 0
        } else if let sign = scanner.sign() {
            guard let hours = scanner.number(digits: 2...2), hours <= 18 else { return nil }
            _ = scanner.skip(":")
            let minutes = scanner.number(digits: 2...2) ?? 0
            guard minutes < 60 else { return nil }
            date.utcOffset = sign * (hours * 3600 + minutes * 60)
        }
        _ = scanner.skipSpaces()
        // A zone's abbreviation after the offset (Go's `-0700 MST`) adds nothing; alone, UTC is understood.
        let letters = scanner.rest
        guard letters.allSatisfy({ (65...90).contains($0) }) else { return nil }
        if date.utcOffset == nil, !letters.isEmpty {
            guard letters.elementsEqual("UTC".utf8) || letters.elementsEqual("GMT".utf8) else { return nil }
            date.utcOffset = 0
        }
        return date
    }

    /// The day a file name starts with (`YYYY-M-D`) and the rest of the name after it:
    /// `2024-05-03-picnic` → (2024-05-03, `-picnic`); `nil` when it starts with no real day.
    static func dayPrefix(of name: Substring) -> (date: ImportedDate, rest: Substring)? {
        var scanner = Scanner(Array(name.utf8))
        guard let date = scanner.day() else { return nil }
        return (date, Substring(name.utf8.dropFirst(scanner.position)))
    }

    /// A cursor over a text's UTF-8 bytes.
    private struct Scanner {
        let bytes: [UInt8]
        private(set) var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { position == bytes.count }
        var rest: ArraySlice<UInt8> { bytes[position...] }

        /// `YYYY-M-D` (month and day of one or two digits) naming a day of the Gregorian calendar.
        mutating func day() -> ImportedDate? {
            guard let year = number(digits: 4...4), skip("-"), let month = number(digits: 1...2), skip("-"),
                let day = number(digits: 1...2), (1...12).contains(month), day >= 1,
                day <= CalendarMath.daysIn(month: month, year: year)
            else { return nil }
            return ImportedDate(year: year, month: month, day: day)
        }

        /// As many digits as `digits` allows, at most its upper bound; `nil` (and nothing read) for fewer.
        mutating func number(digits: ClosedRange<Int>) -> Int? {
            var (value, index) = (0, position)
            while index < bytes.count, index - position < digits.upperBound, (48...57).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            guard digits.contains(index - position) else { return nil }
            position = index
            return value
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
            position += 1
            return true
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }

        mutating func skipDigits() {
            while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
        }

        /// Skips spaces and tabs; whether there were any.
        mutating func skipSpaces() -> Bool {
            let start = position
            while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 { position += 1 }
            return position > start
        }
    }
}

extension FrontMatterValue {
    /// The date a front matter value holds: a TOML date, or a date in text (`DateText`).
    var importedDate: ImportedDate? {
        if case .date(let date) = self { return date }
        return text.flatMap(DateText.importedDate)
    }
}
