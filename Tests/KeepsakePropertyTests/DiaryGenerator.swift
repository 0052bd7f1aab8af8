/// Seeded small diaries: 5–30 entries over a few months of one to three years, in Korean and
/// English, with tags, moods, weather and stickers from the built-in theme's catalog, colours,
/// comment sidecars and a photo or two. Everything it makes is valid: the property is about
/// equal output, not about errors.
enum DiaryGenerator {
    static let memberIDs = ["minji", "jun", "emma", "sora"]

    /// The options of one case's builds.
    static func flags(_ random: inout SplitMix64) -> Builds.Flags {
        Builds.Flags(drafts: random.chance(0.3), baseURL: random.chance(0.25) ? "/" : nil)
    }

    static func diary(_ random: inout SplitMix64) -> DiaryModel {
        var model = DiaryModel(config: config(&random))
        let firstYear = random.int(2023...2026)
        let years = Array(firstYear...(firstYear + random.int(0...2)))
        let months = (0..<random.int(2...6)).map { _ in (random.pick(years), random.int(1...12)) }
        for _ in 0..<random.int(5...30) {
            let (year, month) = random.pick(months)
            addEntry(to: &model, &random, year: year, month: month)
        }
        if random.chance(0.2) { model.themeFiles[ThemeVariation.footerPath] = random.int(1...99) }
        return model
    }

    static func config(_ random: inout SplitMix64) -> ConfigModel {
        let members = memberIDs.prefix(random.int(2...3)).map { id in
            ConfigModel.Member(
                id: id, name: random.pick(Vocabulary.memberNames), color: random.chance(0.6) ? color(&random) : nil)
        }
        return ConfigModel(
            title: random.pick(Vocabulary.diaryTitles), subtitle: random.chance(0.5) ? "민지, 준 & Emma" : nil,
            language: random.chance(0.6) ? "ko" : "en",
            baseURL: random.pick(["https://example.com/diary/", "/diary/", nil]), indexMonths: random.int(1...4),
            deletedEntries: random.chance(0.7) ? "trace" : "hide", prettyURLs: random.chance(0.3),
            weekStarts: random.pick(["sunday", "monday"]), feedEntries: random.pick([0, 3, 20]), members: members,
            ownMood: random.chance(0.3), coverColor: random.chance(0.5) ? color(&random) : nil,
            coverStickers: (0..<random.int(0...2)).map { _ in sticker(&random) })
    }

    // MARK: - Entries

    /// Adds an entry of `year`/`month` (and maybe its photo and comments); returns its path.
    @discardableResult
    static func addEntry(
        to model: inout DiaryModel, _ random: inout SplitMix64, year: Int, month: Int, draft: Bool? = nil
    ) -> String {
        let date = self.date(&random, year: year, month: month)
        let number = model.freshName()
        let folder = random.chance(0.85) ? "Content/entries/\(year)/\(DateModel.two(month))" : "Content/entries/\(year)"
        let path = "\(folder)/\(date.dayText)-\(slugWord(&random))-\(number).md"
        var entry = EntryModel(date: date, body: Vocabulary.body(&random, sentences: random.int(1...6)))
        let korean = random.chance(0.5)
        if random.chance(0.9) { entry.title = random.pick(korean ? Vocabulary.koreanTitles : Vocabulary.englishTitles) }
        entry.datedByName = random.chance(0.15)
        if random.chance(0.8) { entry.author = random.pick(model.config.members).id }
        entry.tags = tags(&random)
        if random.chance(0.8) { entry.mood = mood(&random, model: model) }
        if random.chance(0.6) { entry.weather = weather(&random) }
        if random.chance(0.4) { entry.color = color(&random) }
        entry.stickers = (0..<random.int(0...3)).map { _ in sticker(&random) }
        entry.draft = draft ?? random.chance(0.08)
        entry.deleted = random.chance(0.05)
        if random.chance(0.1) { entry.slug = "s-\(number)" }
        if random.chance(0.3) { entry.comments = comments(&random, after: date, count: random.int(1...5)) }
        model.entries[path] = entry
        if random.chance(0.15) { addPhoto(to: path, in: &model, &random) }
        return path
    }

    /// A new photo in the entry's folder, made the entry's polaroid picture.
    static func addPhoto(to path: String, in model: inout DiaryModel, _ random: inout SplitMix64) {
        let name = "photos/p\(model.freshName()).png"
        model.photos[path.folderPart + "/" + name] = PNGImages.picture(
            width: random.int(8...40), height: random.int(8...40), shade: random.int(0...255))
        model.entries[path]?.photo = name
        model.entries[path]?.photoAlt = random.pick(["돗자리 위의 김밥", "A cat on a window sill", "밤바다"])
    }

    static func slugWord(_ random: inout SplitMix64) -> String {
        random.chance(0.7) ? random.pick(Vocabulary.slugWords) : random.pick(Vocabulary.koreanSlugWords)
    }

    static func date(_ random: inout SplitMix64, year: Int, month: Int) -> DateModel {
        var date = DateModel(year: year, month: month, day: random.int(1...28))
        guard random.chance(0.8) else { return date }
        date.time = (random.int(0...23), random.pick([0, 5, 30, 45, 59]))
        if random.chance(0.2) { date.seconds = random.int(0...59) }
        // An offset the diary's zone (Seoul) converts from: New York's late evening is the next day there.
        if random.chance(0.15) { date.offsetHours = random.pick([9, -4, 0]) }
        return date
    }

    /// Up to three tags, never two that differ only in case within one entry.
    static func tags(_ random: inout SplitMix64) -> [String] {
        var seen = Set<String>()
        return random.some(Vocabulary.tags, upTo: 3).filter { seen.insert($0.lowercased()).inserted }
    }

    static func mood(_ random: inout SplitMix64, model: DiaryModel) -> String {
        model.config.ownMood && random.chance(0.15) ? "homesick" : random.pick(Builds.catalog.moods)
    }

    static func weather(_ random: inout SplitMix64) -> WeatherModel {
        WeatherModel(
            kind: random.pick(Builds.catalog.weather), temperature: random.chance(0.5) ? random.int(-5...35) : nil)
    }

    /// A palette name or a `#RRGGBB` colour.
    static func color(_ random: inout SplitMix64) -> String {
        if random.chance(0.7), !Builds.catalog.palette.isEmpty { return random.pick(Builds.catalog.palette) }
        let digits = Array("0123456789ABCDEF")
        return "#" + String((0..<6).map { _ in random.pick(digits) })
    }

    static func sticker(_ random: inout SplitMix64) -> StickerModel {
        StickerModel(
            name: random.pick(Builds.catalog.stickers), x: random.int(0...100), y: random.int(0...100),
            rotate: random.int(-180...180), scale: random.pick([0.25, 0.8, 1.0, 1.1, 1.5, 3.0]))
    }

    // MARK: - Comments

    static func comments(_ random: inout SplitMix64, after date: DateModel, count: Int) -> [CommentModel] {
        var comments: [CommentModel] = []
        for number in 1...count { comments.append(comment(&random, id: "c\(number)", after: date, earlier: comments)) }
        return comments
    }

    /// A comment a day or two after `date`, perhaps replying to one of `earlier`.
    static func comment(
        _ random: inout SplitMix64, id: String, after date: DateModel, earlier: [CommentModel]
    ) -> CommentModel {
        var when = DateModel(year: date.year, month: date.month, day: min(28, date.day + random.int(0...2)))
        when.time = (random.int(0...23), random.int(0...59))
        var comment = CommentModel(
            id: id, author: random.pick(Vocabulary.commenters), date: when, body: random.pick(Vocabulary.commentBodies))
        if !earlier.isEmpty, random.chance(0.4) { comment.replyTo = random.pick(earlier).id }
        if random.chance(0.15) {
            var edited = when
            edited.time = (min(23, when.time!.hour + 1), when.time!.minute)
            comment.edited = edited
        }
        comment.deleted = random.chance(0.1)
        return comment
    }
}
