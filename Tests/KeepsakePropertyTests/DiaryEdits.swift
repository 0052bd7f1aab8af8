/// Edits of the diary as a whole — diary.yaml, theme overrides, photos — and the steps that
/// break the build on purpose and put it right again.
enum DiaryEdits {
    static func apply(
        _ kind: EditKind, to model: inout DiaryModel, _ random: inout SplitMix64, _ step: inout EditStep
    ) -> Bool {
        switch kind {
        case .editConfig: editConfig(&model.config, &random, &step)
        case .editTheme: editTheme(&model, &random, &step)
        case .addPhoto:
            let bare = model.entryPaths.filter { model.entries[$0]?.photo == nil }
            guard !bare.isEmpty else { return false }
            let path = random.pick(bare)
            DiaryGenerator.addPhoto(to: path, in: &model, &random)
            step.say("new photo \(model.entries[path]!.photo!) on \(path)")
        case .changePhoto:
            guard let path = model.photos.isEmpty ? nil : random.pick(model.photos.keys.sorted()) else { return false }
            let old = PNGImages.size(of: model.photos[path]!) ?? (8, 8)
            let sameSize = random.chance(0.6)
            let (width, height) = sameSize ? old : (random.int(8...40), random.int(8...40))
            model.photos[path] = PNGImages.picture(width: width, height: height, shade: random.int(0...255))
            step.say("new bytes for \(path) (\(width)×\(height)\(sameSize ? ", same file size" : ""))")
        case .removePhoto:
            let shown = model.entryPaths.filter { model.entries[$0]?.photo != nil }
            guard !shown.isEmpty else { return false }
            let path = random.pick(shown)
            let photo = path.folderPart + "/" + model.entries[path]!.photo!
            model.entries[path]!.photo = nil
            model.entries[path]!.photoAlt = nil
            var said = "no photo on \(path) any more"
            if random.chance(0.5), !isShown(photo, in: model) {
                model.photos[photo] = nil
                said += "; \(photo) deleted"
            }
            step.say(said)
        case .bodyPicture:
            let candidates = model.entryPaths.filter { path in
                model.photos.keys.contains { $0.hasPrefix(path.folderPart + "/photos/") }
            }
            guard !candidates.isEmpty else { return false }
            let path = random.pick(candidates)
            let folder = path.folderPart + "/"
            let photo = random.pick(model.photos.keys.filter { $0.hasPrefix(folder + "photos/") }.sorted())
            let relative = String(photo.dropFirst(folder.count))
            model.entries[path]!.body += "\n![사진 한 장](\(relative))\n"
            step.say("body of \(path) shows \(relative)")
        default: return false
        }
        return true
    }

    /// Whether an entry shows the photo at `photo` (a path in the diary) as its polaroid or in its body.
    static func isShown(_ photo: String, in model: DiaryModel) -> Bool {
        model.entries.contains { path, entry in
            let folder = path.folderPart + "/"
            guard photo.hasPrefix(folder) else { return false }
            let relative = String(photo.dropFirst(folder.count))
            return entry.photo == relative || entry.body.contains("](\(relative))")
        }
    }

    private static func editConfig(_ config: inout ConfigModel, _ random: inout SplitMix64, _ step: inout EditStep) {
        switch random.int(0...11) {
        case 0:
            let old = config.title
            config.title = SameSize.variant(of: old, &random) ?? random.pick(Vocabulary.diaryTitles)
            step.say("diary.yaml title: \"\(old)\" → \"\(config.title)\"")
        case 1:
            config.subtitle = config.subtitle == nil ? "A shared diary · 교환일기" : nil
            step.say("diary.yaml subtitle: \(config.subtitle ?? "none")")
        case 2:
            let index = random.int(0...(config.members.count - 1))
            config.members[index].name = random.pick(Vocabulary.memberNames)
            step.say("diary.yaml member \(config.members[index].id) is called \(config.members[index].name)")
        case 3:
            let index = random.int(0...(config.members.count - 1))
            config.members[index].color = random.chance(0.8) ? DiaryGenerator.color(&random) : nil
            step.say("diary.yaml member \(config.members[index].id)'s colour: \(config.members[index].color ?? "none")")
        case 4 where config.members.count < DiaryGenerator.memberIDs.count:
            let id = DiaryGenerator.memberIDs[config.members.count]
            config.members.append(.init(id: id, name: random.pick(Vocabulary.memberNames), color: nil))
            step.say("diary.yaml: new member \(id)")
        case 5:
            config.language = config.language == "ko" ? "en" : "ko"
            step.say("diary.yaml language: \(config.language)")
        case 6:
            config.indexMonths = random.int(1...4)
            step.say("diary.yaml index_months: \(config.indexMonths)")
        case 7:
            config.deletedEntries = config.deletedEntries == "trace" ? "hide" : "trace"
            step.say("diary.yaml deleted_entries: \(config.deletedEntries)")
        case 8:
            config.prettyURLs.toggle()
            step.say("diary.yaml pretty_urls: \(config.prettyURLs)")
        case 9:
            config.weekStarts = config.weekStarts == "sunday" ? "monday" : "sunday"
            step.say("diary.yaml week_starts: \(config.weekStarts)")
        case 10:
            config.feedEntries = random.pick([0, 1, 3, 20])
            step.say("diary.yaml feed_entries: \(config.feedEntries)")
        default:
            config.coverColor = random.chance(0.8) ? DiaryGenerator.color(&random) : nil
            step.say("diary.yaml cover colour: \(config.coverColor ?? "none")")
        }
    }

    private static func editTheme(_ model: inout DiaryModel, _ random: inout SplitMix64, _ step: inout EditStep) {
        let path = random.pick(ThemeVariation.paths)
        if let number = model.themeFiles[path] {
            if random.chance(0.3) {
                model.themeFiles[path] = nil
                step.say("remove the override \(path) (the built-in file again)")
            } else {
                // Mostly a number of as many digits: a file of the same size.
                let next = random.chance(0.7) ? (number < 10 ? 1 + number % 9 : 10 + (number - 9) % 90) : number + 100
                model.themeFiles[path] = next
                step.say("override \(path): variation \(number) → \(next)")
            }
        } else {
            let number = random.int(1...99)
            model.themeFiles[path] = number
            step.say("override \(path) (variation \(number))")
        }
    }
}
