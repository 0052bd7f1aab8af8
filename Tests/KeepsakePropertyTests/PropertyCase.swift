import Foundation

/// One seeded case of the property: a generated diary and its edit sequence; after every step,
/// `keepsake build` into the diary's own `Output/` (incremental: caches and the last output kept),
/// a fresh build of a copy of its `Content/` and `Themes/`, and the long-lived preview builder's
/// rebuild must make the same site, byte for byte — or, after a step that breaks the diary, all
/// fail, with `Output/` left as it was.
struct PropertyCase {
    let seed: UInt64
    let steps: Int
    /// Changes the incremental build's output folder before it is compared (the harness's own
    /// test: a difference must be reported).
    var tamper: (@Sendable (_ output: URL, _ step: Int) throws -> Void)?

    /// What went wrong at one step.
    private struct Failure: Error {
        let message: String
    }

    /// `nil` when every step agreed; else a report to replay and read the failure by.
    func run() async throws -> String? {
        var random = SplitMix64(seed: seed)
        let flags = DiaryGenerator.flags(&random)
        var model = DiaryGenerator.diary(&random)
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "keepsake-property-\(seed)-\(UUID().uuidString)", directoryHint: .isDirectory)
        let root = scratch.appending(path: "diary", directoryHint: .isDirectory)
        var folder = DiaryFolder(root: root)
        _ = try folder.apply(model, &random)
        var preview = Builds.PreviewSite(root: root, flags: flags)
        var log = ["builds with \(flags)", "step 0: a new diary: \(Self.summary(model))"]
        var state = State()
        for number in 0...steps {
            var step = EditStep()
            var changed = Set<String>()
            if number > 0 {
                step = EditGenerator.step(&model, &random)
                changed = try folder.apply(model, moves: step.moves, touched: step.touched, &random)
                log.append("step \(number): " + step.descriptions.joined(separator: "; "))
                if !step.breaksBuild, let timing = FollowUp.timing(&random) {
                    let (more, said) = try await followUp(
                        timing, after: changed, &model, &folder, &preview, &random)
                    changed = more
                    if let said { log[log.count - 1] += "; " + said }
                }
            }
            do {
                try await check(number, step, changed: changed, folder, &preview, &state, scratch)
            } catch let failure as Failure {
                return report(failure.message, step: number, log: log, kept: scratch)
            }
        }
        Self.remove(scratch)
        return nil
    }

    /// Builds the step, and saves a same-size edit again right after that build (then the preview
    /// rebuilds in between, as its watcher would have it) or while it runs.
    /// - Returns: the files the preview is to be told of next, and what was done.
    private func followUp(
        _ timing: FollowUp.Timing, after changed: Set<String>, _ model: inout DiaryModel, _ folder: inout DiaryFolder,
        _ preview: inout Builds.PreviewSite, _ random: inout SplitMix64
    ) async throws -> (Set<String>, String?) {
        let (root, flags) = (folder.root, preview.flags)
        switch timing {
        case .afterBuild:
            let first = try await Builds.build(root: root, flags: flags)
            _ = await preview.rebuild(changed: changed)
            guard let said = FollowUp.edit(&model, written: changed, &random) else { return (changed, nil) }
            let more = try folder.apply(model, &random)
            return (more, "built (exit \(first.status)), then at once: \(said)")
        case .duringBuild(let milliseconds):
            guard let said = FollowUp.edit(&model, written: changed, &random) else { return (changed, nil) }
            async let first = Builds.build(root: root, flags: flags)
            // Not a pause to hide a race but one to make it: the save lands inside the build.
            try await Task.sleep(for: .milliseconds(milliseconds))
            let more = try folder.apply(model, &random)
            let status = try await first.status
            return (changed.union(more), "while building (exit \(status)), \(milliseconds) ms in: \(said)")
        }
    }

    /// What the builds left after the last good step.
    private struct State {
        var published: SiteTree?
        var previewSite: SiteTree?
    }

    private func check(
        _ number: Int, _ step: EditStep, changed: Set<String>, _ folder: DiaryFolder,
        _ preview: inout Builds.PreviewSite, _ state: inout State, _ scratch: URL
    ) async throws {
        let flags = preview.flags
        let freshRoot = scratch.appending(path: "fresh-\(number)", directoryHint: .isDirectory)
        try folder.copySources(to: freshRoot)
        defer { Self.remove(freshRoot) }
        // The fresh build shares nothing with the diary's folder: it runs beside the incremental one.
        async let freshRun = Builds.build(root: freshRoot, flags: flags)
        let incremental = try await Builds.build(root: folder.root, flags: flags)
        // A watcher reports nothing when no file changed, and the preview does not rebuild.
        let previewOutcome: Builds.PreviewOutcome? =
            number == 0 || !changed.isEmpty ? await preview.rebuild(changed: changed) : nil
        let fresh = try await freshRun
        try tamper?(Builds.output(of: folder.root), number)
        let incrementalSite = SiteTree.read(Builds.output(of: folder.root))
        guard fresh.status == 0 else {
            guard step.breaksBuild else {
                throw Failure(message: "the generated diary does not build (a bug of the generator):\n\(fresh.error)")
            }
            guard incremental.status != 0 else {
                throw Failure(message: "the fresh build failed but the incremental one did not:\n\(fresh.error)")
            }
            if let published = state.published,
                let differences = published.differences(
                    from: incrementalSite, this: "Output/ before", other: "Output/ after the failed build")
            {
                throw Failure(message: "a failed build changed Output/:\n\(differences)")
            }
            if case .built? = previewOutcome {
                throw Failure(message: "the preview built a diary that does not build:\n\(fresh.error)")
            }
            return
        }
        if step.breaksBuild {
            throw Failure(message: "the step meant to break the build did not (a bug of the generator)")
        }
        guard incremental.status == 0 else {
            throw Failure(message: "the incremental build failed where the fresh one did not:\n\(incremental.error)")
        }
        let freshSite = SiteTree.read(Builds.output(of: freshRoot))
        if let differences = freshSite.differences(from: incrementalSite, this: "fresh", other: "incremental") {
            throw Failure(message: "incremental Output/ ≠ fresh Output/:\n\(differences)")
        }
        state.published = incrementalSite
        switch previewOutcome {
        case .failed(let message)?:
            throw Failure(message: "the preview's rebuild failed where the fresh build did not: \(message)")
        case .built(let files)?: state.previewSite = SiteTree(files: files)
        case nil: break
        }
        if let previewSite = state.previewSite,
            let differences = freshSite.differences(from: previewSite, this: "fresh", other: "preview")
        {
            throw Failure(
                message: "the preview's site ≠ fresh Output/ (files told: \(changed.sorted())):\n\(differences)")
        }
    }

    /// Removes a scratch folder, unless `KEEPSAKE_PROPERTY_KEEP` is set (to look at the diaries).
    private static func remove(_ folder: URL) {
        guard ProcessInfo.processInfo.environment["KEEPSAKE_PROPERTY_KEEP"] == nil else { return }
        try? FileManager.default.removeItem(at: folder)
    }

    private func report(_ message: String, step: Int, log: [String], kept: URL) -> String {
        """
        incremental build ≠ fresh build: seed \(seed), step \(step) of \(steps)
        replay: KEEPSAKE_PROPERTY_SEED=\(seed) KEEPSAKE_PROPERTY_CASES=1 KEEPSAKE_PROPERTY_STEPS=\(step) \
        swift test --skip-build --filter KeepsakePropertyTests
        the diary and its Output/ are kept in \(kept.path)
        \(message)
        edit sequence:
        \(log.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    static func summary(_ model: DiaryModel) -> String {
        let entries = model.entries.values
        let config = model.config
        return [
            "\(entries.count) entries (\(entries.count { $0.draft }) drafts, \(entries.count { $0.deleted }) deleted)",
            "\(entries.count { $0.comments != nil }) comment sidecars", "\(model.photos.count) photos",
            "theme overrides \(model.themeFiles.keys.sorted())",
            "diary.yaml: \(config.language), base_url \(config.baseURL ?? "none"), deleted_entries \(config.deletedEntries), "
                + "pretty_urls \(config.prettyURLs), index_months \(config.indexMonths), feed_entries \(config.feedEntries), "
                + "\(config.members.count) members",
            "entries: "
                + model.entryPaths.map { "\($0) (\(EntryEdits.summary(model.entries[$0]!)))" }.joined(separator: "; "),
        ].joined(separator: "; ")
    }
}
