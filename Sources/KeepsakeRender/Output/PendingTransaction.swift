import Dispatch
import Synchronization

/// `OutputWriter.begin()` run on a thread of its own while the entries load and assemble.
/// Checking both output folders stats every file of the site, and most of a rebuild's load runs on
/// one core: side by side, the second core does the one while the first does the other.
///
/// As a `PageSink` it waits for the transaction the first time a page asks; when the folder
/// cannot be written, pages are rendered and dropped, and `transaction()` says why afterwards
/// (so the diary's own problems are still reported first).
final class PendingTransaction: PageSink, Sendable {
    private let done = DispatchGroup()
    private let outcome = Mutex<Result<OutputTransaction, OutputWriter.WriteError>?>(nil)
    /// The published folder's listing (its manifest and the shape recorded beside it), read first
    /// and once (see `listing()`).
    private let listed = DispatchGroup()
    private let published = Mutex<PageListing?>(nil)

    private let writer: OutputWriter
    /// The published folder's check, when the build started it already.
    private let checked: PublishedCheck?
    private let started = Atomic<Bool>(false)

    init(_ writer: OutputWriter, checked: PublishedCheck? = nil) {
        self.writer = writer
        self.checked = checked
        done.enter()
        listed.enter()
    }

    /// Starts preparing the transaction on a thread of its own (once; `transaction()` starts it
    /// too). `BuildSession` starts it once the entry store is read: beside the store's decoding
    /// on both cores it would only slow that.
    func prepare() {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            // The published folder's manifest first: the pages it does not list can render while
            // the folders are checked.
            let read = checked.map(\.manifest) ?? writer.readManifest(of: writer.layout.output)
            let listing = read.map {
                PageListing(published: $0.manifest, generation: $0.generation, shape: writer.shape(of: $0.generation))
            }
            published.withLock { $0 = listing }
            listed.leave()
            let result = Result { () throws(OutputWriter.WriteError) in
                try writer.begin(listed: read, checked: checked?.value)
            }
            outcome.withLock { $0 = result }
            done.leave()
        }
    }

    /// The published folder's manifest as the last build wrote it, and its shape, as soon as read.
    func listing() -> PageListing? {
        prepare()
        listed.wait()
        return published.withLock { $0 }
    }

    /// The transaction, once ready.
    func transaction() throws(OutputWriter.WriteError) -> OutputTransaction {
        prepare()
        done.wait()
        return try outcome.withLock { $0! }.get()
    }

    /// Lets the next build in (after a failed build), once the transaction is ready; one that
    /// never started (the diary failed before its entries loaded) is not started now.
    func abandon() {
        if !started.exchange(true, ordering: .relaxed) {
            outcome.withLock { $0 = .failure(.io("the build failed before writing")) }
            listed.leave()
            done.leave()
            return
        }
        (try? transaction())?.abandon()
    }

    func has(_ path: String, fileDigest: UInt64) -> Bool {
        (try? transaction())?.has(path, fileDigest: fileDigest) ?? false
    }

    func place(_ file: RenderedSite.File) {
        (try? transaction())?.place(file)
    }

    func place(path: String, digest: UInt64, pieces make: PagePieces) {
        (try? transaction())?.place(path: path, digest: digest, pieces: make)
    }

    /// The transaction, once ready (this sink itself when the folder cannot be written).
    func ready() -> any PageSink {
        (try? transaction()) ?? self
    }
}
