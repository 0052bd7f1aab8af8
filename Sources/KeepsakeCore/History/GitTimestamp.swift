import Foundation

/// When a commit was authored, as git records it: seconds since 1970 (UTC) and the author's offset
/// from UTC at the time: an absolute instant.
public struct GitTimestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since 1970-01-01 00:00 UTC.
    public let seconds: Int64
    /// The author's offset from UTC, in seconds (`+0900` is 32400).
    public let utcOffset: Int

    public init(seconds: Int64, utcOffset: Int) {
        self.seconds = seconds
        self.utcOffset = utcOffset
    }

    public var instant: Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    /// As `git log --date=raw` prints it: `1712297400 +0900`.
    public var description: String {
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return "\(seconds) \(sign)\(pad(offset / 3600))\(pad(offset % 3600 / 60))"
    }

    /// Earlier instants first; the offset only breaks ties, so the order is total.
    public static func < (a: GitTimestamp, b: GitTimestamp) -> Bool {
        (a.seconds, a.utcOffset) < (b.seconds, b.utcOffset)
    }
}

extension GitTimestamp {
    /// Reads `1712297400 +0900` (git's raw date). `nil` for anything else.
    init?(raw: some Collection<UInt8>) {
        var bytes = raw.makeIterator()
        var seconds: Int64 = 0
        var digits = 0
        var negative = false
        var next = bytes.next()
        if next == UInt8(ascii: "-") {
            negative = true
            next = bytes.next()
        }
        while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            guard digits < 18 else { return nil }
            seconds = seconds * 10 + Int64(byte - UInt8(ascii: "0"))
            digits += 1
            next = bytes.next()
        }
        guard digits > 0, next == UInt8(ascii: " "), let sign = bytes.next(),
            sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
        else { return nil }
        var offset = [Int]()
        while let byte = bytes.next() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), offset.count < 4 else { return nil }
            offset.append(Int(byte - UInt8(ascii: "0")))
        }
        guard offset.count == 4 else { return nil }
        let minutes = (offset[0] * 10 + offset[1]) * 60 + offset[2] * 10 + offset[3]
        self.init(seconds: negative ? -seconds : seconds, utcOffset: (sign == UInt8(ascii: "-") ? -60 : 60) * minutes)
    }
}
