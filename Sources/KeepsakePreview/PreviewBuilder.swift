import KeepsakeCore
import KeepsakeBuild

/// Rebuilds the diary for the preview into the next snapshot, and says what browsers should do about it.
public struct PreviewBuilder: Sendable {
    /// What one rebuild did.
    public enum Outcome: Sendable {
        /// `changedFiles`: site files added, removed or different from the last snapshot.
        case built(BuildReport, changedFiles: [String])
        case failed(BuildFailure)
    }

    private var session: BuildSession
    private let layout: SiteLayout

    public init(layout: SiteLayout, options: BuildOptions) {
        (self.layout, session) = (layout, BuildSession(layout: layout, options: options))
    }

    /// The snapshot to serve next (the last good site with an error page when the build fails), the event for
    /// browsers (`nil`: nothing they show changed) and what happened; `trigger`: the changed paths.
    mutating func rebuild(after previous: SiteSnapshot, trigger: Set<String> = []) async -> (
        SiteSnapshot, LiveReloadEvent?, Outcome
    ) {
        do {
            // The watcher reports every file it saw change ("" after it lost track).
            let watched = !trigger.isEmpty && !trigger.contains("") ? trigger : nil
            let report = try await session.build(changed: watched)
            let snapshot = SiteSnapshot(site: report.site)
            let changed = Self.changes(from: previous, to: snapshot)
            return (
                snapshot, Self.event(changed: changed, previous: previous, trigger: trigger),
                .built(report, changedFiles: changed)
            )
        } catch {
            let page = ErrorPage(diagnostics: error.diagnostics, root: layout.root).render()
            return (SiteSnapshot(files: previous.files, errorPage: page), .reload, .failed(error))
        }
    }

    /// Reload, unless only stylesheets changed or nothing did (a changed photo reloads: photos are read when served).
    static func event(changed: [String], previous: SiteSnapshot, trigger: Set<String>) -> LiveReloadEvent? {
        if previous.errorPage != nil { return .reload }
        if changed.isEmpty {
            let sources = [".md", ".markdown", ".json", ".yaml", ".mustache"]
            let onlySources = !trigger.isEmpty && trigger.allSatisfy { path in sources.contains { path.hasSuffix($0) } }
            return onlySources ? nil : .reload
        }
        return changed.allSatisfy { $0.hasSuffix(".css") } ? .css : .reload
    }

    static func changes(from old: SiteSnapshot, to new: SiteSnapshot) -> [String] {
        var changed: [String] = []
        for (path, contents) in new.files where old.files[path] != contents { changed.append(path) }
        for path in old.files.keys where new.files[path] == nil { changed.append(path) }
        return changed.sorted()
    }
}

/// What browsers are told after a rebuild.
public enum LiveReloadEvent: String, Sendable {
    /// Reload the page (keeping its scroll position).
    case reload
    /// Only stylesheets changed: swap them without reloading.
    case css
}
