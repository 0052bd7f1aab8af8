import Foundation
import KeepsakeCore

/// Writes a plan's files into the diary, each atomically and only where no file is: an import never
/// replaces or deletes anything.
public enum ImportWriter {
    /// What was written; a path found taken at the last moment (another program wrote it) is left alone.
    public struct Outcome: Sendable {
        public var entries = 0
        public var pictures = 0
        public var leftAlone: [String] = []
    }

    public static func write(_ plan: ImportPlan, into layout: SiteLayout) throws(AtomicFileError) -> Outcome {
        var outcome = Outcome()
        // Pictures first: an entry is never on disk before the pictures it shows.
        let pictures = plan.pictures.map { picture in
            NewFileBatch.File(url: layout.root.appending(path: picture.path)) { () throws(AtomicFileError) -> Data in
                guard let bytes = FileManager.default.contents(atPath: picture.source.path) else {
                    throw AtomicFileError("cannot read \(picture.source.path)")
                }
                return bytes
            }
        }
        for (picture, created) in zip(plan.pictures, try NewFileBatch.create(pictures)) {
            if created { outcome.pictures += 1 } else { outcome.leftAlone.append(picture.path) }
        }
        let entries = plan.entries.map { entry in
            NewFileBatch.File(url: layout.root.appending(path: entry.path)) { Data(entry.text.utf8) }
        }
        for (entry, created) in zip(plan.entries, try NewFileBatch.create(entries)) {
            if created { outcome.entries += 1 } else { outcome.leftAlone.append(entry.path) }
        }
        return outcome
    }
}
