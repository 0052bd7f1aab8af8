import ArgumentParser
import Foundation
import KeepsakeCore
import KeepsakePreview
import KeepsakeBuild

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the diary in a browser, rebuilding and reloading on every save.",
        discussion: """
            Builds the site into memory (Output/ is never touched) and serves it at http://HOST:PORT/. \
            Content/ and Themes/ are watched: after a save, only the entries and pages that changed are \
            rebuilt and open pages reload by themselves (a stylesheet change is swapped in without a reload). \
            When the diary does not build, the browser shows every problem until the file is fixed. \
            Stop with Ctrl-C.
            """
    )

    @OptionGroup var diary: DiaryOptions

    @Option(
        name: .long, help: ArgumentHelp("The port; if it is busy, the next free one of ten is used.", valueName: "n"))
    var port: UInt16 = 4000

    @Option(name: .long, help: ArgumentHelp("The address to listen on (0.0.0.0: every interface).", valueName: "addr"))
    var host = "127.0.0.1"

    func run() async throws {
        let terminal = Terminal()
        let layout = try diary.root.layout()
        let url = { (host: String, port: UInt16) in "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)/" }
        // Links in the preview point at the preview, never at the published address.
        let options = BuildOptions(
            includeDrafts: diary.drafts, write: false, baseURL: "/", readsGitHistory: !diary.noGit)
        let preview: Preview
        do {
            preview = try await Preview.start(layout: layout, options: options, host: host, port: port) { event in
                terminal.printPreview(event)
            }
        } catch let error as PreviewServer.StartError {
            let here = SourceLocation(path: "--host \(host)")
            terminal.printDiagnostics([.error(at: here, error.message, hint: error.hint)])
            throw ExitCode(ExitStatus.usage)
        }
        terminal.printPreview(preview.firstBuild, first: true)
        if preview.port != port, port != 0 { terminal.note("port \(port) is busy; using \(preview.port) instead") }
        terminal.printLine(
            "Serving \(layout.display(layout.content))/ at \(url(host, preview.port)) (drafts \(diary.drafts ? "shown" : "hidden")). Press Ctrl-C to stop."
        )
        if !host.hasPrefix("127.") { warnOfTheNetwork(preview.port, terminal: terminal, url: url) }
        await SignalWait.untilInterrupted()
        terminal.printLine("Stopping.")
        // Close connections politely; SignalWait exits shortly anyway: the site is only in memory.
        await preview.stop()
        Foundation.exit(ExitStatus.success)
    }

    /// Any address but the loopback's (127.*) shows the preview to every device that reaches it: said, with them.
    private func warnOfTheNetwork(_ port: UInt16, terminal: Terminal, url: (String, UInt16) -> String) {
        let addresses = host == "0.0.0.0" ? NetworkAddresses.ipv4() : [host]
        terminal.printDiagnostics([
            .warning(
                at: SourceLocation(path: "--host \(host)"),
                "the preview is open to the network: any device that reaches this machine can read the diary"
                    + (diary.drafts ? ", drafts included" : ""),
                hint: "on a network you do not trust, stop it (Ctrl-C) and serve on 127.0.0.1, the default")
        ])
        terminal.printLine(
            addresses.isEmpty
                ? "On the network: no address found (no interface but the loopback is up)."
                : "On the network: " + addresses.map { url($0, port) }.joined(separator: ", "))
    }
}
