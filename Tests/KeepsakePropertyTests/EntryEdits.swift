/// Edits of entry files: add, edit field by field, rename, delete, mark deleted or draft.
enum EntryEdits {
    /// Applies `kind` if it fits the diary; `false` when it does not (no entry to edit, say).
    static func apply(
        _ kind: EditKind, to model: inout DiaryModel, _ random: inout SplitMix64, _ step: inout EditStep
    ) -> Bool {
        if kind == .addEntry || kind == .addDraft {
            let (year, month) = someMonth(of: model, &random)
            let path = DiaryGenerator.addEntry(
                to: &model, &random, year: year, month: month, draft: kind == .addDraft ? true : nil)
            step.say("add \(kind == .addDraft ? "draft" : "entry") \(path): \(summary(model.entries[path]!))")
            return true
        }
        guard let path = model.entryPaths.isEmpty ? nil : random.pick(model.entryPaths) else { return false }
        var entry = model.entries[path]!
        switch kind {
        case .editTitle: editTitle(&entry, path, &random, &step)
        case .editBody: editBody(&entry, path, &random, &step)
        case .editTags:
            let tags = DiaryGenerator.tags(&random)
            step.say("tags of \(path): \(entry.tags) → \(tags)")
            entry.tags = tags
        case .editMood:
            let mood = random.chance(0.85) ? DiaryGenerator.mood(&random, model: model) : nil
            step.say("mood of \(path): \(entry.mood ?? "none") → \(mood ?? "none")")
            entry.mood = mood
        case .editDate: editDate(&entry, path, of: model, &random, &step)
        case .editDecorations: editDecorations(&entry, path, &random, &step)
        case .renameEntry: return rename(path, in: &model, &random, &step)
        case .deleteEntry:
            step.say("delete \(path)\(entry.comments == nil ? "" : " and its comment sidecar")")
            model.entries[path] = nil
            return true
        case .markDeleted:
            entry.deleted.toggle()
            if entry.deleted, random.chance(0.5) { entry.body = "" }
            step.say(
                "\(entry.deleted ? "mark deleted" : "undelete") \(path)\(entry.body.isEmpty ? " (body emptied)" : "")")
        case .toggleDraft:
            entry.draft.toggle()
            step.say("\(entry.draft ? "make a draft of" : "publish draft") \(path)")
        case .touchEntry:
            step.touched.insert(path)
            step.say("save \(path) again unchanged")
            return true
        default: return false
        }
        model.entries[path] = entry
        return true
    }

    /// A month the diary has entries in (mostly), or one near them.
    static func someMonth(of model: DiaryModel, _ random: inout SplitMix64) -> (Int, Int) {
        let dates = model.entries.values.map(\.date)
        if let date = dates.isEmpty ? nil : random.pick(dates), random.chance(0.7) { return (date.year, date.month) }
        let year = dates.isEmpty ? 2026 : random.pick(dates).year + random.int(-1...1)
        return (year, random.int(1...12))
    }

    static func summary(_ entry: EntryModel) -> String {
        var parts = ["\"\(entry.title ?? "(untitled)")\"", entry.datedByName ? "dated by its name" : entry.date.text]
        if let mood = entry.mood { parts.append("mood \(mood)") }
        if !entry.tags.isEmpty { parts.append("tags \(entry.tags)") }
        if let photo = entry.photo { parts.append("photo \(photo)") }
        if let comments = entry.comments { parts.append("\(comments.count) comments") }
        if entry.draft { parts.append("draft") }
        if entry.deleted { parts.append("deleted") }
        if let slug = entry.slug { parts.append("slug \(slug)") }
        return parts.joined(separator: ", ")
    }

    private static func editTitle(
        _ entry: inout EntryModel, _ path: String, _ random: inout SplitMix64, _ step: inout EditStep
    ) {
        let old = entry.title
        if let title = old, random.chance(0.5), let same = SameSize.variant(of: title, &random) {
            entry.title = same
            step.say("title of \(path): \"\(title)\" → \"\(same)\" (same size)")
            return
        }
        if old != nil, random.chance(0.15) {
            entry.title = nil
        } else {
            entry.title = random.pick(random.chance(0.5) ? Vocabulary.koreanTitles : Vocabulary.englishTitles)
        }
        step.say(
            "title of \(path): \(old.map { "\"\($0)\"" } ?? "none") → \(entry.title.map { "\"\($0)\"" } ?? "none")")
    }

    private static func editBody(
        _ entry: inout EntryModel, _ path: String, _ random: inout SplitMix64, _ step: inout EditStep
    ) {
        let roll = random.int(0...9)
        if roll < 4, let same = SameSize.variant(of: entry.body, &random) {
            entry.body = same
            step.say("body of \(path): one letter changed (same size)")
        } else if roll < 7 {
            entry.body += "\n" + Vocabulary.body(&random, sentences: 1)
            step.say("body of \(path): a paragraph added")
        } else if roll < 9 {
            let keepsPictures = entry.body.split(separator: "\n").filter { $0.hasPrefix("![") }.joined(separator: "\n")
            entry.body = Vocabulary.body(&random, sentences: random.int(1...5)) + keepsPictures
            step.say("body of \(path): rewritten")
        } else {
            entry.body = ""
            step.say("body of \(path): emptied")
        }
    }

    private static func editDate(
        _ entry: inout EntryModel, _ path: String, of model: DiaryModel, _ random: inout SplitMix64,
        _ step: inout EditStep
    ) {
        let old = entry.datedByName ? "its name's date" : entry.date.text
        let roll = random.int(0...9)
        if roll < 3 {
            entry.date.time = (random.int(0...23), random.int(0...59))
            entry.date.offsetHours = nil
        } else if roll < 6 {
            entry.date.day = random.int(1...28)
        } else {
            let (year, month) = someMonth(of: model, &random)
            entry.date = DiaryGenerator.date(&random, year: year, month: month)
        }
        entry.datedByName = false
        step.say("date of \(path): \(old) → \(entry.date.text)")
    }

    private static func editDecorations(
        _ entry: inout EntryModel, _ path: String, _ random: inout SplitMix64, _ step: inout EditStep
    ) {
        switch random.int(0...2) {
        case 0:
            entry.weather = random.chance(0.8) ? DiaryGenerator.weather(&random) : nil
            let temperature = entry.weather?.temperature.map { " \($0)°C" } ?? ""
            step.say("weather of \(path): \(entry.weather.map { $0.kind + temperature } ?? "none")")
        case 1:
            entry.color = random.chance(0.8) ? DiaryGenerator.color(&random) : nil
            step.say("colour of \(path): \(entry.color ?? "none")")
        default:
            if !entry.stickers.isEmpty, random.chance(0.5) {
                let index = random.int(0...(entry.stickers.count - 1))
                entry.stickers[index].rotate = random.int(-180...180)
                entry.stickers[index].x = random.int(0...100)
                step.say("sticker \(index + 1) of \(path) moved and turned")
            } else {
                entry.stickers = (0..<random.int(0...3)).map { _ in DiaryGenerator.sticker(&random) }
                step.say("stickers of \(path): \(entry.stickers.map(\.name))")
            }
        }
    }

    /// A real rename (`mv`) of the entry file and its sidecar: to a new name in its folder, or,
    /// when it shows no pictures, into another folder.
    private static func rename(
        _ path: String, in model: inout DiaryModel, _ random: inout SplitMix64, _ step: inout EditStep
    ) -> Bool {
        let entry = model.entries[path]!
        let stem = path.stemPart
        let datePrefix = stem.count > 11 && stem.first?.isNumber == true ? String(stem.prefix(11)) : ""
        var folder = path.folderPart
        let showsPictures = entry.photo != nil || entry.body.contains("](photos/")
        if !showsPictures, random.chance(0.3) {
            folder = random.chance(0.5) ? "Content/entries/\(entry.date.year)" : "Content/moved"
        }
        let newPath = "\(folder)/\(datePrefix)\(DiaryGenerator.slugWord(&random))-\(model.freshName()).md"
        guard model.entries[newPath] == nil else { return false }
        step.moves.append(.init(from: path, to: newPath))
        if entry.comments != nil { step.moves.append(.init(from: path.sidecarPath, to: newPath.sidecarPath)) }
        model.entries[path] = nil
        model.entries[newPath] = entry
        step.say("rename \(path) → \(newPath)\(entry.comments == nil ? "" : " (and its sidecar)")")
        return true
    }
}
