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
        for picture in plan.pictures {
            guard let bytes = FileManager.default.contents(atPath: picture.source.path) else {
                throw AtomicFileError("cannot read \(picture.source.path)")
            }
            if try create(picture.path, bytes, in: layout) {
                outcome.pictures += 1
            } else {
                outcome.leftAlone.append(picture.path)
            }
        }
        for entry in plan.entries {
            if try create(entry.path, Data(entry.text.utf8), in: layout) {
                outcome.entries += 1
            } else {
                outcome.leftAlone.append(entry.path)
            }
        }
        return outcome
    }

    private static func create(_ path: String, _ bytes: Data, in layout: SiteLayout) throws(AtomicFileError) -> Bool {
        let url = layout.root.appending(path: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError("cannot create the folder \(url.deletingLastPathComponent().path)")
        }
        return try AtomicFile(url: url).create(bytes)
    }
}
