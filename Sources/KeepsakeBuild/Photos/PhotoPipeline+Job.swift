import KeepsakeRender
import Foundation
import KeepsakeCore

/// One photo or picture through the stage, on a worker thread: read (or remember) its digest,
/// look in the cache, else process it with the image library and store the result.
extension PhotoPipeline {
    struct Result: Sendable {
        var record: PhotoMemo.Record?
        var key: String?
        /// What the cache holds for `key` (found there or in the memo, or just made).
        var manifest: PhotoCache.Manifest?
        var variants: PhotoVariants?
        var picture: PhotoVariants.Image?
        var problem: Diagnostic?
        var wasProcessed = false
        /// Its original, without metadata, was written into the cache (`photos: publish_originals`).
        var wroteOriginal = false
        /// Not in the cache, and no image library to make it: the build fails (`missingLibraryError`)
        /// unless the diary publishes originals.
        var libraryMissing = false

        /// This result, ending with `message` at the job's place.
        func failing(_ job: PhotoJob, _ message: String, hint: String) -> Result {
            var result = self
            result.problem = .error(at: job.location, message, hint: hint)
            return result
        }
    }

    /// - Parameter folder: the cache folder's signature before any job looked in it: while it is the
    ///   one `known` was checked under, its manifests stand without reading them.
    func process(
        _ job: PhotoJob, known: PhotoMemo, cache: PhotoCache, folder: FileSignature?, cacheProblem: String?
    ) -> Result {
        // `layout.url(for:)` as a path, without making a URL per photo.
        let path = job.source.hasPrefix("/") ? job.source : layout.root.path + "/" + job.source
        let name = RelativePath.fileName(of: job.source)
        var result = Result()
        guard let digest = contentDigest(of: job, named: name, at: path, known: known, into: &result) else {
            return result
        }
        let settings = PhotoPlan.settingsDigest(keepMetadata: keepMetadata, purpose: job.purpose)
        let key = PhotoCache.key(content: digest, settings: settings)
        if let manifest = cached(key, known: known, cache: cache, folder: folder) {
            store(manifest, key: key, for: job, in: &result)
            return result
        }
        // A body picture is processed only in a format it can keep at its address (the body's
        // HTML points there): GIF animations, SVG drawings and the rest are published as they are.
        var pictureFormat: ImageFormat?
        if job.purpose == .picture {
            guard let format = ImageSniffer.publishedFormat(ofFileAt: path) else { return result }
            pictureFormat = format
        }
        // Not made yet: libvips is needed (and loaded only now, so a cached build never starts it).
        let library = processing.library
        guard library.unavailableReason == nil else {
            guard publishOriginals else {
                result.libraryMissing = true
                return result
            }
            return original(
                job, digest: digest, named: name, at: path,
                cache: (cache, known: known, folder: folder, problem: cacheProblem), result: result)
        }
        if let cacheProblem {
            return result.failing(
                job, "cannot create the photo cache \(PhotoCache.relativeFolder): \(cacheProblem)",
                hint: "make the diary folder writable")
        }
        return make(
            job, named: name, at: path, key: key, pictureFormat: pictureFormat, library: library, cache: cache,
            result: result)
    }

    /// What the cache holds for `key`: from the memo while the folder keeps the signature it was
    /// checked under (marked as used), else from the folder.
    func cached(_ key: String, known: PhotoMemo, cache: PhotoCache, folder: FileSignature?) -> PhotoCache.Manifest? {
        let remembered = known.manifest(for: key, folderNow: folder)
        if remembered != nil { cache.markUsed(key) }
        return remembered ?? cache.manifest(for: key)
    }

    /// The digest of the job's file, from the memo while its signature is the one remembered, else
    /// read; nil when the job ends here (a problem in `result`, or a body link that is no picture).
    private func contentDigest(
        of job: PhotoJob, named name: String, at path: String, known: PhotoMemo, into result: inout Result
    ) -> UInt64? {
        func refuse(_ refusal: (message: String, hint: String)) -> UInt64? {
            result = result.failing(job, refusal.message, hint: refusal.hint)
            return nil
        }
        let readAt = FileSignature.now()
        guard let signature = FileSignature.of(path: path) else {
            return refuse(("\(job.noun) \"\(name)\" cannot be read", "check that \(job.source) exists and is readable"))
        }
        if let refusal = sizeRefusal(job, name: name, path: path) { return refuse(refusal) }
        if let remembered = known.record(of: job.source, signature: signature) {
            // Remembered as it was read then: the memo stays the same, and is not saved again.
            result.record = remembered
            return remembered.digest
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
            return refuse(("\(job.noun) \"\(name)\" cannot be read", "check that \(job.source) is readable"))
        }
        if let refusal = contentRefusal(job, name: name, data: data) { return refuse(refusal) }
        var hasher = ContentDigest()
        data.withUnsafeBytes { hasher.add($0) }
        result.record = PhotoMemo.Record(signature: signature, digest: hasher.value, readAt: readAt)
        return hasher.value
    }

    /// Makes the job's file's variants with the image library and stores them in the cache under `key`.
    private func make(
        _ job: PhotoJob, named name: String, at path: String, key: String, pictureFormat: ImageFormat?,
        library: any ImageLibrary, cache: PhotoCache, result: Result
    ) -> Result {
        var result = result
        func unreadable(_ error: ImageLibraryError) -> Result {
            result.failing(
                job, "\(job.noun) \"\(name)\" is not an image libvips can read (\(error.message))",
                hint: Self.damagedHint)
        }
        let header: ImageHeader
        do {
            header = try library.readHeader(of: path)
        } catch {
            return unreadable(error)
        }
        let pixels = header.size.width * header.size.height
        guard pixels <= processing.maxPixels else {
            return result.failing(
                job,
                "\(job.noun) \"\(name)\" is too large: \(header.size.width)×\(header.size.height), \(Self.megapixels(pixels)) "
                    + "(the limit is \(Self.megapixels(processing.maxPixels)))",
                hint: "scale it down before adding it to the diary; pages never show more than 1600 pixels across")
        }
        let plan = pictureFormat.map { PhotoPlan(picture: header, format: $0) } ?? PhotoPlan(header)
        let planned = Self.files(of: plan, key: key, cache: cache)
        let made: [PixelSize]
        do {
            made = try library.render(
                path, base: plan.base, toSRGB: header.hasColorProfile && !keepMetadata,
                requests: planned.map(\.request), keepMetadata: keepMetadata)
        } catch {
            for item in planned { unlink(item.request.destination) }
            return unreadable(error)
        }
        do {
            var files: [PhotoCache.Manifest.File] = []
            for (item, size) in zip(planned, made) {
                try cache.commit(item.request.destination, as: item.file.name)
                var file = item.file
                file.size = size  // as made: libvips rounds
                files.append(file)
            }
            let manifest = PhotoCache.Manifest(size: header.size, files: files)
            try cache.store(manifest, for: key)
            store(manifest, key: key, for: job, in: &result)
            result.wasProcessed = true
            return result
        } catch {
            for item in planned { unlink(item.request.destination) }
            return result.failing(
                job,
                "cannot write the processed \(job.noun) \"\(name)\" into \(PhotoCache.relativeFolder): \(SystemError.reason(error))",
                hint: "make the diary folder writable, or free some disk space")
        }
    }

    /// Each file `plan` makes (its size as planned), and the request that renders it into the cache.
    private static func files(
        of plan: PhotoPlan, key: String, cache: PhotoCache
    ) -> [(file: PhotoCache.Manifest.File, request: ImageRequest)] {
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
        return planned
    }

    /// Sets `result`'s key and manifest, and what is published for `job` from them.
    private func store(_ manifest: PhotoCache.Manifest, key: String, for job: PhotoJob, in result: inout Result) {
        (result.key, result.manifest) = (key, manifest)
        switch job.purpose {
        case .polaroid:
            result.variants = variants(job, key: key, manifest: manifest)
        case .picture:
            result.picture = manifest.files.first.map {
                PhotoVariants.Image(
                    size: $0.size, format: $0.format, sitePath: job.sitePath,
                    cachePath: PhotoCache.relativePath(of: $0.name))
            }
        }
    }

    /// The published files of a cached photo: named after the source (`cherry-960-1a2b3c4d.webp`
    /// beside where `cherry.jpg` would be), so an edited photo gets new addresses and browsers
    /// never show a stale copy.
    func variants(_ job: PhotoJob, key: String, manifest: PhotoCache.Manifest) -> PhotoVariants {
        let folder = RelativePath.folder(of: job.sitePath)
        let fileName = RelativePath.fileName(of: job.sitePath)
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        var short = ContentDigest()
        short.add(key)
        let tag = String(String(short.value, radix: 16).suffix(8))
        func image(_ file: PhotoCache.Manifest.File) -> PhotoVariants.Image {
            let prefix = folder.isEmpty ? "" : folder + "/"
            return PhotoVariants.Image(
                size: file.size, format: file.format,
                sitePath:
                    "\(prefix)\(stem)-\(file.kind == .square ? "sq" : "")\(file.width)-\(tag).\(file.format.fileExtension)",
                cachePath: PhotoCache.relativePath(of: file.name))
        }
        func renditions(_ kind: PhotoPlan.Kind) -> [PhotoVariants.Rendition] {
            let files = manifest.files.filter { $0.kind == kind }
            return Set(files.map(\.width)).sorted().compactMap { width in
                let here = files.filter { $0.width == width }
                guard let webp = here.first(where: { $0.format == .webp }),
                    let fallback = here.first(where: { $0.format != .webp })
                else { return nil }
                return PhotoVariants.Rendition(webp: image(webp), fallback: image(fallback))
            }
        }
        let full = renditions(.full)
        let square = renditions(.square)
        return PhotoVariants(
            source: job.source, size: manifest.size, full: full, square: square.isEmpty ? full : square)
    }
}
