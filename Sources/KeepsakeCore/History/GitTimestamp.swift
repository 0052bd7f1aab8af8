import Foundation

/// When a commit was authored, as git records it: seconds since 1970 (UTC) and the author's offset
/// from UTC at the time: an absolute instant.
public struct GitTimestamp: Sendable, Hashable {
    /// Seconds since 1970-01-01 00:00 UTC.
    public let seconds: Int64
    /// The author's offset from UTC, in seconds (`+0900` is 32400).
    public let utcOffset: Int

    public init(seconds: Int64, utcOffset: Int) { (self.seconds, self.utcOffset) = (seconds, utcOffset) }

    public var instant: Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}

extension GitTimestamp {
    /// Reads `1712297400 +0900` (git's raw date). `nil` for anything else.
    init?(raw: some Collection<UInt8>) {
        let fields = String(decoding: raw, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 2, fields[0].first != "+", let seconds = Int64(fields[0]),
            let sign = fields[1].first, sign == "+" || sign == "-", fields[1].count == 5,
            fields[1].dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let offset = Int(fields[1].dropFirst())
        else { return nil }
        let minutes = offset / 100 * 60 + offset % 100
        self.init(seconds: seconds, utcOffset: (sign == "-" ? -60 : 60) * minutes)
    }
}
