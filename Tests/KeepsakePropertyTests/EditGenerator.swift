/// Seeded edit sequences: each step puts right what the last one broke (if it did), then makes
/// one to three edits, and now and then breaks the build on purpose as its last edit.
enum EditGenerator {
    static func step(_ model: inout DiaryModel, _ random: inout SplitMix64) -> EditStep {
        var step = EditStep()
        if let breakage = model.breakage {
            fix(breakage, in: &model, &step)
            model.breakage = nil
        }
        let choices = EditKind.allCases.map { (weight: $0.weight, value: $0) }
        var made = 0
        let wanted = random.weighted([(6, 1), (3, 2), (1, 3)])
        for _ in 0..<(wanted * 10) where made < wanted {
            let kind = random.weighted(choices)
            let applied =
                EntryEdits.apply(kind, to: &model, &random, &step)
                || CommentEdits.apply(kind, to: &model, &random, &step)
                || DiaryEdits.apply(kind, to: &model, &random, &step)
            if applied { made += 1 }
        }
        if step.descriptions.isEmpty || random.chance(0.08) { breakBuild(&model, &random, &step) }
        return step
    }

    /// An unknown mood in a published entry, or a reply to a comment that does not exist.
    static func breakBuild(_ model: inout DiaryModel, _ random: inout SplitMix64, _ step: inout EditStep) {
        let published = model.entryPaths.filter { !model.entries[$0]!.draft && !model.entries[$0]!.deleted }
        let commented = published.filter { model.entries[$0]!.comments?.isEmpty == false }
        if !commented.isEmpty, published.isEmpty || random.chance(0.4) {
            let path = random.pick(commented)
            let index = random.int(0...(model.entries[path]!.comments!.count - 1))
            model.breakage = .replyToNothing(
                entry: path, comment: index, was: model.entries[path]!.comments![index].replyTo)
            model.entries[path]!.comments![index].replyTo = "c999"
            step.say(
                "BREAK: comment \(model.entries[path]!.comments![index].id) on \(path) replies to c999 (no such comment)"
            )
        } else if !published.isEmpty {
            let path = random.pick(published)
            model.breakage = .unknownMood(entry: path, was: model.entries[path]!.mood)
            model.entries[path]!.mood = "hapy"
            step.say("BREAK: mood of \(path) is \"hapy\" (unknown)")
        } else {
            return
        }
        step.breaksBuild = true
    }

    static func fix(_ breakage: DiaryModel.Breakage, in model: inout DiaryModel, _ step: inout EditStep) {
        switch breakage {
        case .unknownMood(let path, let was):
            model.entries[path]!.mood = was
            step.say("FIX: mood of \(path) back to \(was ?? "none")")
        case .replyToNothing(let path, let index, let was):
            model.entries[path]!.comments![index].replyTo = was
            step.say("FIX: comment \(index + 1) on \(path) replies to \(was ?? "nothing") again")
        }
    }
}

/// The edit saved again at once: right after the step's build, or while it runs — a same-size
/// change to a file the step has just written, within the same second as its last write.
struct FollowUp: Sendable {
    enum Timing: Sendable {
        case afterBuild
        /// Saved this long after the build started.
        case duringBuild(milliseconds: Int)
    }

    let timing: Timing

    static func timing(_ random: inout SplitMix64) -> Timing? {
        switch random.int(0...9) {
        case 0...1: .afterBuild
        case 2: .duringBuild(milliseconds: random.int(0...150))
        default: nil
        }
    }

    /// Changes one of `written` (else any entry or photo) again, keeping its size; `nil` when nothing fits.
    static func edit(_ model: inout DiaryModel, written: Set<String>, _ random: inout SplitMix64) -> String? {
        let entries = model.entryPaths.filter { written.contains($0) || written.contains($0.sidecarPath) }
        let photos = model.photos.keys.filter { written.contains($0) }.sorted()
        if let photo = photos.first, entries.isEmpty || random.chance(0.5) {
            let (width, height) = PNGImages.size(of: model.photos[photo]!) ?? (8, 8)
            model.photos[photo] = PNGImages.picture(width: width, height: height, shade: random.int(0...255))
            return "new bytes for \(photo) again (\(width)×\(height), same file size)"
        }
        let candidates = entries.isEmpty ? model.entryPaths : entries
        guard !candidates.isEmpty else { return nil }
        let path = random.pick(candidates)
        var entry = model.entries[path]!
        if let body = SameSize.variant(of: entry.body, &random) {
            entry.body = body
            model.entries[path] = entry
            return "body of \(path): another letter changed (same size)"
        }
        if let title = entry.title, let same = SameSize.variant(of: title, &random) {
            entry.title = same
            model.entries[path] = entry
            return "title of \(path): \"\(title)\" → \"\(same)\" (same size)"
        }
        return nil
    }
}
