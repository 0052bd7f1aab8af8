import Foundation
import KeepsakeCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One build's write into the output folder. Pages are placed into the previous generation as
/// they are rendered (`place`), so a large site is never held in memory; `finish` places the
/// rest, removes what no longer belongs and swaps the folders. Until the swap, `Output/` is
/// untouched; the previous generation is marked as being written only once something in it
/// changes, so a build that finds nothing to do leaves both folders as they were.
public final class OutputTransaction: PageSink, Sendable {
    private struct State {
        /// Files placed so far: digest and stamp.
        var placed: [String: (digest: UInt64, stamp: OutputManifest.Stamp?)] = [:]
        var summary = OutputWriter.Summary()
        var folders: Set<String>
        var isMarked = false
        var failure: OutputWriter.WriteError?
    }

    let writer: OutputWriter
    let existing: Bool
    /// The published folder's manifest, checked against the disk.
    let published: OutputManifest?
    /// Files put into the published folder by hand: removed once it is the previous generation,
    /// which is then marked clean (the next build need not walk it). `nil` when not known.
    private let publishedStrays: [String]?
    /// What the previous generation holds (checked; files put there by hand removed).
    private let stale: OutputManifest
    private let staleGeneration: String?
    private let lock: OutputLock
    private let state: Mutex<State>
    private let tree: FileTree

    init(_ writer: OutputWriter) throws(OutputWriter.WriteError) {
        self.writer = writer
        let output = writer.layout.output
        if let refusal = writer.refusal() { throw .forbidden(refusal) }
        lock = try OutputLock(beside: output)
        do {
            existing = FileManager.default.fileExists(atPath: output.path)
            if existing { try writer.checkReplaceable(output) }
            StaleStaging.removeLeftovers(beside: output)
            let state = existing ? writer.publishedState() : nil
            published = state?.manifest
            publishedStrays = state?.strays
            PhaseTrace.mark("pending: published checked")
            (stale, staleGeneration) = try writer.prepare(writer.previous, published: published)
            PhaseTrace.mark("pending: previous prepared")
        } catch {
            lock.release()
            throw error
        }
        tree = FileTree(root: writer.previous.path)
        // Folders are made as files need them (an existing one costs a failed `mkdir`), rather
        // than listing every folder the previous generation holds up front.
        state = Mutex(State(folders: []))
    }

    /// Lets the next build in without writing anything more (after a failed build).
    func abandon() { lock.release() }

    // MARK: - PageSink

    public func has(_ path: String, fileDigest: UInt64) -> Bool {
        stale.digest(of: path) == fileDigest || published?.digest(of: path) == fileDigest
    }

    public func place(_ file: RenderedSite.File) {
        guard let digest = file.digest.map(OutputWriter.fileDigest(ofPage:)) else { return }
        do {
            try place(file, digest: digest)
        } catch {
            state.withLock { $0.failure = $0.failure ?? error }
        }
    }

    // MARK: - Placing

    /// Puts one file into the previous generation: kept if it is there already, a hard link to
    /// the published file if that is the same, written new otherwise.
    func place(_ file: RenderedSite.File, digest: UInt64) throws(OutputWriter.WriteError) {
        if let kept = stale.files[file.path], kept.digest == digest, let stamp = kept.stamp {
            state.withLock {
                $0.placed[file.path] = (digest, stamp)
                $0.summary.kept += 1
            }
            return
        }
        try prepareToChange(file.path)
        let output = writer.layout.output.path
        if let same = published?.files[file.path], same.digest == digest, let stamp = same.stamp,
            try tree.link(output + "/" + file.path, to: file.path)
        {
            // A hard link shares the inode, size and modification time.
            state.withLock {
                $0.placed[file.path] = (digest, stamp)
                $0.summary.linked += 1
            }
            return
        }
        let stamp: OutputManifest.Stamp?
        switch file.contents {
        case .published, .placed:
            throw .publishedFileMissing(file.path)
        case .bytes(let bytes):
            stamp = try tree.write(bytes, to: file.path)
        case .copy(let source):
            try tree.copy(writer.layout.url(for: source).path, to: file.path)
            stamp = OutputManifest.Stamp.of(tree.root + "/" + file.path)
        case .processed(let path):
            // Cache files are never changed in place (only replaced by a rename), so a hard
            // link is as good as a copy, and free.
            let cached = writer.layout.url(for: path).path
            if !(try tree.link(cached, to: file.path)) { try tree.copy(cached, to: file.path) }
            stamp = OutputManifest.Stamp.of(tree.root + "/" + file.path)
        }
        state.withLock {
            $0.placed[file.path] = (digest, stamp)
            $0.summary.written += 1
        }
    }

    /// Marks the previous generation as being written (once) and makes the file's folders.
    /// Folders are made outside the lock (on a busy disk a `mkdir` is slow, and every thread
    /// would wait for it) and noted as made only once they exist, so no thread ever writes into a
    /// folder another is still making; two threads making the same folder is harmless.
    private func prepareToChange(_ path: String) throws(OutputWriter.WriteError) {
        let folder = RelativePath.folder(of: path)
        let (marking, missing): (OutputWriter.WriteError?, [String]) = state.withLock { state in
            if !state.isMarked {
                // From here until the swap, the folder's content is unknown to any other build
                // (written under the lock: no thread changes the folder before it is marked).
                do {
                    // Made only now: a build that changes nothing leaves no empty folder behind.
                    try FileManager.default.createDirectory(at: writer.previous, withIntermediateDirectories: true)
                    try writer.writeMarker("keepsake output (being written)\n", in: writer.previous)
                } catch {
                    return (.io("cannot mark \(writer.layout.display(writer.previous)): \(error)"), [])
                }
                state.isMarked = true
            }
            // The folder and those of its parents not known to exist yet, innermost first.
            var missing: [String] = []
            var parent = folder
            while !parent.isEmpty, !state.folders.contains(parent) {
                missing.append(parent)
                parent = RelativePath.folder(of: parent)
            }
            return (nil, missing)
        }
        if let marking { throw marking }
        guard !missing.isEmpty else { return }
        for made in missing.reversed() where mkdir(tree.root + "/" + made, 0o755) != 0 && errno != EEXIST {
            throw .io("cannot create \(made): \(String(cString: strerror(errno)))")
        }
        state.withLock { $0.folders.formUnion(missing) }
    }

    // MARK: - Finishing

    /// Places every file not placed yet, removes what no longer belongs, and swaps the previous
    /// generation in. Nothing at all is touched when the output already is `site`.
    func finish(_ site: RenderedSite) throws(OutputWriter.WriteError) -> OutputWriter.Summary {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        PhaseTrace.mark("finish: start")
        let digests = OutputWriter.digests(of: site, in: writer.layout)
        PhaseTrace.mark("finish: digests")
        let output = writer.layout.output
        let untouched = !state.withLock { $0.isMarked }
        if untouched, let published, published.files.count == digests.count,
            digests.allSatisfy({ published.digest(of: $0.key) == $0.value }),
            writer.strays(in: output.path, manifest: published).isEmpty
        {
            lock.release()
            return OutputWriter.Summary(unchanged: true, generation: writer.generation(of: output))
        }
        let generation = OutputManifest.newGeneration()
        do {
            // Files the previous generation holds as they are stay (most of a rebuild's); the
            // others are placed on all cores.
            let placed = state.withLock { $0.placed }
            var manifest = OutputManifest()
            manifest.files.reserveCapacity(digests.count)
            var remaining: [(RenderedSite.File, UInt64)] = []
            var (kept, staleKept) = (0, 0)
            for file in site.files {
                guard let digest = digests[file.path] else { continue }
                let old = stale.files[file.path]
                if old != nil { staleKept += 1 }
                if let done = placed[file.path] {
                    manifest.files[file.path] = OutputManifest.File(digest: digest, stamp: done.stamp)
                } else if let old, old.digest == digest, old.stamp != nil {
                    manifest.files[file.path] = old
                    kept += 1
                } else {
                    remaining.append((file, digest))
                }
            }
            try FileTree.forEach(remaining) { [self] file, digest in try place(file, digest: digest) }
            let nowPlaced = state.withLock { $0.placed }
            for (file, digest) in remaining {
                manifest.files[file.path] = OutputManifest.File(digest: digest, stamp: nowPlaced[file.path]?.stamp)
            }
            PhaseTrace.mark("finish: place remaining")
            try prepareToChange(OutputWriter.markerName)  // marks the folder, if no file did
            // Every file of the previous generation the site still has was counted above.
            let gone = staleKept == stale.files.count ? [] : stale.files.keys.filter { digests[$0] == nil }
            for path in gone { try tree.remove(tree.root + "/" + path) }
            if !gone.isEmpty {
                // Folders left empty, deepest first; one still holding something foreign stays.
                let needed = FileTree.folders(of: digests.keys)
                for emptied in FileTree.folders(of: gone).subtracting(needed).sorted(by: >) {
                    rmdir(tree.root + "/" + emptied)
                }
            }
            PhaseTrace.mark("finish: gone+folders")
            if existing { try writer.carryKeptNames(from: output, to: writer.previous) }
            try FileManager.default.createDirectory(at: writer.manifests, withIntermediateDirectories: true)
            try manifest.save(to: writer.manifests.appending(path: generation).path)
            PhaseTrace.mark("finish: manifest")
            try writer.writeMarker(OutputManifest.marker(for: generation), in: writer.previous)
            state.withLock {
                $0.summary.removed = gone.count
                $0.summary.kept += kept
            }
        } catch let error as OutputWriter.WriteError {
            throw error
        } catch {
            throw .io("cannot write the site into \(writer.layout.display(writer.previous)): \(error.localizedDescription)")
        }
        try writer.swap(writer.previous, into: output, existing: existing, parent: output.deletingLastPathComponent())
        PhaseTrace.mark("finish: swap")
        // The old site is the previous generation now: without its strays, it needs no walk next time.
        if let publishedStrays, let hidden = writer.generation(of: writer.previous) {
            let folder = FileTree(root: writer.previous.path)
            if (try? publishedStrays.forEach { try folder.remove(folder.root + "/" + $0) }) != nil {
                writer.markClean(hidden)
            }
        }
        if let staleGeneration {
            try? FileManager.default.removeItem(at: writer.manifests.appending(path: staleGeneration))
            unlink(writer.cleanMark(of: staleGeneration))
        }
        writer.pruneManifests(keeping: [generation] + (writer.generation(of: writer.previous).map { [$0] } ?? []))
        lock.release()
        var summary = state.withLock { $0.summary }
        summary.generation = generation
        return summary
    }
}
