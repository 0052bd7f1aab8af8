import Foundation

@testable import KeepsakeCore

extension GitHistory {
    /// `startReading(…).whole()`: the whole history at once, as the tests look at it.
    static func read(
        root: URL, contentFolder: String = "Content", gitExecutable: URL? = nil, cache: (any HistoryMemo)? = nil
    ) -> GitHistory {
        startReading(root: root, contentFolder: contentFolder, gitExecutable: gitExecutable, cache: cache).whole()
    }
}
