import Foundation

/// Turns `git log -z --name-status -M` output (newest commit first) into one `FileHistory` per file
/// of `HEAD`: a rename carries a history on under the old name, an addition ends it (so a reused
/// name lends no dates). Input it does not understand ends the parse; it never traps.
struct GitLogParser {
    /// Whether the repository is a shallow clone: then a commit without parents is the clone's
    /// boundary, which shows every file it has as added, and says nothing true about them.
    let isShallow: Bool
    /// Put before every path git prints (`Content/`, when git lists paths relative to it).
    var pathPrefix = ""

    /// Paths (`pathPrefix` and the path git printed) and what their commits say.
    func parse(_ bytes: Data) -> [String: FileHistory] {
        bytes.withUnsafeBytes { buffer in
            var walk = Walk()
            var tokens = Tokens(buffer: buffer)
            parse(&tokens, into: &walk)
            return walk.histories(isShallow: isShallow)
        }
    }

    private func parse(_ tokens: inout Tokens, into walk: inout Walk) {
        var token = tokens.next().map(Self.trimmingNewlines)
        while let header = token {
            // A commit: `\u{1}date`, parents, e-mail, name (the format `GitHistory` passes).
            guard header.first == Self.commitMark, let parents = tokens.next(), let email = tokens.next(),
                let name = tokens.next(), let date = GitTimestamp(raw: header.dropFirst())
            else { return }
            let commit = Walk.Seen(
                commit: FileHistory.Commit(
                    date: date, author: GitIdentity(name: Self.text(name), email: Self.text(email))),
                isBoundary: parents.isEmpty)
            // Its changes: a status (`M`, `A`, `D`, `R087`…), then one path, or two for renames and copies.
            token = tokens.next()
            while let status = token.map(Self.trimmingNewlines), status.first != Self.commitMark {
                guard let letter = status.first else {
                    token = tokens.next()
                    continue
                }
                guard let path = tokens.next() else { return }
                if letter == UInt8(ascii: "R") || letter == UInt8(ascii: "C") {
                    guard let newPath = tokens.next() else { return }
                    if letter == UInt8(ascii: "R") {
                        walk.rename(from: self.path(path), to: self.path(newPath), in: commit)
                    } else {
                        walk.record(self.path(newPath), in: commit, change: .added)
                    }
                } else {
                    let change: Walk.Change =
                        letter == UInt8(ascii: "A") ? .added : letter == UInt8(ascii: "D") ? .deleted : .modified
                    walk.record(self.path(path), in: commit, change: change)
                }
                token = tokens.next()
            }
            token = token.map(Self.trimmingNewlines)
        }
    }

    static let commitMark: UInt8 = 0x01

    private func path(_ bytes: UnsafeRawBufferPointer.SubSequence) -> String {
        pathPrefix.isEmpty ? Self.text(bytes) : pathPrefix + Self.text(bytes)
    }

    private static func text(_ bytes: UnsafeRawBufferPointer.SubSequence) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// git puts a newline between a commit's header and its first change.
    private static func trimmingNewlines(_ bytes: UnsafeRawBufferPointer.SubSequence)
        -> UnsafeRawBufferPointer.SubSequence
    {
        bytes.drop { $0 == UInt8(ascii: "\n") }
    }
}

// MARK: - Walking the commits

private extension GitLogParser {
    /// The files met so far, newest commit first.
    struct Walk {
        enum Change { case added, modified, deleted }

        struct Seen {
            let commit: FileHistory.Commit
            /// No parents: a root commit, or a shallow clone's boundary.
            let isBoundary: Bool
        }

        /// One file of `HEAD` while its history is being collected.
        struct Record {
            let path: String
            let last: Seen
            var first: Seen
            var count: Int
        }

        enum Following {
            /// Older commits on this path belong to this record.
            case record(Int)
            /// Older commits on this path belong to a file that is not in `HEAD` (deleted, or
            /// an earlier file of the same name).
            case ended
        }

        var records: [Record] = []
        var following: [String: Following] = [:]

        /// The file at `new` was called `old` before this commit.
        mutating func rename(from old: String, to new: String, in seen: Seen) {
            following[old] = record(new, in: seen, change: .added).map(Following.record) ?? .ended
        }

        /// Adds `seen` to the history of the file at `path`; returns its record if it goes on
        /// further back (under this name or another).
        @discardableResult mutating func record(_ path: String, in seen: Seen, change: Change) -> Int? {
            if case .ended? = following[path] { return nil }
            guard change != .deleted else {
                following[path] = .ended
                return nil
            }
            let index: Int
            if case .record(let known)? = following[path] {
                records[known].first = seen
                records[known].count += 1
                index = known
            } else {
                index = records.count
                records.append(Record(path: path, last: seen, first: seen, count: 1))
            }
            following[path] = change == .added ? .ended : .record(index)
            return index
        }

        func histories(isShallow: Bool) -> [String: FileHistory] {
            var result: [String: FileHistory] = [:]
            result.reserveCapacity(records.count)
            for record in records {
                guard isShallow, record.first.isBoundary else {
                    result[record.path] = FileHistory(
                        first: record.first.commit, last: record.last.commit, commitCount: record.count)
                    continue
                }
                // The boundary shows every file as added at its date: not a real change. What
                // came after it is real; the first commit is unknown.
                guard !record.last.isBoundary else { continue }
                result[record.path] = FileHistory(first: nil, last: record.last.commit, commitCount: record.count - 1)
            }
            return result
        }
    }

    /// The NUL-separated fields of git's `-z` output, as slices of the buffer.
    struct Tokens {
        let buffer: UnsafeRawBufferPointer
        var position = 0

        mutating func next() -> UnsafeRawBufferPointer.SubSequence? {
            guard position < buffer.count, let base = buffer.baseAddress else { return nil }
            let start = position
            let found = memchr(base + start, 0, buffer.count - start)
            let end = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? buffer.count
            position = end + 1
            return buffer[start..<end]
        }
    }
}
