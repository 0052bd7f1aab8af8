@testable import KeepsakeBuild
import KeepsakeRender

extension OutputWriter {
    /// Writes `site` in one transaction, as a build's last phase does.
    @discardableResult
    func write(_ site: RenderedSite) throws(WriteError) -> Summary {
        try OutputTransaction(self).finish(site)
    }
}
