import KeepsakeRender
import Foundation
import KeepsakeCore

/// Processed photos in `.keepsake-cache/photos/`, named by the source's digest and the settings
/// (`KEY.json`, `KEY-960.webp`, `KEY-sq480.jpg`). The manifest is renamed into place last, so a
/// key whose manifest exists is complete, even with builds running at once.
package struct PhotoCache: Sendable {
    /// The folder, relative to the diary root.
    package static let relativeFolder = ".keepsake-cache/photos"
    /// Unused entries younger than this are kept by `prune` (another build may be using them).
    static let graceSeconds: TimeInterval = 3600

    let folder: URL

    package init(layout: SiteLayout) {
        folder = layout.root.appending(path: Self.relativeFolder, directoryHint: .isDirectory)
    }

    /// `<content digest>-<settings digest>`, both in hex.
    static func key(content: UInt64, settings: UInt64) -> String {
        OutputManifest.hex16(content) + "-" + OutputManifest.hex16(settings).prefix(8)
    }

    /// The name of one file of `key`: `<key>-960.webp`, `<key>-sq480.jpg`, `<key>-original.jpg`.
    static func fileName(key: String, kind: PhotoPlan.Kind, width: Int, format: ImageFormat) -> String {
        if kind == .original { return "\(key)-original.\(format.fileExtension)" }
        return "\(key)-\(kind == .square ? "sq" : kind == .picture ? "pic" : "")\(width).\(format.fileExtension)"
    }

    /// The path of a cache file relative to the diary root, as `RenderedSite.Contents.processed` holds it.
    static func relativePath(of name: String) -> String { relativeFolder + "/" + name }

    // MARK: - Manifests

    /// What was made from one photo: enough to publish it without opening any image.
    struct Manifest: Codable, Sendable, Hashable {
        struct File: Codable, Sendable, Hashable {
            let kind: PhotoPlan.Kind
            let width: Int
            let format: ImageFormat
            var size: PixelSize
            let name: String
        }

        let size: PixelSize
        let files: [File]
    }

    /// The manifest of `key`, if it and every file it lists are there. Marks the entry as used.
    func manifest(for key: String) -> Manifest? {
        let url = folder.appending(path: key + ".json")
        guard let data = try? Data(contentsOf: url),
            let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
            manifest.files.allSatisfy({ FileManager.default.fileExists(atPath: folder.appending(path: $0.name).path) })
        else { return nil }
        markUsed(key)
        return manifest
    }

    /// Marks the entry of `key` as used now, so that a build for another output folder does not
    /// prune it within the hour (`prune`).
    func markUsed(_ key: String) {
        _ = utimensat(AT_FDCWD, folder.appending(path: key + ".json").path, nil, 0)
    }

    func store(_ manifest: Manifest, for key: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let temporary = temporaryPath(for: key + ".json")
        try encoder.encode(manifest).write(to: URL(fileURLWithPath: temporary))
        try commit(temporary, as: key + ".json")
    }

    // MARK: - Files

    /// Creates the folder (and a `.gitignore` in `.keepsake-cache/`, for diaries made before
    /// `keepsake init` ignored it).
    func prepare() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ignore = folder.deletingLastPathComponent().appending(path: ".gitignore")
        if !FileManager.default.fileExists(atPath: ignore.path) {
            try? Data("# Processed photos: made again by any build.\n*\n".utf8).write(to: ignore, options: .atomic)
        }
    }

    /// A fresh temporary path in the folder (renamed into place by `commit`).
    func temporaryPath(for name: String) -> String {
        folder.appending(path: ".tmp-\(UUID().uuidString)-\(name)").path
    }

    /// Moves a finished temporary file to its name.
    func commit(_ temporary: String, as name: String) throws {
        guard rename(temporary, folder.appending(path: name).path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot rename into \(name): \(reason)"])
        }
    }

    // MARK: - Pruning

    /// Removes the entries no key in `keeping` names, except those used or written in the last
    /// hour (a preview with drafts, another build running now). Returns how many files went.
    @discardableResult
    package func prune(keeping keys: Set<String>, now: Date = Date()) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        func isOld(_ name: String) -> Bool {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appending(path: name).path)
            let modified = attributes?[.modificationDate] as? Date ?? .distantPast
            return now.timeIntervalSince(modified) > Self.graceSeconds
        }
        var removed = 0
        var staleKeys: [String: Bool] = [:]
        for name in names {
            let key: String
            if name.hasPrefix(".tmp-") {
                guard isOld(name) else { continue }
                key = ""
            } else {
                key = String(name.prefix(25))
                guard !keys.contains(key) else { continue }
                if staleKeys[key] == nil { staleKeys[key] = !names.contains(key + ".json") || isOld(key + ".json") }
                guard staleKeys[key] == true else { continue }
            }
            if (try? FileManager.default.removeItem(at: folder.appending(path: name))) != nil { removed += 1 }
        }
        return removed
    }
}
