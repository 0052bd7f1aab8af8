import Foundation
import ZIPFoundation

/// A Day One JSON export on disk: its journal files and the files of its `photos/` folder, in the
/// folder SOURCE names or in a fresh temporary folder its `.zip` is unpacked into.
struct DayOneExport {
    /// The journal files (`Journal.json`, or one `<journal name>.json` per journal), by name.
    var journals: [URL]
    /// The files of `photos/` by their md5, the name without its extension lowercased: Day One names
    /// them `<md5>.<type>`, though the extension is not always the `type` the entry gives (`jpg`, `jpeg`).
    var photos: [String: URL]
    /// The temporary folder a `.zip` was unpacked into, to remove once the import is written.
    var unpackedFolder: URL?

    /// What SOURCE is: a `.zip` is unpacked (`FileManager.unzipItem`, which refuses paths leading
    /// out of the folder), a folder is read where it is, a `.json` file is that one journal.
    static func open(_ source: URL) throws(ImportFailure) -> DayOneExport {
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw ImportFailure("no such file or folder: \(source.path)", hint: hint)
        }
        if FileManager.default.isFolder(source) { return try found(in: source, unpackedFolder: nil, source: source) }
        if source.pathExtension.lowercased() == "json" {
            let folder = source.deletingLastPathComponent()
            return DayOneExport(journals: [source], photos: photoFiles(in: folder), unpackedFolder: nil)
        }
        let unpacked = FileManager.default.temporaryDirectory.appending(
            path: "keepsake-dayone-\(UUID().uuidString)", directoryHint: .isDirectory)
        do {
            try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
            try FileManager().unzipItem(at: source, to: unpacked)
        } catch {
            try? FileManager.default.removeItem(at: unpacked)
            throw ImportFailure(
                "\(source.path) could not be unpacked as a .zip: \(error.localizedDescription)", hint: hint)
        }
        return try found(in: unpacked, unpackedFolder: unpacked, source: source)
    }

    /// Removes the unpacked folder, when reading stops before the batch that would carry it is made.
    func discard() {
        if let unpackedFolder { try? FileManager.default.removeItem(at: unpackedFolder) }
    }

    static let hint =
        "export the journal from Day One as JSON (a .zip holding Journal.json, or one .json file per journal, "
        + "beside photos/) and give that .zip or the folder it unzips to"

    /// The journals at the top of `folder`, or in its one subfolder (a zip that was unpacked into a
    /// folder of its own, or made again from one).
    private static func found(in folder: URL, unpackedFolder: URL?, source: URL) throws(ImportFailure) -> DayOneExport {
        var folder = folder
        var journals = jsonFiles(in: folder)
        if journals.isEmpty {
            let media: Set = ["photos", "videos", "audios", "pdfs", "__MACOSX"]
            let subfolders = contents(of: folder).filter {
                FileManager.default.isFolder($0) && !media.contains($0.lastPathComponent)
            }
            if subfolders.count == 1, case let inner = jsonFiles(in: subfolders[0]), !inner.isEmpty {
                (folder, journals) = (subfolders[0], inner)
            }
        }
        guard !journals.isEmpty else {
            if let unpackedFolder { try? FileManager.default.removeItem(at: unpackedFolder) }
            throw ImportFailure("no Day One journal in \(source.path): it holds no .json file", hint: hint)
        }
        return DayOneExport(journals: journals, photos: photoFiles(in: folder), unpackedFolder: unpackedFolder)
    }

    private static func jsonFiles(in folder: URL) -> [URL] {
        contents(of: folder).filter { $0.pathExtension.lowercased() == "json" && !FileManager.default.isFolder($0) }
    }

    private static func photoFiles(in folder: URL) -> [String: URL] {
        var files: [String: URL] = [:]
        for file in contents(of: folder.appending(path: "photos", directoryHint: .isDirectory)) {
            let md5 = file.deletingPathExtension().lastPathComponent.lowercased()
            if files[md5] == nil { files[md5] = file }
        }
        return files
    }

    /// The visible items of `folder`, by name.
    private static func contents(of folder: URL) -> [URL] {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return items.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted {
            $0.lastPathComponent < $1.lastPathComponent
        }
    }
}
