import Foundation
@testable import KeepsakeBuild
import KeepsakeTestSupport
import KeepsakeCore
@testable import KeepsakePreview
import KeepsakeRender

/// Every call the property test makes into Keepsake, in one place: the `keepsake` binary's
/// `build`, the preview's long-lived builder and the built-in theme's catalog. When the build
/// pipeline is redesigned, this file is the one to change; the generators, the edits and the
/// comparison know nothing of how a build works.
enum Builds {
    /// The options every build of one case is made with (the incremental, the fresh and the preview's).
    struct Flags: Sendable, CustomStringConvertible {
        var drafts = false
        /// `--base-url` (the preview's `baseURL`); `nil`: diary.yaml's.
        var baseURL: String?

        var arguments: [String] {
            (drafts ? ["--drafts"] : []) + (baseURL.map { ["--base-url", $0] } ?? [])
        }

        var description: String { arguments.isEmpty ? "no options" : arguments.joined(separator: " ") }
    }

    /// What one `keepsake build` did.
    struct Run: Sendable {
        let status: Int32
        let output: String
        let error: String
    }

    // MARK: - keepsake build

    /// The built `keepsake` binary.
    static var binary: URL { KeepsakeBinary.url }

    /// `keepsake build --root root --no-git …` into `root/Output/`, keeping `root`'s caches.
    static func build(root: URL, flags: Flags) async throws -> Run {
        try await run(["build", "--root", root.path, "--no-git"] + flags.arguments)
    }

    /// The site folder a build of `root` writes.
    static func output(of root: URL) -> URL { root.appending(path: "Output", directoryHint: .isDirectory) }

    /// Files of the output folder that are the build's bookkeeping, not the site.
    static func isBookkeeping(_ path: String) -> Bool { path == OutputWriter.markerName }

    private static func run(_ arguments: [String]) async throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let scratch = FileManager.default.temporaryDirectory
        let output = scratch.appending(path: "keepsake-property-\(UUID().uuidString).out")
        let error = scratch.appending(path: "keepsake-property-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: error)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Waited for on a Dispatch thread, not one of the test runner's few async threads.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume()
            }
        }
        func text(_ url: URL) -> String {
            String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
        }
        return Run(status: process.terminationStatus, output: text(output), error: text(error))
    }

    // MARK: - The preview's builder

    /// What the preview's builder made of one rebuild.
    enum PreviewOutcome: Sendable {
        /// Site path → the bytes the preview would serve (photos read from where it reads them).
        case built([String: [UInt8]])
        case failed(String)
    }

    /// One in-process preview builder, kept across the steps as `keepsake serve` keeps its own,
    /// told after each step which files changed, as its file watcher would tell it.
    struct PreviewSite {
        private var builder: PreviewBuilder
        private var snapshot = SiteSnapshot(files: [:])
        private let root: URL
        let flags: Flags

        init(root: URL, flags: Flags) {
            self.root = root
            self.flags = flags
            let options = BuildOptions(
                includeDrafts: flags.drafts, write: false, baseURL: flags.baseURL, readsGitHistory: false)
            builder = PreviewBuilder(layout: SiteLayout(root: root), options: options)
        }

        /// - Parameter changed: paths relative to the diary folder; empty: look at everything.
        mutating func rebuild(changed: Set<String>) async -> PreviewOutcome {
            let (next, _, outcome) = await builder.rebuild(after: snapshot, trigger: changed)
            snapshot = next
            switch outcome {
            case .failed(let failure):
                return .failed(failure.diagnostics.map(\.message).joined(separator: "; "))
            case .built:
                var files: [String: [UInt8]] = [:]
                for (path, contents) in next.files { files[path] = resolve(contents) }
                return .built(files)
            }
        }

        /// As `PreviewRouter` serves them: generated bytes as they are, photos read from the
        /// diary (`Content/…`) or its photo cache when asked for. A kind of contents the preview
        /// cannot serve is marked so that the comparison shows it.
        private func resolve(_ contents: RenderedSite.Contents) -> [UInt8] {
            switch contents {
            case .bytes(let bytes): return bytes
            case .copy(let source), .processed(let source):
                let file = root.appending(path: source)
                return FileManager.default.contents(atPath: file.path).map(Array.init)
                    ?? Array("(preview: \(source) is missing)".utf8)
            case .published, .placed:
                return Array("(preview: \(contents), which only a build into a folder can serve)".utf8)
            }
        }
    }

    // MARK: - The built-in theme

    /// The names the built-in theme's catalog offers, for the generator to pick from.
    struct Catalog: Sendable {
        let moods: [String]
        let weather: [String]
        let stickers: [String]
        let palette: [String]
    }

    static let catalog: Catalog = {
        let theme = builtInTheme
        let catalog = theme.flatMap { Theme.load($0).0?.catalog }
        return Catalog(
            moods: catalog?.moods.map(\.name) ?? ["happy"], weather: catalog?.weather.map(\.name) ?? ["sunny"],
            stickers: catalog?.stickers.map(\.name) ?? ["heart"], palette: catalog?.palette.compactMap(\.name) ?? [])
    }()

    /// A file of the built-in theme (`templates/partials/footer.mustache`), to override it with a variation.
    static func builtInThemeText(_ path: String) -> String? { builtInTheme?.text(path) }

    private static let builtInTheme: ThemeFiles? = {
        let nowhere = FileManager.default.temporaryDirectory.appending(path: "keepsake-property-no-diary-\(UUID())")
        return try? ThemeFiles.load(name: "default", layout: SiteLayout(root: nowhere)).get()
    }()
}
