import Foundation
import Testing

@testable import KeepsakeCore

/// `rfc3339` and `isoDay` are written byte by byte; they must say exactly what the plain
/// formatting said, for every field value a diary can hold.
@Suite("Date text")
struct DiaryDateTextTests {
    static func reference(_ date: DiaryDate) -> (String, String) {
        let sign = date.utcOffset < 0 ? "-" : "+"
        let offset = abs(date.utcOffset)
        let day = "\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))"
        return (
            day
                + "T\(pad(date.hour)):\(pad(date.minute)):\(pad(date.second))\(sign)\(pad(offset / 3600)):\(pad(offset % 3600 / 60))",
            day
        )
    }

    @Test func matchesPlainFormatting() {
        var generator = SystemRandomNumberGenerator()
        let offsets = [0, 9 * 3600, -5 * 3600, 5 * 3600 + 1800, -(3 * 3600 + 1800), 14 * 3600, -12 * 3600, 45 * 60]
        for year in [1, 99, 999, 1900, 2024, 9999] + (0..<200).map({ _ in Int.random(in: 1...9999, using: &generator) })
        {
            for offset in offsets {
                let date = DiaryDate(
                    instant: Date(), year: year, month: Int.random(in: 1...12, using: &generator),
                    day: Int.random(in: 1...31, using: &generator), hour: Int.random(in: 0...23, using: &generator),
                    minute: Int.random(in: 0...59, using: &generator),
                    second: Int.random(in: 0...59, using: &generator),
                    weekday: 1, utcOffset: offset, hasTime: true)
                let (rfc3339, isoDay) = Self.reference(date)
                #expect(date.rfc3339 == rfc3339)
                #expect(date.isoDay == isoDay)
            }
        }
        #expect(MonthKey(year: 2024, month: 5).path == "2024/05")
        #expect(MonthKey(year: 987, month: 12).path == "0987/12")
    }
}

/// Comment threads go through the entry store and scratch files without recursion: the loader
/// allows replies 10,000 deep, and a recursive codec overflowed a worker thread's stack there.
@Suite("Comment thread coding")
struct CommentThreadCodingTests {
    static func chain(depth: Int) -> CommentThread {
        let date = DiaryDate(
            instant: Date(timeIntervalSince1970: 0), year: 2026, month: 4, day: 5, hour: 10, minute: 0, second: 0,
            weekday: 1, utcOffset: 9 * 3600, hasTime: true)
        var comment = Comment(
            id: "c\(depth)", author: "A", date: date, edited: nil, isDeleted: false, bodyHTML: "<p>x</p>", replies: [])
        for level in stride(from: depth - 1, to: 0, by: -1) {
            comment = Comment(
                id: "c\(level)", author: "A", date: date, edited: level % 2 == 0 ? date : nil,
                isDeleted: level % 3 == 0,
                bodyHTML: "<p>\(level)</p>", replies: [comment])
        }
        let sibling = Comment(
            id: "s", author: "B", date: date, edited: nil, isDeleted: false, bodyHTML: "", replies: [])
        return CommentThread(source: "Content/a.comments.json", roots: [comment, sibling])
    }

    @Test func deepThreadsComeBackWhole() async throws {
        let thread = Self.chain(depth: 10_000)
        let ids = await Task.detached { () -> [String] in
            var writer = BinaryWriter()
            thread.write(to: &writer)
            return writer.bytes.withUnsafeBytes { raw -> [String] in
                var reader = BinaryReader(raw)
                guard let back = try? CommentThread(from: &reader), reader.isAtEnd else { return [] }
                var ids: [String] = []
                var pending = Array(back.roots.reversed())
                while let comment = pending.popLast() {
                    ids.append(comment.id)
                    pending += comment.replies.reversed()
                }
                return ids
            }
        }.value
        #expect(ids.count == 10_001)
        #expect(ids.first == "c1")
        #expect(ids[9_999] == "c10000")
        #expect(ids.last == "s")
    }
}
