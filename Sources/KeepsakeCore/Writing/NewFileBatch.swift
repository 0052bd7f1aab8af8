import Foundation

/// Many new files, each appearing whole or not at all and never replacing one (as `AtomicFile.create`),
/// flushed to disk together: `keepsake import` of a thousand entries waits for the disk once per
/// few hundred files, where a flush per file and per folder took most of its time (BENCHMARKS.md).
public enum NewFileBatch {
    /// One file to create, its bytes read only when it is written (a batch may hold many photos).
    public struct File {
        public let url: URL
        public let contents: () throws(AtomicFileError) -> Data

        public init(url: URL, contents: @escaping () throws(AtomicFileError) -> Data) {
            (self.url, self.contents) = (url.standardizedFileURL, contents)
        }
    }

    /// Creates the files in order, their folders first.
    /// - Returns: for each file, whether it was created (`false`: the name was taken and left alone).
    public static func create(_ files: [File]) throws(AtomicFileError) -> [Bool] {
        var created: [Bool] = []
        created.reserveCapacity(files.count)
        var folders: [String] = []
        var start = 0
        while start < files.count {
            let chunk = files[start..<min(start + chunkSize, files.count)]
            created += try create(chunk, folders: &folders)
            start += chunk.count
        }
        // The new names made durable, each folder once.
        for folder in folders {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            fsync(descriptor)
            close(descriptor)
        }
        return created
    }

    /// Open descriptors at once: well under the usual limit of 1,024.
    static let chunkSize = 256

    /// Writes each file of `chunk` to an unnamed file in its folder (`O_TMPFILE`: nothing is left
    /// behind if the process dies), flushes them all with one `sync`, then links each into place.
    private static func create(_ chunk: ArraySlice<File>, folders: inout [String]) throws(AtomicFileError) -> [Bool] {
        var written: [(file: File, descriptor: Int32?)] = []
        defer { for case (_, let descriptor?) in written { close(descriptor) } }
        for file in chunk {
            let folder = file.url.deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw AtomicFileError("cannot create the folder \(folder)")
            }
            if folders.last != folder, !folders.contains(folder) { folders.append(folder) }
            let descriptor = open(folder, unnamedFile | O_WRONLY | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                // A file system without unnamed files: the file is created on its own.
                written.append((file, nil))
                continue
            }
            written.append((file, descriptor))
            let contents = try file.contents()
            guard contents.withUnsafeBytes({ AtomicFile.writeAll($0, to: descriptor) }) else {
                throw .system("cannot write \(file.url.path)")
            }
        }
        if written.contains(where: { $0.descriptor != nil }) { sync() }
        var created: [Bool] = []
        for (file, descriptor) in written {
            if let descriptor {
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, file.url.path, AT_SYMLINK_FOLLOW) == 0 {
                    created.append(true)
                    continue
                }
                if errno == EEXIST {
                    created.append(false)
                    continue
                }
            }
            // No unnamed files here, or no /proc to link one by: the file is created on its own.
            created.append(try AtomicFile(url: file.url).create(try file.contents()))
        }
        return created
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's Swift overlay does not export.
    private static let unnamedFile: Int32 = 0o20_000_000 | O_DIRECTORY
}
