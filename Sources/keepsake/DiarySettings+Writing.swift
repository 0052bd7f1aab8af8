import KeepsakeBuild
import KeepsakeCore

extension DiarySettings {
    /// The settings as `keepsake build` reads them (the diary's own moods included), for the writing
    /// commands (`new`, `comment`): an error in them stops the command before it writes anything.
    static func forWriting(_ layout: SiteLayout) throws(EditFailure) -> DiarySettings {
        var diagnostics: [Diagnostic] = []
        let settings = DiarySettings.load(layout, options: BuildOptions(), &diagnostics)
        guard let settings, !diagnostics.hasErrors else { throw EditFailure(diagnostics) }
        return settings
    }
}
