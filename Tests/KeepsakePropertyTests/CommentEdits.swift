/// Edits of comment sidecars, as `keepsake comment` or a person would make them.
enum CommentEdits {
    static func apply(
        _ kind: EditKind, to model: inout DiaryModel, _ random: inout SplitMix64, _ step: inout EditStep
    ) -> Bool {
        let withComments = model.entryPaths.filter { model.entries[$0]?.comments?.isEmpty == false }
        if kind == .addComment {
            guard !model.entries.isEmpty else { return false }
            let path = random.pick(model.entryPaths)
            var comments = model.entries[path]!.comments ?? []
            let highest = comments.compactMap { Int($0.id.dropFirst()) }.max() ?? 0
            let comment = DiaryGenerator.comment(
                &random, id: "c\(highest + 1)", after: model.entries[path]!.date, earlier: comments)
            comments.append(comment)
            step.say(
                "comment \(comment.id) by \(comment.author) on \(path)"
                    + (comment.replyTo.map { ", replying to \($0)" } ?? "")
                    + (comments.count == 1 ? " (a new sidecar)" : ""))
            model.entries[path]!.comments = comments
            return true
        }
        guard !withComments.isEmpty else { return false }
        let path = random.pick(withComments)
        var comments = model.entries[path]!.comments!
        let index = random.int(0...(comments.count - 1))
        switch kind {
        case .editComment:
            let old = comments[index].body
            if random.chance(0.5), let same = SameSize.variant(of: old, &random) {
                comments[index].body = same
            } else {
                comments[index].body = random.pick(Vocabulary.commentBodies) + " (고침)"
            }
            if random.chance(0.6) {
                var edited = comments[index].date
                edited.time = (min(23, (edited.time?.hour ?? 0) + 1), random.int(0...59))
                comments[index].edited = edited
            }
            comments[index].deleted = false
            step.say("edit comment \(comments[index].id) on \(path): \"\(old)\" → \"\(comments[index].body)\"")
        case .deleteComment:
            comments[index].deleted = true
            step.say("delete comment \(comments[index].id) on \(path) (its place kept)")
        case .removeComment:
            let id = comments[index].id
            guard !comments.contains(where: { $0.replyTo == id }) else { return false }
            comments.remove(at: index)
            step.say("remove comment \(id) from \(path)\(comments.isEmpty ? " (the sidecar is left with none)" : "")")
        case .deleteSidecar:
            model.entries[path]!.comments = nil
            step.say("delete the comment sidecar of \(path)")
            return true
        default: return false
        }
        model.entries[path]!.comments = comments
        return true
    }
}
