import KeepsakeRender
import KeepsakeCore

/// The photo stage of a build: each photo is checked and resized into the photo cache unless it is
/// there already; body pictures are turned upright, capped in size and stripped of metadata. Without
/// libvips that is an error, unless the diary publishes originals (`PhotoPipeline+Originals`).
struct PhotoPipeline: Sendable {
    let layout: SiteLayout
    let processing: PhotoProcessing
    /// `photos: keep_metadata` from diary.yaml.
    let keepMetadata: Bool
    /// `photos: publish_originals` from diary.yaml: without libvips, photos are published unresized,
    /// without their metadata (unless `keepMetadata`), rather than failing the build.
    var publishOriginals = false

    /// What the stage made.
    struct Outcome: Sendable {
        let photos: PhotoSet
        let diagnostics: [Diagnostic]
        /// Hand this to the next run to skip reading unchanged photos.
        let memo: PhotoMemo
        /// Sources processed by this run (the others came from the cache, or were not processed).
        let processed: [String]
        /// The cache keys in use, for pruning the others.
        let cacheKeys: Set<String>
    }

    /// Checks and processes `photos` (entries' polaroid photos) and `pictures` (what their
    /// bodies show), each source once.
    func process(_ photos: [PolaroidPhoto], pictures: [BodyPicture] = [], memo: PhotoMemo) async -> Outcome {
        // One job per file and purpose; a big diary's entries show the same few photos thousands
        // of times, so duplicates are dropped before any job is made.
        var (photoSources, pictureSources) = (Set<String>(), Set<String>())
        var jobs: [PhotoJob] = []
        for photo in photos where photoSources.insert(photo.source).inserted { jobs.append(PhotoJob(photo)) }
        for picture in pictures where pictureSources.insert(picture.source).inserted { jobs.append(PhotoJob(picture)) }
        let seenSources = photoSources.union(pictureSources)
        guard !jobs.isEmpty else {
            return Outcome(photos: PhotoSet(), diagnostics: [], memo: memo, processed: [], cacheKeys: [])
        }
        let cache = PhotoCache(layout: layout)
        let cacheProblem: String?
        do {
            try cache.prepare()
            cacheProblem = nil
        } catch { cacheProblem = SystemError.reason(error) }
        let known = memo.isEmpty && cacheProblem == nil ? PhotoMemo.load(from: cache) : memo
        // Taken before any job looks in the folder: a file added or removed meanwhile moves it.
        let stampedAt = FileSignature.now()
        let folder = cacheProblem == nil ? FileSignature.of(path: cache.folder.path) : nil
        let results = await PhotoWorkers.map(jobs, width: processing.workers) { job in
            self.process(job, known: known, cache: cache, folder: folder, cacheProblem: cacheProblem)
        }
        var memo = known
        var diagnostics: [Diagnostic] = []
        var variants: [PhotoVariants] = []
        var pictureFiles: [String: PhotoVariants.Image] = [:]
        var processed: [String] = []
        var keys = Set<String>()
        var unprocessed: [PhotoJob] = []
        for (job, result) in zip(jobs, results) {
            if let record = result.record { memo.records[job.source] = record }
            if let key = result.key {
                keys.insert(key)
                if let manifest = result.manifest { memo.manifests[key] = manifest }
            }
            if let problem = result.problem { diagnostics.append(problem) }
            if let made = result.variants { variants.append(made) }
            if let picture = result.picture { pictureFiles[job.source] = picture }
            if result.wasProcessed, !processed.contains(job.source) { processed.append(job.source) }
            if result.libraryMissing { unprocessed.append(job) }
        }
        // Photos no longer used are forgotten.
        memo.records = memo.records.filter { seenSources.contains($0.key) }
        memo.manifests = memo.manifests.filter { keys.contains($0.key) }
        // Every manifest kept was just found complete in the folder (or stood for its signature):
        // they stand for that signature, unless this build added files to it, or it is too
        // recent to tell a change in the same clock tick.
        let wrote = results.contains { $0.wasProcessed || $0.wroteOriginal }
        memo.folder = !wrote && folder?.isRecent(comparedTo: stampedAt) == false ? folder : nil
        if cacheProblem == nil, memo != known { memo.save(to: cache) }
        // Never the originals as they are, with their GPS positions: one error for all of them.
        if !unprocessed.isEmpty { diagnostics.append(missingLibraryError(unprocessed)) }
        return Outcome(
            photos: PhotoSet(variants, pictures: pictureFiles), diagnostics: diagnostics, memo: memo,
            processed: processed, cacheKeys: keys)
    }

    // MARK: - Wording

    static let damagedHint =
        "the file may be damaged or cut short (an interrupted copy or download): copy it again from the phone or camera, or export it again"

    static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        return value >= 10 ? "\(Int(value.rounded())) megapixels" : "\((value * 10).rounded() / 10) megapixels"
    }
}
