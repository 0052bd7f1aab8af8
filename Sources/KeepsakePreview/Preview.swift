import Foundation
import KeepsakeCore
import KeepsakeBuild

/// `keepsake serve`: builds the diary into memory, serves it, watches `Content/` and `Themes/`,
/// rebuilds what changed after each save and tells the browsers. Build errors never stop it.
public struct Preview: Sendable {
    /// What the preview reports of a build, for the terminal.
    public struct Event: Sendable {
        public let outcome: PreviewBuilder.Outcome
        /// The changed paths that started it (none for the first build).
        public let trigger: [String]
        /// What browsers were told (`nil`: nothing they show changed, so nothing), and how many.
        public let reload: LiveReloadEvent?
        public let browsers: Int
    }

    /// The port it listens on (the asked one, or the next free one).
    public let port: UInt16
    /// The first build's outcome.
    public let firstBuild: Event
    let server: PreviewServer.Running
    let loop: Task<Void, Never>
    let watcher: ContentWatcher
    let hub: ReloadHub

    public static func start(
        layout: SiteLayout, options: BuildOptions, host: String, port: UInt16,
        report: @escaping @Sendable (Event) -> Void
    ) async throws -> Preview {
        let store = SiteStore()
        let hub = ReloadHub()
        // Watch before the first build, so a save during it is not missed.
        let watcher = try ContentWatcher(root: layout.root)
        var builder = PreviewBuilder(layout: layout, options: options)
        let (snapshot, _, outcome) = await builder.rebuild(after: await store.snapshot)
        await store.publish(snapshot)
        let first = Event(outcome: outcome, trigger: [], reload: .reload, browsers: 0)
        let server = try await PreviewServer(store: store, hub: hub, router: PreviewRouter(root: layout.root))
            .start(host: host, port: port)
        let loop = Task { [builder] in
            var builder = builder
            for await batch in watcher.batches {
                let (next, event, outcome) = await builder.rebuild(after: await store.snapshot, trigger: batch)
                await store.publish(next)
                let browsers = if let event { await hub.broadcast(event.rawValue) } else { 0 }
                report(Event(outcome: outcome, trigger: batch.sorted(), reload: event, browsers: browsers))
            }
        }
        return Preview(port: server.port, firstBuild: first, server: server, loop: loop, watcher: watcher, hub: hub)
    }

    /// Stops watching, ends every event stream and closes the server.
    public func stop() async {
        watcher.stop()
        loop.cancel()
        await hub.finish()
        await server.stop()
    }
}
