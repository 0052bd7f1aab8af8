import ArgumentParser
import Foundation
import KeepsakeBuild
import KeepsakeCore

/// The sidecar a comment command changes, found from the entry as typed.
struct CommentTarget {
    let layout: SiteLayout
    let settings: DiarySettings
    /// The sidecar's path relative to the diary root.
    let sidecar: String

    init(entry: String, diary: RootOptions) throws {
        layout = try diary.layout()
        settings = try DiarySettings.forWriting(layout)
        let locator = EntryLocator(layout: layout, config: settings.config, catalog: settings.catalog)
        let path = try locator.locate(entry, workingFolder: diary.workingFolder)
        sidecar = ContentInventory.sidecar(for: path)
    }

    /// Applies `change` to the sidecar; a file error is reported here, with exit status 1.
    func apply(_ change: CommentChange, terminal: Terminal) throws -> CommentEdit {
        do {
            return try CommentThreadEditor(timeZone: settings.config.timeZone).update(
                sidecar: layout.url(for: sidecar), path: sidecar, change: change, now: Date())
        } catch let failure as AtomicFileError {
            terminal.printError(failure.description, hint: "the sidecar was left as it was")
            throw ExitCode(ExitStatus.contentErrors)
        }
    }
}
