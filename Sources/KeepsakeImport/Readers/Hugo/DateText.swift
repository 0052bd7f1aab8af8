import Foundation

/// Dates as Hugo, Obsidian and YAML write them in text: `2024-05-03`, `2024-05-03 21:30`,
/// `2024-05-03T21:30:15.250+09:00`, `2024-05-03T12:30:00Z`, `2024-05-03 21:30:00 +0900 KST`.
enum DateText {
    /// The date written, its offset kept; `nil` when the text is none of these forms or no real day.
    static func importedDate(from text: String) -> ImportedDate? {
        var scanner = Scanner(Array(text.trimmingCharacters(in: [" ", "\t"]).utf8))
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
            let day = scanner.digits(2), isDay(year, month, day)
        else { return nil }
        var date = ImportedDate(year: year, month: month, day: day)
        guard !scanner.atEnd else { return date }
        guard scanner.skip("T") || scanner.skip(" "), let hour = scanner.digits(2), hour < 24, scanner.skip(":"),
            let minute = scanner.digits(2), minute < 60
        else { return nil }
        var second = 0
        if scanner.skip(":") {
            guard let value = scanner.digits(2), value <= 60 else { return nil }
            second = min(value, 59)
            if scanner.skip(".") || scanner.skip(",") { scanner.skipDigits() }
        }
        date.time = (hour, minute, second)
        scanner.skipSpaces()
        if scanner.skip("Z") || scanner.skip("z") {
            date.utcOffset = 0
        } else if let sign = scanner.sign() {
            guard let hours = scanner.digits(2), hours <= 18 else { return nil }
            _ = scanner.skip(":")
            let minutes = scanner.digits(2) ?? 0
            guard minutes < 60 else { return nil }
            date.utcOffset = sign * (hours * 3600 + minutes * 60)
        }
        scanner.skipSpaces()
        // A zone's abbreviation after the offset (Go's `-0700 MST`) adds nothing; alone, UTC is understood.
        let letters = scanner.rest
        guard letters.allSatisfy({ (65...90).contains($0) }) else { return nil }
        if date.utcOffset == nil, !letters.isEmpty {
            guard letters.elementsEqual("UTC".utf8) || letters.elementsEqual("GMT".utf8) else { return nil }
            date.utcOffset = 0
        }
        return date
    }

    static func isDay(_ year: Int, _ month: Int, _ day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// A cursor over ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { position == bytes.count }
        var rest: ArraySlice<UInt8> { bytes[position...] }

        mutating func digits(_ count: Int) -> Int? {
            guard position + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            position += count
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
        mutating func skipSpaces() { while position < bytes.count, bytes[position] == 32 { position += 1 } }
    }
}
