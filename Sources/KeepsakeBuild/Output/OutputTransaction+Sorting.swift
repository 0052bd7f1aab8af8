import KeepsakeRender
import KeepsakeCore
import Dispatch
import Foundation

extension OutputTransaction {
    typealias Sorted = (remaining: [(RenderedSite.File, UInt64)], kept: Int, staleKept: Int)

    /// The files of `site` (in order) that the previous generation does not hold as they are,
    /// with their digests; how many it holds as they are, and how many it holds at all. A big
    /// site's ten thousand paths are looked up on all cores: this is on every build's last stretch.
    func sorting(_ files: [RenderedSite.File]) -> Sorted {
        let chunks = files.count < 2048 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 2
        let size = (files.count + chunks - 1) / max(chunks, 1)
        var parts = [Sorted](repeating: ([], 0, 0), count: chunks)
        parts.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slot.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
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
                slots[chunk] = (remaining, kept, staleKept)
            }
        }
        return (parts.flatMap(\.remaining), parts.reduce(0) { $0 + $1.kept }, parts.reduce(0) { $0 + $1.staleKept })
    }
}
