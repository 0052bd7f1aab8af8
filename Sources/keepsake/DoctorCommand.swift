import ArgumentParser
import Foundation
import KeepsakeBuild
import KeepsakeCore

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Say what Keepsake found on this computer and in the diary, with a fix for each problem.",
        discussion: """
            Looks at libvips (and which photo formats it reads), git, the diary's settings and theme, \
            base_url, the build cache and the git hook. Exits 1 when something needs fixing.
            """
    )

    @OptionGroup var diary: RootOptions

    /// One finding: fine, or a problem with its fix.
    struct Finding {
        let what: String
        var fix: String?
    }

    func run() throws {
        let layout = try diary.layout()
        var findings = [Finding(what: "keepsake \(Keepsake.configuration.version)")]
        findings += photoLibrary()
        findings += git(layout)
        findings += settings(layout)
        findings.append(cache(layout))
        let terminal = Terminal()
        for finding in findings {
            if let fix = finding.fix {
                terminal.printLine(terminal.paint("problem:", "1;33") + " " + finding.what)
                terminal.printLine("  " + terminal.paint("fix:", "36") + " " + fix)
            } else {
                terminal.printLine(terminal.paint("ok:", "32") + " " + finding.what)
            }
        }
        if findings.contains(where: { $0.fix != nil }) { throw ExitCode(ExitStatus.contentErrors) }
    }

    private func photoLibrary() -> [Finding] {
        let library = VipsImageLibrary()
        guard let version = library.version else {
            return [
                Finding(
                    what:
                        "libvips: not available (\(library.unavailableReason ?? "unknown reason")), so photos cannot be resized",
                    fix:
                        "apt-get install libvips42 (Debian, Ubuntu); or set photos: { publish_originals: true } in diary.yaml"
                )
            ]
        }
        let formats = library.readableFormats
        let read = formats.filter(\.readable).map(\.format).joined(separator: ", ")
        var findings = [Finding(what: "libvips \(version): reads \(read)")]
        if formats.contains(where: { $0.format == "HEIC" && !$0.readable }) {
            findings.append(
                Finding(
                    what: "libvips cannot read HEIC: iPhone photos would fail",
                    fix: "install libvips with libheif (Debian's libvips42 has it: apt-get install libvips42 libheif1)")
            )
        }
        return findings
    }

    private func git(_ layout: SiteLayout) -> [Finding] {
        let git = Git(folder: layout.root)
        guard let version = git.run(["--version"]) else {
            return [
                Finding(
                    what: "git: not installed, so no dates, authors or \"edited\" marks come from the history",
                    fix: "apt-get install git")
            ]
        }
        var findings = [Finding(what: version.withoutFinalNewline)]
        guard git.isInsideWorkTree == true else {
            findings.append(
                Finding(
                    what: "the diary is not in a git repository: its history gives no dates or authors",
                    fix: "git init && git add -A && git commit -m \"My diary\" in \(layout.root.path)"))
            return findings
        }
        if let hooks = git.run(["rev-parse", "--git-path", "hooks"]), hooks.succeeded {
            let hook = URL(fileURLWithPath: hooks.withoutFinalNewline, relativeTo: layout.root).appending(
                path: "pre-commit")
            let installed = FileManager.default.contents(atPath: hook.path).map {
                String(decoding: $0, as: UTF8.self).contains(PreCommitHook.marker)
            }
            findings.append(
                installed == true
                    ? Finding(what: "the pre-commit hook checks every commit")
                    : Finding(
                        what: "no pre-commit hook: a commit with a broken entry goes through",
                        fix: "keepsake hooks install"))
        }
        return findings
    }

    private func settings(_ layout: SiteLayout) -> [Finding] {
        var diagnostics: [Diagnostic] = []
        guard let settings = DiarySettings.load(layout, options: BuildOptions(), &diagnostics),
            !diagnostics.hasErrors
        else {
            return [
                Finding(
                    what: "the diary's settings or theme do not load (\(diagnostics.errors.count) errors)",
                    fix: "keepsake check lists them with their places")
            ]
        }
        let own = settings.theme.files.files.values.filter { !$0.origin.hasPrefix("(built-in)") }.count
        var findings = [
            Finding(
                what: "theme \(settings.theme.files.name)"
                    + (own == 0 ? " (built in)" : " (built in, \(own) of its files your own in Themes/)"))
        ]
        let baseURL = settings.config.baseURL
        findings.append(
            baseURL.hasPrefix("/")
                ? Finding(
                    what: "base_url is \(baseURL): the feeds and the sitemap get addresses without the site's",
                    fix: "set base_url: https://example.com/diary/ in diary.yaml (or build with --base-url)")
                : Finding(what: "base_url \(baseURL)"))
        return findings
    }

    private func cache(_ layout: SiteLayout) -> Finding {
        let folder = layout.root.appending(path: ".keepsake-cache")
        var bytes = 0
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        while let url = walker?.nextObject() as? URL {
            bytes += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        let megabytes = (Double(bytes) / 1_048_576 * 10).rounded() / 10
        return Finding(what: "build cache .keepsake-cache/: \(megabytes) MB (deleting it only costs time)")
    }
}
