import Dispatch
import Synchronization

/// The published output folder checked against its manifest on a thread of its own while
/// `Content/` is scanned: the up-to-date check and the output transaction both need it. Without
/// the lock: a published folder is never changed in place, so it holds while its generation does.
final class PublishedCheck: Sendable {
    /// What the check found.
    struct Found: Sendable {
        let generation: String
        /// The manifest as the last build wrote it.
        let manifest: OutputManifest
        /// Its files that are exactly as written (`OutputManifest.verified`).
        let verified: OutputManifest

        /// Every file of the manifest is exactly as written.
        var isWhole: Bool { verified.files.count == manifest.files.count }
    }

    private let writer: OutputWriter
    private let done = DispatchGroup()
    private let found = Mutex<Found?>(nil)

    /// Starts reading the published folder's manifest and checking the folder against it.
    init(_ writer: OutputWriter) {
        self.writer = writer
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = writer.readManifest(of: writer.layout.output).map { listed in
                Found(
                    generation: listed.generation, manifest: listed.manifest,
                    verified: listed.manifest.verified(in: writer.layout.output.path))
            }
            found.withLock { $0 = result }
            done.leave()
        }
    }

    /// The check, once done; `nil` when the folder has no known manifest.
    var value: Found? {
        done.wait()
        return found.withLock { $0 }
    }

    /// Whether the published folder holds `generation` exactly as written, and nothing else (its
    /// folders listed only now: a build with work to do needs no list of them).
    func isIntact(generation: String) -> Bool {
        guard let value, value.generation == generation, value.isWhole else { return false }
        return writer.holdsOnly(value.verified, in: writer.layout.output.path)
    }
}
