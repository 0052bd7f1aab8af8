import KeepsakeCore
import KeepsakeRender

/// The pipeline with a memory: every `build()` runs all stages but re-reads only changed entry
/// files and renders only pages whose inputs changed; a settings change starts from scratch.
/// `keepsake serve` keeps one for its whole run; `keepsake build` uses a fresh one (`Builder`).
public struct BuildSession: Sendable {
    public let layout: SiteLayout
    public let options: BuildOptions
    private var entryCache = EntryCache()
    private var pageMemo = PageMemo()
    private var history = GitHistory.empty(.notARepository)
    private var photoMemo = PhotoMemo()
    /// The settings of the last build, for rebuilds told that neither diary.yaml nor the theme changed.
    private var lastSettings: DiarySettings?
    /// The last load, for rebuilds told that only entries and sidecars changed.
    private var lastLoad: DiaryLoader.Loaded?
    /// What `Content/` held at the last build, for rebuilds told what changed.
    private var inventory: ContentInventory?

    /// Where loaded entries are kept between processes (`keepsake build`); `nil` in memory only.
    private let store: EntryStore?
    /// The state of the store they were loaded from (`EntryStore.Loaded.state`).
    private var storeState: UInt64?
    /// The store's read, started as the session is made: the stamp check and the settings go on meanwhile.
    private var storeReading: Task<EntryStore.Loaded?, Never>?

    /// Whether `build()` will be called again (`keepsake serve`): only then is the inventory kept.
    private let buildsAgain: Bool

    /// - Parameter store: keep what was loaded there, and start from what it kept.
    /// - Parameter buildsAgain: `false` for a session that builds once (`keepsake build`).
    public init(layout: SiteLayout, options: BuildOptions, store: EntryStore? = nil, buildsAgain: Bool = true) {
        (self.layout, self.options, self.store, self.buildsAgain) = (layout, options, store, buildsAgain)
        storeReading = store?.startLoading()
    }

    /// Content/ → load → assemble → photos → render, in memory. Writes nothing but the photo cache.
    /// - Throws: `BuildFailure` with every error and warning; the session still remembers the
    ///   files it read, so the next build re-reads only what is fixed.
    /// - Parameter output: `keepsake build`'s transaction: pages it holds are not rendered
    ///   (`.published`), rendered ones go into it at once (`.placed`).
    /// - Parameter changed: the files a watcher saw change (relative to the root): only those are looked at.
    /// - Parameter scanned: `Content/` as the stamp check scanned it, with `stat`'s answers at `taken`.
    /// - Parameter since: the files changed since the store was left in `LastBuild.store`
    ///   (`InputTable`): used like `changed` when the store is still in that state.
    public mutating func build(
        output: Task<OutputTransaction?, Never>? = nil, changed: Set<String>? = nil,
        scanned fresh: consuming (scan: ContentScanner.Scan, taken: Int64)? = nil,
        since: Task<LastBuild?, Never>? = nil
    ) async throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        // Git's `HEAD` and history and the store are read while the settings and the inventory load.
        let historyReading = startReadingHistory()
        let stored = entryCache.count == 0 ? storeReading ?? store?.startLoading() : nil
        storeReading = nil
        var diagnostics: [Diagnostic] = []
        let previous = lastSettings?.digest
        let settings = try readSettings(unless: changed, &diagnostics)
        let listed = fresh?.scan.inventory()
        var changed = changed
        if settings.digest != previous {
            (entryCache, pageMemo, changed, lastLoad) = (EntryCache(), PageMemo(), nil, nil)
        }
        // The store is keyed by the settings and by this very program.
        let storeKey = ContentDigest.of("\(settings.digest) \(OutputManifest.identity)")
        let fromStore = await takeStore(stored, key: storeKey, since: since)
        let loader = DiaryLoader(layout: layout, config: settings.config, catalog: settings.catalog)
        let (scanned, load, knewChanges) = await loadEntries(
            loader, changed: changed, fromStore: fromStore, listed: listed, fresh: fresh)
        PhaseTrace.mark("load entries")
        let remembered = entryCache
        let attached = await attachHistory(to: load, reading: historyReading, config: settings.config)
        PhaseTrace.mark("history")
        // A session that builds once keeps neither the load nor the inventory: let go before the render.
        (lastLoad, self.inventory) = buildsAgain ? (attached, scanned) : (nil, nil)
        _ = consume scanned
        entryCache = attached.cache
        let (entries, loadDiagnostics, parsed) = (attached.entries, attached.diagnostics, attached.parsed)
        _ = consume attached
        var report: BuildReport
        do throws(BuildFailure) {
            report = try await render(
                consume entries, parsed: parsed, settings: settings, diagnostics: diagnostics + loadDiagnostics,
                output: output, start: start)
        } catch {
            _ = await saveStore(remembering: remembered, key: storeKey)?.value
            throw error
        }
        report.storeSaving = saveStore(remembering: remembered, key: storeKey)
        report.knewChanges = knewChanges
        return report
    }

    /// diary.yaml and the theme, read again unless a watcher says neither changed (`changed`).
    private mutating func readSettings(
        unless changed: Set<String>?, _ diagnostics: inout [Diagnostic]
    ) throws(BuildFailure) -> DiarySettings {
        let settingsUnchanged =
            changed.map { paths in
                !paths.contains { $0 == "Content/diary.yaml" || $0.hasPrefix("Themes/") || !$0.hasPrefix("Content/") }
            } ?? false
        let loaded =
            settingsUnchanged && lastSettings != nil
            ? lastSettings : DiarySettings.load(layout, options: options, &diagnostics)
        PhaseTrace.mark("settings")
        guard let settings = loaded, !diagnostics.hasErrors else { throw BuildFailure(diagnostics: diagnostics) }
        lastSettings = settings
        return settings
    }

    /// The stored entries, when the store was saved under `key` and nothing is remembered yet;
    /// gives the files changed since it was saved when the last build said and they are few.
    private mutating func takeStore(
        _ stored: Task<EntryStore.Loaded?, Never>?, key: UInt64, since: Task<LastBuild?, Never>?
    ) async -> Set<String>? {
        defer { PhaseTrace.mark("store load") }
        guard let stored, entryCache.count == 0 else { return nil }
        let found = await stored.value.flatMap { $0.key == key ? $0 : nil }
        entryCache = found?.cache ?? EntryCache()
        storeState = found?.state
        if found == nil { PhaseTrace.mark("store: none usable") }
        // A few files changed since this very store was saved: those are all there is to load.
        guard let since = await since?.value, since.store == storeState,
            since.changed.count <= Self.fewChanges
        else { return nil }
        return since.changed
    }

    /// The entries of `Content/`: only the files a watcher (`changed`) or the last build
    /// (`fromStore`) names read again, when told; else every file looked at, through the cache.
    private func loadEntries(
        _ loader: DiaryLoader, changed: Set<String>?, fromStore: Set<String>?, listed: ContentInventory?,
        fresh: consuming (scan: ContentScanner.Scan, taken: Int64)?
    ) async -> (ContentInventory, DiaryLoader.Loaded, knewChanges: Bool) {
        if let changed, let updated = inventory?.updating(changed, in: layout) {
            if let last = lastLoad, let reloaded = loader.reload(updated, after: last, changed: changed) {
                return (updated, reloaded, true)
            }
            return (updated, await loader.load(updated, reusing: entryCache, changed: changed), true)
        }
        if let fromStore, let inventory = listed,
            let last = DiaryLoader.Loaded(remembered: entryCache, listed: inventory)
        {
            // As after a watcher's report: the store's records stand for the last load.
            PhaseTrace.mark("load: inventory, remembered")
            if let reloaded = loader.reload(inventory, after: last, changed: fromStore) {
                return (inventory, reloaded, true)
            }
            return (inventory, await loader.load(inventory, reusing: entryCache, changed: fromStore), true)
        }
        let (inventory, signatures): (ContentInventory, (taken: Int64, files: ContentScanner.Signatures)?)
        if let fresh, let listed {
            (inventory, signatures) = (listed, (fresh.taken, fresh.scan.signatures(start: fresh.taken)))
        } else {
            (inventory, signatures) = (ContentScanner.scan(layout), nil)
        }
        // The scan is let go before the entries load.
        _ = consume fresh
        return (inventory, await loader.load(inventory, reusing: entryCache, signatures: consume signatures), false)
    }

    /// `load` with what git says of each entry attached before it is kept: the records are kept
    /// attached, and a build at the same commit attaches only the entries it read anew.
    private mutating func attachHistory(
        to load: consuming DiaryLoader.Loaded, reading: Task<PendingHistory, Never>?, config: DiaryConfig
    ) async -> DiaryLoader.Loaded {
        let pending = await reading?.value ?? PendingHistory(.empty(.notARepository))
        let (withHistory, whole) = pending.attach(
            to: load.entries, sources: { load.entrySources }, config: config, attachedAt: entryCache.historyKey)
        // Kept for the next build in this process only when read whole (else that build reads it again).
        history = whole ?? .empty(.notARepository)
        return load.attaching(withHistory, historyKey: pending.attachmentKey)
    }

    /// Saves the entry cache into the store (if any) on another thread, also when the build fails;
    /// nothing is written when the cache is what the store held (`remembered`).
    private func saveStore(remembering remembered: EntryCache, key: UInt64) -> Task<UInt64?, Never>? {
        guard let store else { return nil }
        let (cache, buildsAgain, loadedState) = (entryCache, buildsAgain, storeState)
        return Task.detached {
            defer { PhaseTrace.mark("store saved") }
            return cache.isSame(as: remembered)
                ? loadedState : store.save(cache, key: key, remembering: buildsAgain)
        }
    }

    /// Assemble → photos → render, for the entries `build` loaded, with their history attached
    /// (`parsed`: the files it read).
    private mutating func render(
        _ entries: consuming [Entry], parsed: ParsedFiles, settings: DiarySettings, diagnostics: [Diagnostic],
        output: Task<OutputTransaction?, Never>?, start: ContinuousClock.Instant
    ) async throws(BuildFailure) -> BuildReport {
        var diagnostics = diagnostics
        let (diary, assemblyProblems) = DiaryAssembler(includeDrafts: options.includeDrafts)
            .assemble(entries, config: settings.config, catalog: settings.catalog)
        // The loader's list (the diary holds its own, sorted ones) is let go before the render.
        _ = consume entries
        diagnostics += assemblyProblems
        guard let diary, !diagnostics.hasErrors else { throw BuildFailure(diagnostics: diagnostics) }
        PhaseTrace.mark("assemble")
        let photoStart = ContinuousClock.now
        let photos = await PhotoPipeline(
            layout: layout, processing: options.photos, keepMetadata: settings.config.keepPhotoMetadata,
            publishOriginals: settings.config.publishPhotoOriginals
        )
        .process(diary.photos, pictures: diary.pictures, memo: photoMemo)
        let photoDuration = ContinuousClock.now - photoStart
        photoMemo = photos.memo
        diagnostics += photos.diagnostics
        if diagnostics.hasErrors { throw BuildFailure(diagnostics: diagnostics) }
        PhaseTrace.mark("photos")
        let renderer = SiteRenderer(
            diary: diary, theme: settings.theme, language: settings.language, settings: settings.digest,
            photos: photos.photos)
        let rendered = await ChangedPages.render(renderer, memo: pageMemo, output: await output?.value)
        pageMemo = rendered.memo
        PhaseTrace.mark("render")
        return BuildReport(
            diary: diary, site: rendered.site, parsedEntries: parsed, renderedPages: rendered.renderedPages,
            duration: ContinuousClock.now - start, warnings: Set(diagnostics.warnings).sorted(), photos: photos,
            photoDuration: photoDuration)
    }

    /// Above this many changed files, loading them one after the other (`DiaryLoader.reload`)
    /// costs more than a pass over every entry on all cores.
    static let fewChanges = 64

    /// Git's history of `Content/`, read again only when `HEAD` moved, and kept beside the entry
    /// store for later processes; `nil` when the build is told not to read it.
    private func startReadingHistory() -> Task<PendingHistory, Never>? {
        guard options.readsGitHistory else { return nil }
        let cache = store == nil ? nil : GitHistoryCache(layout: layout, key: OutputManifest.identity)
        let (known, root) = (history, layout.root)
        return Task.detached {
            // Read before at the commit `HEAD` still is: kept; else `startReading` looks at `HEAD`.
            if known.commit != nil, GitHistory.head(root: root) == known.commit { return PendingHistory(known) }
            return GitHistory.startReading(root: root, cache: cache)
        }
    }
}
