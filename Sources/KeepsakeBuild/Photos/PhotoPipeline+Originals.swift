import Foundation
import KeepsakeCore
import KeepsakeRender

/// Photos and pictures published unresized when libvips is missing and diary.yaml says
/// `photos: { publish_originals: true }`: their metadata removed by our own code
/// (`OriginalMetadata`), once, into the photo cache, from where they are published at their own
/// address (`PhotoSet.picture`).
extension PhotoPipeline {
    /// The photo cache as a job sees it: the folder, the memo, the folder's signature when the
    /// stage began, and why it cannot be written (if it cannot).
    typealias CacheView = (cache: PhotoCache, known: PhotoMemo, folder: FileSignature?, problem: String?)

    /// The settings an original's cache key depends on.
    static var originalSettingsDigest: UInt64 {
        var digest = ContentDigest()
        digest.add("original")
        digest.add(OriginalMetadata.version)
        return digest.value
    }

    /// `job`'s file without its metadata, from the cache or made now; with `keep_metadata`, a GIF
    /// or an SVG drawing, nothing (the file is published as it is).
    func original(
        _ job: PhotoJob, digest: UInt64, named name: String, at path: String, cache view: CacheView, result: Result
    ) -> Result {
        guard !keepMetadata else { return result }
        var result = result
        let key = PhotoCache.key(content: digest, settings: Self.originalSettingsDigest)
        if let manifest = cached(key, known: view.known, cache: view.cache, folder: view.folder) {
            storeOriginal(manifest, key: key, for: job, in: &result)
            return result
        }
        if let problem = view.problem {
            return result.failing(
                job, "cannot create the photo cache \(PhotoCache.relativeFolder): \(problem)",
                hint: "make the diary folder writable")
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            return result.failing(
                job, "\(job.noun) \"\(name)\" cannot be read", hint: "check that \(job.source) is readable")
        }
        switch OriginalMetadata.strip([UInt8](data)) {
        case .asItIs:
            return result
        case .cannot(let format, let damaged):
            let message =
                "\(job.noun) \"\(name)\": cannot remove the metadata of this \(format) \(job.noun) without libvips"
            if damaged {
                return result.failing(job, message + " (its structure is damaged)", hint: Self.damagedHint)
            }
            return result.failing(
                job, message,
                hint: "install libvips (Debian and Ubuntu: apt-get install libvips42), or export it as JPEG")
        case .stripped(let bytes, let format):
            let fileName = PhotoCache.fileName(key: key, kind: .original, width: 0, format: format)
            let temporary = view.cache.temporaryPath(for: fileName)
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: temporary))
                try view.cache.commit(temporary, as: fileName)
                let zero = PixelSize(width: 0, height: 0)  // not known without decoding it, nor needed
                let file = PhotoCache.Manifest.File(
                    kind: .original, width: 0, format: format, size: zero, name: fileName)
                let manifest = PhotoCache.Manifest(size: zero, files: [file])
                try view.cache.store(manifest, for: key)
                storeOriginal(manifest, key: key, for: job, in: &result)
                result.wroteOriginal = true
                return result
            } catch {
                unlink(temporary)
                return result.failing(
                    job,
                    "cannot write the \(job.noun) \"\(name)\" without its metadata into \(PhotoCache.relativeFolder): "
                        + SystemError.reason(error),
                    hint: "make the diary folder writable, or free some disk space")
            }
        }
    }

    /// Sets `result`'s key and manifest, and the original as what is published at the job's address.
    private func storeOriginal(
        _ manifest: PhotoCache.Manifest, key: String, for job: PhotoJob, in result: inout Result
    ) {
        (result.key, result.manifest) = (key, manifest)
        result.picture = manifest.files.first.map {
            PhotoVariants.Image(
                size: $0.size, format: $0.format, sitePath: job.sitePath,
                cachePath: PhotoCache.relativePath(of: $0.name))
        }
    }

    /// The build's one error for every photo and picture left unprocessed for want of libvips, at
    /// the first one's place (`jobs` is not empty).
    func missingLibraryError(_ jobs: [PhotoJob]) -> Diagnostic {
        let first = jobs.min { $0.location < $1.location } ?? jobs[0]
        let others = Dictionary(grouping: jobs.filter { $0.source != first.source }, by: \.source).values.map { $0[0] }
        var subject = "\(first.noun) \"\(RelativePath.fileName(of: first.source))\""
        if !others.isEmpty {
            // "pictures" when all the others are body pictures, else "photos".
            let noun = others.allSatisfy { $0.purpose == .picture } ? "picture" : "photo"
            subject += " and \(others.count) more \(noun)\(others.count == 1 ? "" : "s")"
        }
        let reason = processing.library.unavailableReason ?? "unknown reason"
        let published = keepMetadata ? "as they are" : "unresized with their metadata removed"
        return .error(
            at: first.location,
            "\(subject) cannot be resized: libvips is not available (\(reason))",
            hint: "install libvips (Debian and Ubuntu: apt-get install libvips42), or set "
                + "`photos: { publish_originals: true }` in diary.yaml to publish them \(published)")
    }
}
