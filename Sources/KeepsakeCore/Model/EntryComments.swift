/// An entry's comment thread: its size always at hand (cards show it), the thread itself in
/// memory or in a `BodyFile` until the entry's page asks for it. Comments are most of what a big,
/// much-discussed diary holds besides its text.
public final class EntryComments: Sendable, Hashable {
    enum Storage: Sendable {
        case thread(CommentThread)
        /// `CommentThread` as `BinaryWriter` writes it.
        case file(BodyFile, offset: Int, count: Int)
    }

    let storage: Storage
    /// Comments in the thread, deleted ones included.
    public let count: Int

    init(_ thread: CommentThread) {
        storage = .thread(thread)
        count = thread.count
    }

    init(_ storage: Storage, count: Int) {
        self.storage = storage
        self.count = count
    }

    /// The thread (read from its file each time: only the entry's page asks).
    public var thread: CommentThread {
        switch storage {
        case .thread(let thread): return thread
        case .file(let file, let offset, let count):
            guard let bytes = file.bytes(at: offset, count: count) else { return CommentThread(source: "", roots: []) }
            return bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                return (try? CommentThread(from: &reader)) ?? CommentThread(source: "", roots: [])
            }
        }
    }

    /// A thread as `BinaryWriter` writes it.
    static func encoded(_ thread: CommentThread) -> [UInt8] {
        var writer = BinaryWriter()
        thread.write(to: &writer)
        return writer.bytes
    }

    /// The same thread, moved to `file` (or kept here when it cannot be written).
    func spilled(to file: BodyFile) -> EntryComments {
        guard case .thread(let thread) = storage, let place = file.append(Self.encoded(thread)) else { return self }
        return EntryComments(.file(file, offset: place.offset, count: place.count), count: count)
    }

    public static func == (a: EntryComments, b: EntryComments) -> Bool { a === b || a.thread == b.thread }
    public func hash(into hasher: inout Hasher) { hasher.combine(thread) }
}
