import Foundation
import KeepsakeCore

/// A history read by `git log`, kept in `.keepsake-cache/history` for the next build at the same
/// `HEAD`; a file that does not match exactly or fails its digest is ignored.
public struct GitHistoryCache: HistoryMemo {
    public let url: URL
    /// The program that saves and reads it: another Keepsake may read git's log differently.
    let key: UInt64

    public init(url: URL, key: UInt64) {
        self.url = url
        self.key = key
    }

    public init(layout: SiteLayout, key: UInt64) {
        self.init(url: layout.root.appending(path: ".keepsake-cache/history"), key: key)
    }

    static let magic = "keepsake git history 1"

    public func saved(at commit: String, isShallow: Bool, contentFolder: String) -> (any SavedHistory)? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count > 8 else { return nil }
        let header = header(commit: commit, isShallow: isShallow, contentFolder: contentFolder).bytes
        let isSaved = data.withUnsafeBytes { raw in
            let body = UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 8)])
            let saved = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
            return body.starts(with: header) && ContentDigest.of(body) == saved
        }
        return isSaved ? Saved(data: data, start: header.count, commit: commit, isShallow: isShallow) : nil
    }

    /// What a history file starts with: this program's history of `commit` of `contentFolder`.
    private func header(commit: String, isShallow: Bool, contentFolder: String, capacity: Int = 0) -> BinaryWriter {
        var writer = BinaryWriter(capacity: capacity)
        writer.write(Self.magic)
        writer.write(key)
        writer.write(commit)
        writer.write(isShallow)
        writer.write(contentFolder)
        return writer
    }

    /// A history file checked for a commit (`saved(at:isShallow:contentFolder:)`), decoded when asked.
    struct Saved: SavedHistory {
        let data: Data
        /// Where the files' count begins (after the header).
        let start: Int
        let commit: String
        let isShallow: Bool

        func whole() -> GitHistory? { decode(only: nil) }

        func only(_ paths: Set<String>) -> GitHistory? { decode(only: paths) }

        private func decode(only wanted: Set<String>?) -> GitHistory? {
            // The wanted paths by the digest of their bytes: the others are passed over unmade.
            let byDigest = wanted.map {
                Dictionary($0.map { (ContentDigest.of($0), $0) }, uniquingKeysWith: { first, _ in first })
            }
            return data.withUnsafeBytes { raw -> GitHistory? in
                var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: raw[start..<(raw.count - 8)]))
                do throws(BinaryReader.Damaged) {
                    let count: Int = try reader.read()
                    guard count >= 0 else { throw BinaryReader.Damaged() }
                    var files: [String: FileHistory] = [:]
                    files.reserveCapacity(byDigest?.count ?? count)
                    for _ in 0..<count {
                        let path: String
                        if let byDigest {
                            let bytes = try reader.readTextBytes()
                            guard let known = byDigest[ContentDigest.of(bytes)], known.utf8.elementsEqual(bytes) else {
                                try GitHistoryCache.skipFile(&reader)
                                continue
                            }
                            path = known
                        } else {
                            path = try reader.read()
                        }
                        let first = try reader.read() as Bool ? try GitHistoryCache.readCommit(&reader) : nil
                        let last = try GitHistoryCache.readCommit(&reader)
                        files[path] = FileHistory(first: first, last: last, commitCount: try reader.read())
                    }
                    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
                    return GitHistory(files: files, isShallow: isShallow, status: .read(commit: commit))
                } catch {
                    return nil
                }
            }
        }
    }

    public func save(_ history: GitHistory, contentFolder: String) {
        guard let commit = history.commit else { return }
        var writer = header(
            commit: commit, isShallow: history.isShallow, contentFolder: contentFolder,
            capacity: 64 + history.files.count * 96)
        writer.write(history.files.count)
        for (path, file) in history.files {
            writer.write(path)
            writer.write(file.first != nil)
            if let first = file.first { Self.write(first, to: &writer) }
            Self.write(file.last, to: &writer)
            writer.write(file.commitCount)
        }
        var bytes = writer.bytes
        withUnsafeBytes(of: ContentDigest.of(bytes).littleEndian) { bytes.append(contentsOf: $0) }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile(url: url).write(Data(bytes))
    }

    private static func write(_ commit: FileHistory.Commit, to writer: inout BinaryWriter) {
        writer.write(Int(commit.date.seconds))
        writer.write(commit.date.utcOffset)
        writer.write(commit.author.name)
        writer.write(commit.author.email)
    }

    /// Passes over one file's record (after its path).
    fileprivate static func skipFile(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        if try reader.read() as Bool { try skipCommit(&reader) }
        try skipCommit(&reader)
        _ = try reader.read() as Int
    }

    private static func skipCommit(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        _ = try reader.read() as Int
        _ = try reader.read() as Int
        _ = try reader.readTextBytes()
        _ = try reader.readTextBytes()
    }

    fileprivate static func readCommit(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> FileHistory.Commit
    {
        let seconds: Int = try reader.read()
        let offset: Int = try reader.read()
        let name: String = try reader.read()
        let email: String = try reader.read()
        return FileHistory.Commit(
            date: GitTimestamp(seconds: Int64(seconds), utcOffset: offset),
            author: GitIdentity(name: name, email: email))
    }
}
