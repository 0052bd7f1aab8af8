import Foundation

#if canImport(Glibc)
    import Glibc

    /// Watches a diary's `Content/` and `Themes/` with inotify, recursively, folders made later included.
    /// Bursts of events (an editor's atomic save) come out as one batch after a short quiet period.
    public final class ContentWatcher: @unchecked Sendable {
        /// Batches of changed paths, relative to the root; an empty path: events were lost, look at everything.
        public let batches: AsyncStream<Set<String>>

        private let root: String
        private let folders: Set<String>
        private let quiet: Duration
        private let fd: Int32
        private let continuation: AsyncStream<Set<String>>.Continuation
        // Touched only by the reader thread (and `init` before it starts), except `stopped` (under `lock`).
        private var watched: [Int32: String] = [:]
        private let lock = NSLock()
        private var stopped = false

        /// Everything a folder watch reports; `IN_ONLYDIR` refuses to watch a file by mistake.
        private static let folderMask = UInt32(
            IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                | IN_DELETE_SELF
                | IN_ONLYDIR)
        /// The root is watched only for `Content/` or `Themes/` appearing or going.
        private static let rootMask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ONLYDIR)

        /// `quiet`: how long events must pause before a batch is delivered.
        public init(root: URL, folders: [String] = ["Content", "Themes"], quiet: Duration = .milliseconds(25)) throws {
            (self.root, self.folders, self.quiet) = (root.standardizedFileURL.path, Set(folders), quiet)
            fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { throw Self.failure("cannot start watching files (inotify_init1)") }
            (batches, continuation) = AsyncStream<Set<String>>.makeStream(bufferingPolicy: .unbounded)
            let rootWatch = inotify_add_watch(fd, self.root, Self.rootMask)
            guard rootWatch >= 0 else {
                close(fd)
                throw Self.failure("cannot watch \(self.root)")
            }
            watched[rootWatch] = ""
            for folder in folders where Self.isFolder(self.root + "/" + folder) { _ = addTree(folder) }
            let thread = Thread { [self] in readLoop() }
            thread.name = "keepsake-watcher"
            thread.start()
        }

        /// Stops within a quarter of a second and ends `batches`.
        public func stop() { lock.withLock { stopped = true } }

        // MARK: - Reading

        private func readLoop() {
            let bufferSize = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(
                byteCount: bufferSize, alignment: MemoryLayout<inotify_event>.alignment)
            defer {
                buffer.deallocate()
                close(fd)
                continuation.finish()
            }
            var pending = Set<String>()
            var firstPending = ContinuousClock.now
            let quietMilliseconds = Int32(quiet / .milliseconds(1))
            while !lock.withLock({ stopped }) {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, pending.isEmpty ? 250 : max(1, quietMilliseconds))
                if ready > 0 {
                    let count = read(fd, buffer, bufferSize)
                    if count > 0 {
                        if pending.isEmpty { firstPending = .now }
                        pending.formUnion(parse(buffer, count: count))
                    }
                    // Keep collecting while events flow, but never hold a batch back for long.
                    if pending.isEmpty || ContinuousClock.now - firstPending < .milliseconds(500) { continue }
                } else if ready < 0, errno != EINTR {
                    return
                }
                if !pending.isEmpty {
                    continuation.yield(pending)
                    pending = []
                }
            }
        }

        private func parse(_ buffer: UnsafeMutableRawPointer, count: Int) -> Set<String> {
            let headerSize = MemoryLayout<inotify_event>.size
            var changed = Set<String>()
            var offset = 0
            while offset + headerSize <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let name =
                    event.len > 0
                    ? String(cString: buffer.advanced(by: offset + headerSize).assumingMemoryBound(to: CChar.self)) : ""
                offset += headerSize + Int(event.len)
                changed.formUnion(handle(descriptor: event.wd, mask: event.mask, name: name))
            }
            return changed
        }

        private func handle(descriptor: Int32, mask: UInt32, name: String) -> Set<String> {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { return [""] }
            if mask & UInt32(IN_IGNORED) != 0 {
                watched[descriptor] = nil
                return []
            }
            guard let folder = watched[descriptor], !Self.isScratch(name) else { return [] }
            let path = folder.isEmpty ? name : name.isEmpty ? folder : folder + "/" + name
            if folder.isEmpty, !folders.contains(name) { return [] }
            guard mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 else { return [path] }
            return Set(addTree(path) + [path])
        }

        // MARK: - Watches

        /// Watches `folder` and every folder inside it; returns the files already there.
        private func addTree(_ folder: String) -> [String] {
            var files: [String] = []
            var queue = [folder]
            while let next = queue.popLast() {
                let descriptor = inotify_add_watch(fd, root + "/" + next, Self.folderMask)
                guard descriptor >= 0 else { continue }
                watched[descriptor] = next
                let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + next)) ?? []
                for name in names where !Self.isScratch(name) {
                    let path = next + "/" + name
                    if Self.isFolder(root + "/" + path) { queue.append(path) } else { files.append(path) }
                }
            }
            return files
        }

        /// Hidden files, editor backups and swap files: never part of the diary.
        private static func isScratch(_ name: String) -> Bool {
            name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
                || name == "4913"
        }

        private static func isFolder(_ path: String) -> Bool {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }

        private static func failure(_ message: String) -> NSError {
            NSError(
                domain: "keepsake.watch", code: Int(errno),
                userInfo: [NSLocalizedDescriptionKey: "\(message): \(String(cString: strerror(errno)))"])
        }
    }
#endif
