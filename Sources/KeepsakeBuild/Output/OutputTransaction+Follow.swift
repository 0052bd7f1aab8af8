import KeepsakeCore

#if canImport(Glibc)
    import Glibc
#endif

extension OutputTransaction {
    /// Brings the hidden previous generation up to the site just published (hard links to every
    /// published file it lacks, the published manifest), so the next edit build links nothing.
    /// Called after the swap, under the lock: a failure only leaves it without a manifest.
    func follow(_ published: OutputManifest, generation: String) {
        let hidden = writer.previous
        let oldSite: OutputManifest
        let hiddenGeneration: String
        // Its manifest keeps the old one's time: the follow does not look for what was planted.
        var horizon: Int64?
        if existing {
            // The old site: followed only when checked whole.
            guard let old = self.published, publishedIsWhole, let held = writer.generation(of: hidden) else { return }
            (oldSite, hiddenGeneration) = (old, held)
            horizon = PlantedFiles.horizon(ofManifest: writer.manifestFile(of: held)) ?? 0
            // Unknown until it is whole again: a build killed meanwhile makes the next clear it.
            unlink(writer.manifestFile(of: held))
        } else {
            (oldSite, hiddenGeneration) = (OutputManifest(), OutputManifest.newGeneration())
            // A folder of its own: one already there (a folder someone made) is never adopted.
            guard mkdir(hidden.path, 0o755) == 0,
                (try? writer.writeMarker("keepsake output (being written)\n", in: hidden)) != nil
            else { return }
        }
        PhaseTrace.mark("follow: start")
        // In path order: the files of one folder one after another, its entries still in the CPU's cache.
        let missing = published.files.compactMap { path, file in
            oldSite.files[path]?.stamp != file.stamp || file.stamp == nil ? path : nil
        }.sorted()
        let gone = oldSite.files.keys.filter { published.files[$0] == nil }
        do {
            let output = writer.layout.output.path
            try FileTree.forEach(missing) { path in
                // A file new to the hidden generation may be in a folder it does not have yet.
                if oldSite.files[path] == nil { try tree.makeFolder(holding: path) }
                guard try tree.link(output + "/" + path, to: path) else {
                    throw OutputWriter.WriteError.io("cannot link \(path)")
                }
            }
            try tree.remove(gone, keeping: published.files.keys)
            try writer.carryKeptNames(from: writer.layout.output, to: hidden)
            // The marker, and last the manifest: until it is there, the folder is unknown to the next build.
            try writer.writeMarker(OutputManifest.marker(for: hiddenGeneration), in: hidden)
            let manifest = writer.manifestFile(of: hiddenGeneration)
            try published.save(to: manifest)
            if let horizon { PlantedFiles.setHorizon(horizon, ofManifest: manifest) }
        } catch {
            unlink(writer.manifestFile(of: hiddenGeneration))
        }
        PhaseTrace.mark("follow: \(missing.count) linked, \(gone.count) gone")
    }
}
