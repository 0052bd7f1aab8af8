import Foundation
import KeepsakeCore
import KeepsakeRender

/// The whole pipeline, top to bottom: Content/ → load → model → site → render → write.
public struct Builder: Sendable {
    public let layout: SiteLayout
    public let options: BuildOptions

    public init(layout: SiteLayout, options: BuildOptions) {
        self.layout = layout
        self.options = options
    }

    /// - Throws: `BuildFailure` with every error (and warning) found, after reading all files.
    ///   `Output/` is then left exactly as it was.
    public func build() async throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        let writer = OutputWriter(layout: layout)
        PhaseTrace.mark("start")
        // The output folder is checked while `Content/` is scanned.
        let published = options.write ? PublishedCheck(writer) : nil
        var stamped = options.write ? BuildStamp.inputs(of: layout, options: options) : nil
        PhaseTrace.mark("stamp inputs")
        let inputs = stamped?.0
        let last = inputs == nil ? nil : BuildStamp.load(layout)
        if let inputs, let last, !last.isRacy, last.inputs.isSame(as: inputs),
            published?.isIntact(generation: last.generation) == true
        {
            return BuildReport(upToDate: last.counts, duration: .now - start)
        }
        guard let inputs else {
            var session = BuildSession(layout: layout, options: options)
            return try await session.build().timed(from: start, to: .now)
        }
        // Made first, so the store's read (the longest of what follows) is the first on a core.
        var session = BuildSession(
            layout: layout, options: options, store: EntryStore(layout: layout), buildsAgain: false)
        try? FileManager.default.removeItem(at: BuildStamp.location(in: layout))
        PhaseTrace.mark("stamp load+compare")
        let beginning = Self.beginWriting(writer, checked: published)
        let output = Task { try? await beginning.value.get() }
        func abandon() async { (try? await beginning.value.get())?.abandon() }
        let report: BuildReport
        // The input table and the files changed since the last build, on the other core.
        let changes = Self.changes(stamped, since: last, layout: layout)
        let since = Task { await changes.value.1 }
        // The session holds the only copy of the scan from here.
        let scanned = stamped.map { ($0.1, $0.0.statedAt) }
        stamped = nil
        do {
            report = try await session.build(output: output, scanned: consume scanned, since: since)
        } catch {
            await abandon()
            throw error
        }
        PhaseTrace.mark("session build")
        let written: OutputWriter.Summary
        do throws(OutputWriter.WriteError) {
            written = try await beginning.value.get().finish(report.site)
        } catch {
            await abandon()
            _ = await report.storeSaving?.value
            throw failure(error, report)
        }
        PhaseTrace.mark("finish")
        // Photos no page uses any more, unless another build or a preview used them lately.
        if !report.photoCacheKeys.isEmpty { PhotoCache(layout: layout).prune(keeping: report.photoCacheKeys) }
        let storeState = await report.storeSaving?.value ?? nil
        let table = await changes.value.table
        // A build with warnings is never skipped (they are printed); the table goes with the store's state.
        if report.warnings.isEmpty, let generation = written.generation {
            BuildStamp(inputs: inputs, generation: generation, counts: report.counts)
                .save(layout, table: table, store: storeState)
        }
        PhaseTrace.mark("stamp save, prune")
        return report.timed(from: start, to: .now, holding: session)
    }

    /// The output folders got ready on a thread of their own while the entries load.
    private static func beginWriting(
        _ writer: OutputWriter, checked published: PublishedCheck?
    ) -> Task<Result<OutputTransaction, OutputWriter.WriteError>, Never> {
        Task.detached {
            Result { () throws(OutputWriter.WriteError) in try OutputTransaction(writer, checked: published?.value) }
        }
    }

    /// The input table saved (its digest) and the files changed since `last`, on a thread of their own.
    private static func changes(
        _ stamped: (BuildStamp.Inputs, ContentScanner.Scan, themes: [ScannedFile])?,
        since last: BuildStamp?, layout: SiteLayout
    ) -> Task<(table: UInt64?, LastBuild?), Never> {
        Task.detached {
            let files = stamped.map { $0.1.files + $0.themes } ?? []
            var since: LastBuild?
            if let stamped, let last, let store = last.store,
                let changed = last.changes(in: files, now: stamped.0, layout: layout)
            {
                since = LastBuild(changed: changed, store: store)
            }
            defer { PhaseTrace.mark("changes since the last build") }
            let table = stamped.flatMap { InputTable(files, statedAt: $0.0.statedAt) }
            return (table.flatMap { BuildStamp.saveTable($0, layout) }, since)
        }
    }

    private func failure(_ error: OutputWriter.WriteError, _ report: BuildReport) -> BuildFailure {
        var hint = error.hint
        if case .io(_, let code) = error {
            // Nothing is swapped in before everything is written: the published site stays.
            let advice = code.flatMap(SystemError.advice(for:))
            let output = layout.display(layout.output)
            let untouched =
                FileManager.default.fileExists(atPath: layout.output.path)
                ? "\(output) is untouched: it still holds the last site built" : nil
            hint = [advice, untouched].compactMap { $0 }.joined(separator: "; ")
            if hint?.isEmpty == true { hint = nil }
        }
        let diagnostic = Diagnostic.error(
            at: SourceLocation(path: layout.display(layout.output)), error.message, hint: hint)
        return BuildFailure(diagnostics: report.warnings + [diagnostic])
    }
}
