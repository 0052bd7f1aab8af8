import Foundation

extension CommentThreadEditor {
    /// Applies `change` to the sidecar file at `url`: read, changed, checked and written atomically
    /// under an exclusive lock, so that many processes can comment on one entry at once.
    public func update(sidecar url: URL, path: String, change: CommentChange, now: Date) throws -> CommentEdit {
        try AtomicFile(url: url).update { data in
            var text: String?
            if let data {
                guard let decoded = SourceText.decode(Array(data)) else {
                    throw EditFailure(
                        at: SourceLocation(path: path), "file is not UTF-8 text", hint: "save it as UTF-8")
                }
                text = decoded
            } else if case .add = change {
                text = nil
            } else {
                throw EditFailure(at: SourceLocation(path: path), "the entry has no comments: \(path) does not exist")
            }
            let edit = try apply(change, to: text, path: path, now: now).get()
            return (contents: edit.changed ? Data(edit.text.utf8) : nil, value: edit)
        }
    }
}
