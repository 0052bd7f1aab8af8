import CCommonMark
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory for cmark while it renders one document: small blocks cut from per-thread chunks and
/// given back at once, as cmark allocates every node; large blocks go to `malloc` and `free`.
/// One arena per thread (the allocator takes no context); a nested render uses cmark's own.
final class CommonMarkArena {
    /// Blocks up to this size come from the chunks.
    private static let smallLimit = 16 << 10
    private static let chunkSize = 256 << 10
    /// Before each block: its size, and whether it came from `malloc`. Keeps blocks 16-aligned.
    private static let header = 16

    private var chunks: [UnsafeMutableRawPointer] = []
    private var chunk: UnsafeMutableRawPointer?
    private var used = 0
    private var capacity = 0
    /// Blocks from `malloc` not freed yet (by their header's address).
    private var large: Set<UnsafeMutableRawPointer> = []
    private(set) var isInUse = false

    deinit {
        release(keepingFirst: false)
    }

    // MARK: - Use

    /// Runs `body` with this thread's arena as cmark's allocator (or cmark's own one, when the
    /// thread's arena is already in use), and frees everything it handed out afterwards.
    /// Nothing allocated with it may be used after `body` returns.
    static func withAllocator<Result>(_ body: (UnsafeMutablePointer<cmark_mem>, CommonMarkArena?) -> Result) -> Result {
        let arena = current()
        guard !arena.isInUse else { return body(cmark_get_default_mem_allocator(), nil) }
        arena.isInUse = true
        defer {
            arena.release(keepingFirst: true)
            arena.isInUse = false
        }
        return body(allocator, arena)
    }

    /// Whether `pointer` was handed out by this arena and not freed.
    func owns(_ pointer: UnsafeMutableRawPointer) -> Bool {
        let start = pointer - Self.header
        if large.contains(start) { return true }
        return chunks.contains { pointer > $0 && pointer < $0 + Self.chunkSize }
    }

    // MARK: - Blocks

    fileprivate func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        if size > Self.smallLimit {
            guard let start = zeroed ? calloc(1, Self.header + size) : malloc(Self.header + size) else { return nil }
            large.insert(start)
            start.storeBytes(of: size, as: Int.self)
            start.storeBytes(of: 1, toByteOffset: 8, as: Int.self)
            return start + Self.header
        }
        let total = (Self.header + size + 15) & ~15
        if chunk == nil || used + total > capacity { guard addChunk() else { return nil } }
        let start = chunk! + used
        used += total
        start.storeBytes(of: size, as: Int.self)
        start.storeBytes(of: 0, toByteOffset: 8, as: Int.self)
        let block = start + Self.header
        if zeroed { memset(block, 0, size) }
        return block
    }

    fileprivate func reallocate(_ block: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        guard let block else { return allocate(size, zeroed: false) }
        let start = block - Self.header
        let oldSize = start.load(as: Int.self)
        if start.load(fromByteOffset: 8, as: Int.self) == 1 {
            large.remove(start)
            guard let moved = realloc(start, Self.header + max(size, 1)) else {
                large.insert(start)
                return nil
            }
            large.insert(moved)
            moved.storeBytes(of: size, as: Int.self)
            return moved + Self.header
        }
        if size <= oldSize { return block }
        // The last block of the chunk grows where it is when there is room.
        let newTotal = (Self.header + size + 15) & ~15
        if size <= Self.smallLimit, let chunk, start + ((Self.header + oldSize + 15) & ~15) == chunk + used,
            start - chunk + newTotal <= capacity
        {
            used = start - chunk + newTotal
            start.storeBytes(of: size, as: Int.self)
            return block
        }
        guard let moved = allocate(size, zeroed: false) else { return nil }
        moved.copyMemory(from: block, byteCount: oldSize)
        return moved
    }

    fileprivate func deallocate(_ block: UnsafeMutableRawPointer?) {
        // Small blocks go back with the whole arena.
        guard let block else { return }
        let start = block - Self.header
        if start.load(fromByteOffset: 8, as: Int.self) == 1, large.remove(start) != nil { free(start) }
    }

    // MARK: - Chunks

    private func addChunk() -> Bool {
        guard let new = malloc(Self.chunkSize) else { return false }
        chunks.append(new)
        (chunk, used, capacity) = (new, 0, Self.chunkSize)
        return true
    }

    /// Gives everything back, keeping the first chunk for the next document.
    private func release(keepingFirst: Bool) {
        for start in large { free(start) }
        large.removeAll(keepingCapacity: true)
        let kept = keepingFirst ? 1 : 0
        for extra in chunks.dropFirst(kept) { free(extra) }
        chunks.removeSubrange(min(kept, chunks.count)...)
        (chunk, used, capacity) = chunks.first.map { ($0, 0, Self.chunkSize) } ?? (nil, 0, 0)
    }

    // MARK: - The thread's arena

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Frees a thread's arena when the thread ends.
        pthread_key_create(&key) { releaseArena($0) }
        return key
    }()

    private static func current() -> CommonMarkArena {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<CommonMarkArena>.fromOpaque(existing).takeUnretainedValue()
        }
        let arena = CommonMarkArena()
        pthread_setspecific(key, Unmanaged.passRetained(arena).toOpaque())
        return arena
    }

    /// Calls `body` with the arena of the thread cmark calls from (the one `withAllocator` set
    /// up), without retaining it: this runs for every block cmark asks for.
    private static func inUse<Result>(_ body: (CommonMarkArena) -> Result) -> Result {
        Unmanaged<CommonMarkArena>.fromOpaque(pthread_getspecific(key)!)._withUnsafeGuaranteedRef(body)
    }

    /// cmark's table of the three functions: written once, then only read.
    nonisolated(unsafe) private static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(
            to: cmark_mem(
                calloc: { count, size in
                    let (total, overflow) = count.multipliedReportingOverflow(by: size)
                    return overflow ? nil : inUse { $0.allocate(Int(total), zeroed: true) }
                },
                realloc: { block, size in inUse { $0.reallocate(block, to: Int(size)) } },
                free: { block in inUse { $0.deallocate(block) } }))
        return mem
    }()
}

/// The thread-specific key's destructor (its parameter is optional on some systems only).
private func releaseArena(_ arena: UnsafeMutableRawPointer?) {
    guard let arena else { return }
    Unmanaged<CommonMarkArena>.fromOpaque(arena).release()
}
