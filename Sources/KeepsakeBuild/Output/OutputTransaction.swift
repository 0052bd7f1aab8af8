import Dispatch
import Foundation
import KeepsakeCore
import KeepsakeRender
import Synchronization

/// One build's write into the output folder: pages go into the previous generation as they are
/// rendered (`place`), so a large site is never held in memory; `finish` places the rest, removes
/// what no longer belongs and swaps the folders. The previous generation is marked as being
/// written only once something in it changes: a build with nothing to do touches nothing.
public final class OutputTransaction: Sendable {
    private struct State {
        /// Files placed so far, in the order placed; they replace theirs in the manifest.
        var placed: [(path: String, file: OutputManifest.File)] = []
        var summary = OutputWriter.Summary()
        var isMarked = false
        var failure: OutputWriter.WriteError?
    }

    let writer: OutputWriter
    let existing: Bool
    /// The published folder's manifest, checked against the disk.
    let published: OutputManifest?
    /// The published folder holds every file of its manifest exactly as written (checked).
    let publishedIsWhole: Bool
    /// What the previous generation holds (checked; files put there by hand removed).
    let stale: OutputManifest
    private let staleGeneration: String?
    private let lock: OutputLock
    private let state: Mutex<State>
    let tree: FileTree

    /// - Parameter checked: the published folder checked already (`PublishedCheck`).
    init(_ writer: OutputWriter, checked: PublishedCheck.Found? = nil) throws(OutputWriter.WriteError) {
        self.writer = writer
        let output = writer.layout.output
        if let refusal = writer.refusal() { throw .forbidden(refusal) }
        lock = try OutputLock(beside: output)
        do throws(OutputWriter.WriteError) {
            existing = FileManager.default.fileExists(atPath: output.path)
            let names = existing ? (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [] : []
            guard OutputWriter.mayReplace(output: names) else {
                throw .notKeepsakeOutput(writer.layout.display(output))
            }
            StaleStaging.removeLeftovers(beside: output)
            // The previous generation's manifest is read (and what was planted there goes) on another thread.
            nonisolated(unsafe) var previous: (generation: String, manifest: OutputManifest)?
            nonisolated(unsafe) var planted: (generation: String, lost: Set<String>)?
            let reading = DispatchGroup()
            DispatchQueue.global(qos: .userInitiated).async(group: reading) { [writer] in
                previous = writer.readManifest(of: writer.previous)
                if !OutputWriter.isLink(writer.previous.path) {
                    planted = previous.map { writer.removePlanted(from: writer.previous, $0) }
                }
            }
            let state = existing ? writer.publishedState(checked: checked) : nil
            published = state?.manifest
            publishedIsWhole = state?.isWhole ?? false
            PhaseTrace.mark("pending: published checked")
            reading.wait()
            (stale, staleGeneration) = try writer.prepare(
                writer.previous, published: published, read: previous, planted: planted)
            PhaseTrace.mark("pending: previous prepared")
        } catch {
            lock.release()
            throw error
        }
        tree = FileTree(root: writer.previous.path)
        state = Mutex(State())
    }

    /// Lets the next build in without writing anything more (after a failed build).
    func abandon() { lock.release() }

    /// Whether the output folders hold the page at `path` as made from these inputs.
    public func has(_ path: String, fileDigest: UInt64) -> Bool {
        stale.digest(of: path) == fileDigest || published?.digest(of: path) == fileDigest
    }

    /// Places a rendered page (a failure is reported by `finish`).
    public func place(_ file: RenderedSite.File) {
        guard let digest = file.digest.map(OutputWriter.fileDigest(ofPage:)) else { return }
        do {
            try place(file, digest: digest)
        } catch {
            state.withLock { $0.failure = $0.failure ?? error }
        }
    }

    /// Puts one file into the previous generation: kept if it is there already, a hard link to
    /// the published file if that is the same, written new otherwise.
    func place(_ file: RenderedSite.File, digest: UInt64) throws(OutputWriter.WriteError) {
        let path = file.path
        func record(_ stamp: OutputManifest.Stamp?, _ count: WritableKeyPath<OutputWriter.Summary, Int>) {
            state.withLock {
                $0.placed.append((path, OutputManifest.File(digest: digest, stamp: stamp)))
                $0.summary[keyPath: count] += 1
            }
        }
        let old = stale.files[path]
        if let old, old.digest == digest, let stamp = old.stamp { return record(stamp, \.kept) }
        // A file the previous generation holds is replaced, in a folder that is there.
        let replacing = old != nil
        try prepareToChange(path, folderIsThere: replacing)
        let output = writer.layout.output.path
        if let same = published?.files[path], same.digest == digest, let stamp = same.stamp,
            try tree.link(output + "/" + path, to: path, replacing: replacing)
        {
            return record(stamp, \.linked)  // a hard link shares the inode, size and modification time
        }
        record(try write(file, replacing: replacing), \.written)
    }

    /// Makes `file` anew in the previous generation (`replacing`: a file is known to be there);
    /// gives its stamp.
    private func write(_ file: RenderedSite.File, replacing: Bool) throws(OutputWriter.WriteError)
        -> OutputManifest.Stamp?
    {
        switch file.contents {
        case .published, .placed:
            throw .publishedFileMissing(file.path)
        case .bytes(let bytes):
            return try tree.write(bytes, to: file.path, replacing: replacing)
        case .copy(let source):
            try tree.copy(writer.layout.url(for: source).path, to: file.path)
        case .processed(let path):
            // Cache files are only ever replaced by a rename: a hard link is as good as a copy.
            let cached = writer.layout.url(for: path).path
            if !(try tree.link(cached, to: file.path, replacing: replacing)) {
                try tree.copy(cached, to: file.path)
            }
        }
        return OutputManifest.Stamp.of(tree.root + "/" + file.path)
    }

    /// Marks the previous generation as being written (once) and makes the file's folder
    /// (unless it is known to be there).
    private func prepareToChange(_ path: String, folderIsThere: Bool = false) throws(OutputWriter.WriteError) {
        let marking: OutputWriter.WriteError? = state.withLock { state in
            guard !state.isMarked else { return nil }
            // Until the swap, its content is unknown to any other build (marked under the lock).
            do {
                // Made only now: a build that changes nothing leaves no empty folder behind.
                try FileManager.default.createDirectory(at: writer.previous, withIntermediateDirectories: true)
                try writer.writeMarker("keepsake output (being written)\n", in: writer.previous)
            } catch {
                return .io("cannot mark \(writer.layout.display(writer.previous)) as being written", error)
            }
            state.isMarked = true
            return nil
        }
        if let marking { throw marking }
        if !folderIsThere { try tree.makeFolder(holding: path) }
    }

    /// The files placed so far; the list is emptied.
    private func takePlaced() -> [(path: String, file: OutputManifest.File)] {
        state.withLock { state in
            defer { state.placed = [] }
            return state.placed
        }
    }

    /// Whether nothing was placed and the published folder holds `site` exactly.
    private func isPublished(_ site: RenderedSite) -> Bool {
        guard !state.withLock({ $0.isMarked }), let published, published.files.count == site.files.count else {
            return false
        }
        return site.files.allSatisfy { published.digest(of: $0.path) == OutputWriter.digest(of: $0, in: writer.layout) }
            && writer.holdsOnly(published, in: writer.layout.output.path)
    }

    /// Removes the previous generation's files that `site` no longer has (from `manifest` too),
    /// and the folders they leave empty; gives how many files went.
    private func removeGone(from site: RenderedSite, manifest: inout OutputManifest) throws -> Int {
        let inSite = Set(site.files.lazy.map(\.path))
        let gone = stale.files.keys.filter { !inSite.contains($0) }
        for path in gone { manifest.files[path] = nil }
        try tree.remove(gone, keeping: manifest.files.keys)
        return gone.count
    }

    /// The files of `site` (in order) that the previous generation does not hold as they are,
    /// with their digests; how many it holds as they are, and at all.
    private func sorting(
        _ files: [RenderedSite.File]
    ) -> (remaining: [(RenderedSite.File, UInt64)], kept: Int, staleKept: Int) {
        // Each file's digest (a copy's takes a `stat`: on all cores); none for those in `placed`.
        let digests = ParallelMap.mapNow(files, minimumChunk: 1024) { file -> UInt64? in
            if case .placed = file.contents { return nil }
            return OutputWriter.digest(of: file, in: writer.layout)
        }
        var (remaining, kept, staleKept) = ([(RenderedSite.File, UInt64)](), 0, 0)
        for (file, digest) in zip(files, digests) {
            let old = stale.files[file.path]
            if old != nil { staleKept += 1 }
            guard let digest else { continue }
            if let old, old.digest == digest, old.stamp != nil {
                kept += 1
            } else {
                remaining.append((file, digest))
            }
        }
        return (remaining, kept, staleKept)
    }

    /// Places every file not placed yet, removes what no longer belongs, and swaps the previous
    /// generation in. Nothing at all is touched when the output already is `site`.
    func finish(_ site: RenderedSite) throws(OutputWriter.WriteError) -> OutputWriter.Summary {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        PhaseTrace.mark("finish: start")
        let output = writer.layout.output
        if isPublished(site) {
            lock.release()
            return OutputWriter.Summary(unchanged: true, generation: writer.generation(of: output))
        }
        let generation = OutputManifest.newGeneration()
        // After a build that wrote much of the site, the hidden generation follows now, not in the next build.
        var follows: Bool {
            let lag = existing ? state.withLock { $0.summary.written + $0.summary.removed } : site.files.count
            return lag >= writer.followsAfter || 2 * lag >= site.files.count
        }
        // The new manifest starts as the previous generation's; files placed replace theirs.
        var manifest = stale
        if manifest.files.isEmpty { manifest.files.reserveCapacity(site.files.count) }
        do {
            // The pages placed while they rendered go in first.
            for (path, file) in takePlaced() { manifest.files[path] = file }
            // Files the previous generation holds as they are stay; the others are placed on all cores.
            let (remaining, kept, staleKept) = sorting(site.files)
            try FileTree.forEach(remaining) { [self] file, digest in try place(file, digest: digest) }
            for (path, file) in takePlaced() { manifest.files[path] = file }
            PhaseTrace.mark("finish: place remaining")
            try prepareToChange(OutputWriter.markerName)  // marks the folder, if no file did
            // Every file of the previous generation the site still has was counted above.
            let gone = staleKept == stale.files.count ? 0 : try removeGone(from: site, manifest: &manifest)
            PhaseTrace.mark("finish: gone+folders")
            if existing { try writer.carryKeptNames(from: output, to: writer.previous) }
            try FileManager.default.createDirectory(at: writer.manifests, withIntermediateDirectories: true)
            try manifest.save(to: writer.manifestFile(of: generation))
            PhaseTrace.mark("finish: manifest")
            try writer.writeMarker(OutputManifest.marker(for: generation), in: writer.previous)
            state.withLock {
                $0.summary.removed = gone
                $0.summary.kept += kept
            }
        } catch let error as OutputWriter.WriteError {
            throw error
        } catch {
            throw .io("cannot write the site into \(writer.layout.display(writer.previous))", error)
        }
        try writer.swap(writer.previous, into: output, existing: existing)
        PhaseTrace.mark("finish: swap")
        if let staleGeneration { unlink(writer.manifestFile(of: staleGeneration)) }
        if follows { follow(manifest, generation: generation) }
        writer.pruneManifests(keeping: [generation] + (writer.generation(of: writer.previous).map { [$0] } ?? []))
        lock.release()
        var summary = state.withLock { $0.summary }
        summary.generation = generation
        return summary
    }
}
