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

    private let writer: OutputWriter
    private let started = Atomic<Bool>(false)

    init(_ writer: OutputWriter) {
        self.writer = writer
        done.enter()
    }

    /// Starts preparing the transaction on a thread of its own (once; `transaction()` starts it
    /// too). `Builder` starts it at once: it slows the store's load on two cores a little, but
    /// is done by the time the pages are planned.
    func prepare() {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = Result { () throws(OutputWriter.WriteError) in try writer.begin() }
            outcome.withLock { $0 = result }
            done.leave()
        }
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

    /// The transaction, once ready (this sink itself when the folder cannot be written).
    func ready() -> any PageSink {
        (try? transaction()) ?? self
    }
}
