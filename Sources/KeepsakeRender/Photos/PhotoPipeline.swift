import Foundation
import KeepsakeCore

/// The photo stage of a build, between assembly and rendering: every published entry's photo is
/// checked, then resized into WebP and JPEG (or PNG) files in the photo cache unless the cache has
/// them already. Problems are located at the entry's `photo:` line.
///
/// ```swift
/// let outcome = await PhotoPipeline(layout: layout, processing: PhotoProcessing(), keepMetadata: false)
///     .process(diary.entries.compactMap(\.photo), memo: PhotoMemo())
/// // outcome.photos → SiteRenderer; outcome.diagnostics → the build's problems
/// ```
public struct PhotoPipeline: Sendable {
    public let layout: SiteLayout
    public let processing: PhotoProcessing
    /// `photos: keep_metadata` from diary.yaml.
    public let keepMetadata: Bool

    /// Where processed photos are kept, relative to the diary root.
    public static let cacheFolder = PhotoCache.relativeFolder

    public init(layout: SiteLayout, processing: PhotoProcessing, keepMetadata: Bool) {
        self.layout = layout
        self.processing = processing
        self.keepMetadata = keepMetadata
    }

    /// What the stage made.
    public struct Outcome: Sendable {
        public let photos: PhotoSet
        public let diagnostics: [Diagnostic]
        /// Hand this to the next run to skip reading unchanged photos.
        public let memo: PhotoMemo
        /// Sources processed by this run (the others came from the cache, or were not processed).
        public let processed: [String]
        /// The cache keys in use, for pruning the others.
        public let cacheKeys: Set<String>
    }

    public func process(_ photos: [Photo], memo: PhotoMemo) async -> Outcome {
        var seen = Set<String>()
        let unique = photos.filter { seen.insert($0.source).inserted }
        guard !unique.isEmpty else { return Outcome(photos: PhotoSet(), diagnostics: [], memo: memo, processed: [], cacheKeys: []) }
        let cache = PhotoCache(layout: layout)
        let cacheProblem: String?
        do {
            try cache.prepare()
            cacheProblem = nil
        } catch { cacheProblem = error.localizedDescription }
        let known = memo.isEmpty && cacheProblem == nil ? PhotoMemo.load(from: cache) : memo
        let results = await PhotoWorkers.map(unique, width: processing.workers) { photo in
            self.process(photo, known: known, cache: cache, cacheProblem: cacheProblem)
        }
        var memo = known
        var diagnostics: [Diagnostic] = []
        var variants: [PhotoVariants] = []
        var processed: [String] = []
        var keys = Set<String>()
        var unprocessed: [Photo] = []
        for (photo, result) in zip(unique, results) {
            if let record = result.record { memo.remember(record, for: photo.source) }
            if let key = result.key { keys.insert(key) }
            if let problem = result.problem { diagnostics.append(problem) }
            if let made = result.variants { variants.append(made) }
            if result.wasProcessed { processed.append(photo.source) }
            if result.libraryMissing { unprocessed.append(photo) }
        }
        memo = memo.keeping(Set(unique.map(\.source)))
        if cacheProblem == nil, memo != known { memo.save(to: cache) }
        if let first = unprocessed.min(by: { Self.location(of: $0) < Self.location(of: $1) }) {
            let reason = processing.library.unavailableReason ?? "unknown reason"
            diagnostics.append(
                .warning(
                    at: Self.location(of: first),
                    "photos are published as they are, not resized: libvips is not available (\(reason))",
                    hint: "install libvips (Debian and Ubuntu: apt-get install libvips42) for WebP and JPEG sizes "
                        + "without the photos' location data"))
        }
        return Outcome(photos: PhotoSet(variants), diagnostics: diagnostics, memo: memo, processed: processed, cacheKeys: keys)
    }

    // MARK: - One photo

    struct Result: Sendable {
        var record: PhotoMemo.Record?
        var key: String?
        var variants: PhotoVariants?
        var problem: Diagnostic?
        var wasProcessed = false
        /// Not in the cache, and no image library to make it: published as it is.
        var libraryMissing = false
    }

    /// Runs on a worker thread.
    func process(_ photo: Photo, known: PhotoMemo, cache: PhotoCache, cacheProblem: String?) -> Result {
        let path = layout.url(for: photo.source).path
        let name = RelativePath.fileName(of: photo.source)
        let location = photo.location ?? SourceLocation(path: photo.source)
        var result = Result()
        func fail(_ message: String, hint: String) -> Result {
            result.problem = .error(at: location, message, hint: hint)
            return result
        }
        let readAt = FileSignature.now()
        guard let signature = FileSignature.of(path: path) else {
            return fail("photo \"\(name)\" cannot be read", hint: "check that \(photo.source) exists and is readable")
        }
        let digest: UInt64
        if let remembered = known.digest(of: photo.source, signature: signature) {
            digest = remembered
        } else {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
                return fail("photo \"\(name)\" cannot be read", hint: "check that \(photo.source) is readable")
            }
            guard ImageSniffer.isPicture(data.prefix(ImageSniffer.prefixLength)) else {
                return fail(
                    "photo \"\(name)\" is not an image (it is not JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF or SVG)",
                    hint: "point `photo:` at a picture; if this is one, export it again from the camera or photo app")
            }
            var hasher = ContentDigest()
            data.withUnsafeBytes { hasher.add($0) }
            digest = hasher.value
        }
        result.record = PhotoMemo.Record(signature: signature, digest: digest, readAt: readAt)
        let key = PhotoCache.key(content: digest, settings: PhotoPlan.settingsDigest(keepMetadata: keepMetadata))
        result.key = key
        if let manifest = cache.manifest(for: key) {
            result.variants = variants(photo, key: key, manifest: manifest)
            return result
        }
        // Not made yet: libvips is needed (and loaded only now, so a cached build never starts it).
        let library = processing.library
        guard library.unavailableReason == nil else {
            result.libraryMissing = true
            return result
        }
        if let cacheProblem {
            return fail(
                "cannot create the photo cache \(PhotoCache.relativeFolder): \(cacheProblem)", hint: "make the diary folder writable")
        }
        let header: ImageHeader
        do {
            header = try library.readHeader(of: path)
        } catch {
            return fail("photo \"\(name)\" is not an image libvips can read (\(error.message))", hint: Self.damagedHint)
        }
        let pixels = header.size.width * header.size.height
        guard pixels <= processing.maxPixels else {
            return fail(
                "photo \"\(name)\" is too large: \(header.size.width)×\(header.size.height), \(Self.megapixels(pixels)) "
                    + "(the limit is \(Self.megapixels(processing.maxPixels)))",
                hint: "scale it down before adding it to the diary; pages never show more than 1600 pixels across")
        }
        let plan = PhotoPlan(header)
        var planned: [(file: PhotoCache.Manifest.File, request: ImageRequest)] = []
        for size in plan.sizes {
            for format in plan.formats {
                let fileName = PhotoCache.fileName(key: key, kind: size.kind, width: size.width, format: format)
                let request = ImageRequest(
                    box: size.box, crop: size.crop, format: format,
                    quality: format == .jpeg ? PhotoPlan.jpegQuality : PhotoPlan.webpQuality,
                    destination: cache.temporaryPath(for: fileName))
                let file = PhotoCache.Manifest.File(
                    kind: size.kind, width: size.width, format: format, size: size.box, name: fileName)
                planned.append((file, request))
            }
        }
        let made: [PixelSize]
        do {
            made = try library.render(
                path, base: plan.base, toSRGB: header.hasColorProfile && !keepMetadata,
                requests: planned.map(\.request), keepMetadata: keepMetadata)
        } catch {
            for item in planned { cache.discard(item.request.destination) }
            return fail("photo \"\(name)\" is not an image libvips can read (\(error.message))", hint: Self.damagedHint)
        }
        do {
            var files: [PhotoCache.Manifest.File] = []
            for (item, size) in zip(planned, made) {
                try cache.commit(item.request.destination, as: item.file.name)
                files.append(.init(kind: item.file.kind, width: item.file.width, format: item.file.format, size: size, name: item.file.name))
            }
            let manifest = PhotoCache.Manifest(size: header.size, files: files)
            try cache.store(manifest, for: key)
            result.variants = variants(photo, key: key, manifest: manifest)
            result.wasProcessed = true
            return result
        } catch {
            for item in planned { cache.discard(item.request.destination) }
            return fail(
                "cannot write the processed photo \"\(name)\" into \(PhotoCache.relativeFolder): \(error.localizedDescription)",
                hint: "make the diary folder writable, or free some disk space")
        }
    }

    /// The published files of a cached photo: named after the source (`cherry-960-1a2b3c4d.webp`
    /// beside where `cherry.jpg` would be), so an edited photo gets new addresses and browsers
    /// never show a stale copy.
    func variants(_ photo: Photo, key: String, manifest: PhotoCache.Manifest) -> PhotoVariants {
        let folder = RelativePath.folder(of: photo.sitePath)
        let fileName = RelativePath.fileName(of: photo.sitePath)
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        var short = ContentDigest()
        short.add(key)
        let tag = String(String(short.value, radix: 16).suffix(8))
        func image(_ file: PhotoCache.Manifest.File) -> PhotoVariants.Image {
            let prefix = folder.isEmpty ? "" : folder + "/"
            return PhotoVariants.Image(
                size: file.size, format: file.format,
                sitePath: "\(prefix)\(stem)-\(file.kind == .square ? "sq" : "")\(file.width)-\(tag).\(file.format.fileExtension)",
                cachePath: PhotoCache.relativePath(of: file.name))
        }
        func renditions(_ kind: PhotoPlan.Kind) -> [PhotoVariants.Rendition] {
            let files = manifest.files.filter { $0.kind == kind }
            return Set(files.map(\.width)).sorted().compactMap { width in
                let here = files.filter { $0.width == width }
                guard let webp = here.first(where: { $0.format == .webp }), let fallback = here.first(where: { $0.format != .webp })
                else { return nil }
                return PhotoVariants.Rendition(webp: image(webp), fallback: image(fallback))
            }
        }
        let full = renditions(.full)
        let square = renditions(.square)
        return PhotoVariants(source: photo.source, size: manifest.size, full: full, square: square.isEmpty ? full : square)
    }

    // MARK: - Wording

    static func location(of photo: Photo) -> SourceLocation { photo.location ?? SourceLocation(path: photo.source) }

    static let damagedHint =
        "the file may be damaged or cut short (an interrupted copy or download): copy it again from the phone or camera, or export it again"

    static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        return value >= 10 ? "\(Int(value.rounded())) megapixels" : "\((value * 10).rounded() / 10) megapixels"
    }
}
