import Foundation
import KeepsakeCore

/// What one generation of the output folder holds: each file's path, the digest of what it was
/// made from and its stamp when written (a file changed by hand no longer matches and is written
/// again). Kept in `.keepsake-cache/outputs/<generation>`, named by the folder's marker.
public struct OutputManifest: Sendable, Equatable {
    /// The keepsake build that wrote it (`ProgramIdentity`): another may render the same inputs differently.
    static let identity: UInt64 = {
        var digest = ContentDigest()
        digest.add("keepsake output manifest 4")  // 4: one digest of the whole list
        digest.add(ProgramIdentity.current())
        return digest.value
    }()

    /// What `stat` said about a file right after it was written.
    struct Stamp: Sendable, Equatable {
        let inode: UInt64
        let size: Int64
        let modified: Int64

        /// The stamp of `name` in the open folder `directory` (a path from here by default), not
        /// following a link; `nil` when there is no such file.
        static func of(_ name: String, in directory: Int32 = AT_FDCWD) -> Stamp? {
            var info = stat()
            // `withCString`: passing the `String` as it is copied it for every file.
            guard name.withCString({ fstatat(directory, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return nil }
            return Stamp(info)
        }

        /// The stamp of an open file (no second walk down its path).
        static func of(descriptor: Int32) -> Stamp? {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return nil }
            return Stamp(info)
        }
    }

    /// One file of a generation: the digest of what it was made from, and its stamp when written.
    struct File: Sendable, Equatable {
        var digest: UInt64
        var stamp: Stamp?
    }

    /// Every file, by its path in the folder (one table: hashing a path is a lookup's cost).
    var files: [String: File] = [:]

    /// The digest `path` was made from, if the folder holds it.
    func digest(of path: String) -> UInt64? { files[path]?.digest }

    /// Only the files of `folder` that are still exactly as written: one `stat` each, relative to
    /// the open folder, on all cores, so that a file edited or deleted by hand is written again.
    /// - Parameter shared: the published folder's verified manifest: a file with the stamp of one
    ///   verified there is that hard link and is not stat'ed again (found by inode: hashing paths cost more).
    func verified(in folder: String, shared: OutputManifest? = nil) -> OutputManifest {
        var sharedStamps: [UInt64: Stamp] = [:]
        if let shared {
            sharedStamps.reserveCapacity(shared.files.count)
            for case let stamp? in shared.files.values.lazy.map(\.stamp) { sharedStamps[stamp.inode] = stamp }
        }
        let listed: [(path: String, stamp: Stamp)] = files.compactMap { path, file in
            guard let stamp = file.stamp, sharedStamps[stamp.inode] != stamp else { return nil }
            return (path, stamp)
        }
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if root >= 0 { close(root) } }
        let changed = ParallelMap.mapNow(listed, minimumChunk: 256) {
            root < 0 || Stamp.of($0.path, in: root) != $0.stamp
        }
        var kept = self
        for (index, isChanged) in changed.enumerated() where isChanged {
            kept.files[listed[index].path] = nil
        }
        return kept
    }

    /// The marker's first line names the generation: `keepsake output 1f3a…`.
    static func generation(ofMarker text: String) -> String? {
        let prefix = "keepsake output "
        guard let line = text.split(separator: "\n").first, line.hasPrefix(prefix) else { return nil }
        let name = line.dropFirst(prefix.count)
        guard name.count == 16, name.utf8.allSatisfy("0123456789abcdef".utf8.contains) else { return nil }
        return String(name)
    }

    static func marker(for generation: String) -> String { "keepsake output \(generation)\n" }

    static func newGeneration() -> String { hex16(UInt64.random(in: .min ... .max)) }

    /// `value` as 16 hexadecimal digits.
    static func hex16(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `nil` for a missing, damaged or foreign manifest: the folder's content is then unknown.
    static func load(from path: String) -> OutputManifest? {
        MappedBytes(contentsOf: path)?.withUnsafeBytes(parse) ?? nil
    }

    /// The manifest in `bytes`: header line, file count, then each file's digest, inode, size,
    /// modification time and path (8-byte little-endian numbers), then the digest of all but the
    /// header. Binary: every build reads two, and that is a copy of each path.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> OutputManifest? {
        let header = Array((headerLine + "\n").utf8)
        guard bytes.count >= header.count + 16, header.indices.allSatisfy({ bytes[$0] == header[$0] }) else {
            return nil
        }
        let body = UnsafeRawBufferPointer(rebasing: bytes[header.count..<bytes.count - 8])
        let saved = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
        guard ContentDigest.of(body) == saved else { return nil }
        var reader = BinaryReader(body)
        do throws(BinaryReader.Damaged) {
            let count: Int = try reader.read()
            // Each file takes at least 40 bytes: a count beyond that is damage, not a size to reserve.
            guard count >= 0, count <= body.count / 40 else { return nil }
            var files: [String: File] = [:]
            files.reserveCapacity(count)
            for _ in 0..<count {
                let (digest, inode, size, modified): (UInt64, UInt64, UInt64, UInt64) =
                    (try reader.read(), try reader.read(), try reader.read(), try reader.read())
                let path: String = try reader.read()
                files[path] = File(
                    digest: digest,
                    stamp: Stamp(inode: inode, size: Int64(bitPattern: size), modified: Int64(bitPattern: modified)))
            }
            guard reader.isAtEnd else { return nil }
            return OutputManifest(files: files)
        } catch {
            return nil
        }
    }

    /// Saves atomically (see `parse` for the format). Only files with a stamp are listed: one
    /// without is not known to be as written.
    func save(to path: String) throws {
        var writer = BinaryWriter()
        writer.write(files.values.count { $0.stamp != nil })
        for (path, file) in files {
            guard let stamp = file.stamp else { continue }
            writer.write(file.digest)
            writer.write(stamp.inode)
            writer.write(UInt64(bitPattern: stamp.size))
            writer.write(UInt64(bitPattern: stamp.modified))
            writer.write(path)
        }
        var bytes = Array((Self.headerLine + "\n").utf8) + writer.bytes
        withUnsafeBytes(of: ContentDigest.of(writer.bytes).littleEndian) { bytes.append(contentsOf: $0) }
        do {
            try Data(bytes).write(to: URL(filePath: path), options: .atomic)
        } catch {
            throw OutputWriter.WriteError.io("cannot save \(path)", error)
        }
    }

    private static var headerLine: String { "keepsake-output-manifest " + hex16(identity) }
}

extension OutputManifest.Stamp {
    /// A regular file's stamp from its `stat`.
    fileprivate init?(_ info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        self.init(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified)
    }
}
