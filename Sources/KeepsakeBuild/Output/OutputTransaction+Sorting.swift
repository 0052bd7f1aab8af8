import KeepsakeRender
import KeepsakeCore
import Foundation

extension OutputTransaction {
    typealias Sorted = (remaining: [(RenderedSite.File, UInt64)], kept: Int, staleKept: Int)

    /// The files of `site` (in order) that the previous generation does not hold as they are,
    /// with their digests; how many it holds as they are, and at all. On all cores.
    func sorting(_ files: [RenderedSite.File]) -> Sorted {
        let chunks = files.count < 2048 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 2
        let size = (files.count + chunks - 1) / max(chunks, 1)
        let parts = ParallelMap.mapNow(Array(0..<chunks)) { chunk -> Sorted in
            var (remaining, kept, staleKept) = ([(RenderedSite.File, UInt64)](), 0, 0)
            for file in files[min(chunk * size, files.count)..<min((chunk + 1) * size, files.count)] {
                let old = stale.files[file.path]
                if old != nil { staleKept += 1 }
                if case .placed = file.contents { continue }  // in `placed`
                let digest = OutputWriter.digest(of: file, in: writer.layout)
                if let old, old.digest == digest, old.stamp != nil {
                    kept += 1
                } else {
                    remaining.append((file, digest))
                }
            }
            return (remaining, kept, staleKept)
        }
        return (parts.flatMap(\.remaining), parts.reduce(0) { $0 + $1.kept }, parts.reduce(0) { $0 + $1.staleKept })
    }
}
