import KeepsakeRender
import KeepsakeCore
import Foundation

extension OutputTransaction {
    typealias Sorted = (remaining: [(RenderedSite.File, UInt64)], kept: Int, staleKept: Int)

    /// The files of `site` (in order) that the previous generation does not hold as they are,
    /// with their digests; how many it holds as they are, and at all.
    func sorting(_ files: [RenderedSite.File]) -> Sorted {
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
}
