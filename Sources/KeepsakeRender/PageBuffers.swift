import Synchronization

/// Buffers that pages are rendered into (and written from, a piece at a time: see
/// `TemplateLibrary.stream`), handed back once their page is written so that the next page
/// renders into the same memory.
///
/// A page's bytes were a fresh allocation every time, let go as soon as the page was written:
/// the allocator's fresh pages were most of a big build's page faults, and, when freed memory is
/// handed back to the system at once (`BuildOptions.beforeReadingEveryEntry`), every page
/// faulted its buffer in again.
/// One buffer per core that renders is all a build holds, each about a piece's size.
final class PageBuffers: Sendable {
    private let free = Mutex<[[UInt8]]>([])

    /// Buffers bigger than this are let go rather than kept: one that a single long piece of a
    /// page (a body of megabytes) made grow. A streamed page's buffer stays near
    /// `TemplateRenderer.flushAt`, however big the page (a big diary's month pages are hundreds
    /// of kilobytes, its cover megabytes).
    static let keptCapacity = 1 << 20

    init() {}

    /// An empty buffer, with the room a page rendered before left in it when there is one.
    func take() -> [UInt8] {
        free.withLock { $0.popLast() } ?? []
    }

    /// `buffer`, its page written, for a page to come.
    func give(_ buffer: consuming [UInt8]) {
        guard buffer.capacity <= Self.keptCapacity else { return }
        buffer.removeAll(keepingCapacity: true)
        let emptied = consume buffer
        free.withLock { $0.append(emptied) }
    }
}
