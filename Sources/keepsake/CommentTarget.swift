import ArgumentParser
import Foundation
import KeepsakeCore

/// The sidecar a comment command changes, found from the entry as typed, and the change made to it.
struct CommentTarget {
    let layout: SiteLayout
    let settings: WritingSettings
    /// The sidecar's path relative to the diary root.
    let sidecar: String

    init(entry: String, diary: RootOptions) throws {
        layout = try diary.layout()
        settings = try WritingSettings.load(layout).get()
        let locator = EntryLocator(layout: layout, config: settings.config, catalog: settings.catalog)
        let path = try locator.locate(entry, workingFolder: diary.workingFolder).get()
        sidecar = ContentInventory.sidecar(for: path)
    }

    /// Applies `change`, reporting a refusal or a file error with exit status 1.
    static func apply(
        _ change: (CommentTarget) throws -> CommentChange, entry: String, diary: RootOptions, terminal: Terminal
    )
        throws -> (CommentEdit, CommentTarget)
    {
        do {
            let target = try CommentTarget(entry: entry, diary: diary)
            let editor = CommentThreadEditor(timeZone: target.settings.config.timeZone)
            let edit = try editor.update(
                sidecar: target.layout.url(for: target.sidecar), path: target.sidecar, change: try change(target),
                now: Date())
            return (edit, target)
        } catch let failure as EditFailure {
            terminal.printRefusal(failure)
            throw ExitCode(ExitStatus.contentErrors)
        } catch let failure as AtomicFileError {
            terminal.printError(failure.description, hint: "the sidecar was left as it was")
            throw ExitCode(ExitStatus.contentErrors)
        }
    }
}
