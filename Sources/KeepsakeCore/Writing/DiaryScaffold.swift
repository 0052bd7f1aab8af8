import Foundation

/// The files of a new diary, as `keepsake init` writes them. Nothing is ever overwritten: a folder
/// with `Content/diary.yaml` is refused, any other file already there is kept and reported skipped.
public struct DiaryScaffold: Sendable {
    /// The languages a new diary can start in (the built-in theme's).
    public enum Language: String, Sendable, CaseIterable {
        case ko, en

        /// The title a diary gets when none is given.
        public var defaultTitle: String { self == .ko ? "나의 일기" : "My Diary" }
    }

    /// What `write` did, as paths relative to the diary folder.
    public struct Written: Sendable, Equatable {
        public var created: [String] = []
        /// Files that were already there and were left alone.
        public var skipped: [String] = []
    }

    public let title: String
    public let language: Language
    public let timeZone: TimeZone
    /// The welcome entry's date, in `timeZone`.
    public let date: DiaryDate

    public init(title: String? = nil, language: Language, timeZone: TimeZone, now: Date) {
        let trimmed = title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.title = trimmed.isEmpty ? language.defaultTitle : trimmed
        self.language = language
        self.timeZone = timeZone
        self.date = DiaryDateParser(timeZone: timeZone).minute(at: now)
    }

    /// `Content/entries/YYYY/MM/YYYY-MM-DD-welcome.md`.
    public var welcomePath: String {
        "Content/entries/\(pad(date.year, 4))/\(pad(date.month))/\(Slug.entryFileName(day: date.isoDay, slug: "welcome"))"
    }

    /// Every file, relative path → text, in the order they are written.
    public var files: [(path: String, text: String)] {
        [
            ("Content/diary.yaml", diaryYAML),
            (welcomePath, welcomeEntry),
            (EntryArchetype.path, EntryArchetype.builtIn.text),
            (".gitignore", Self.gitignore),
            ("README.md", readme),
            (".github/workflows/publish.yml", Self.publishWorkflow),
        ]
    }

    /// Writes the files into `folder` (created if needed).
    /// - Throws: `EditFailure` when `folder` already holds a diary; `AtomicFileError` or a
    ///   file-system error when a file cannot be written.
    public func write(into folder: URL) throws -> Written {
        let config = folder.appending(path: "Content/diary.yaml")
        if FileManager.default.fileExists(atPath: config.path) {
            throw EditFailure([
                .error(
                    at: SourceLocation(path: config.path), "there is a diary here already",
                    hint: "keepsake init never overwrites a diary; add entries with `keepsake new \"Title\"`")
            ])
        }
        var written = Written()
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try AtomicFile(url: url).create(Data(text.utf8))
                written.created.append(path)
            } catch {
                guard error.exists else { throw error }
                written.skipped.append(path)
            }
        }
        return written
    }
}

// MARK: - Texts

extension DiaryScaffold {
    /// `Content/diary.yaml`, every setting with a comment in the diary's language.
    public var diaryYAML: String {
        let ko = language == .ko
        func line(_ setting: String, _ comment: String) -> String {
            setting.padding(toLength: max(setting.count + 2, 34), withPad: " ", startingAt: 0) + "# " + comment
        }
        let lines: [String] = [
            ko
                ? "# 이 일기장의 설정. 모든 항목은 Keepsake의 README에 설명되어 있어요."
                : "# This diary's settings. Keepsake's README explains every key.",
            line("title: \(YAMLText.scalar(title))", ko ? "일기장 이름 (꼭 필요해요)" : "the diary's name (required)"),
            ko ? "# subtitle: 매일 조금씩" : "# subtitle: A little every day",
            line(
                "language: \(language.rawValue)",
                ko ? "ko 또는 en: 달 이름, 날짜, 화면의 말" : "ko or en: month names, dates, the words on the pages"),
            line(
                "time_zone: \(timeZone.identifier)",
                ko ? "시간대 없이 쓴 날짜는 이 시간대로 읽어요" : "dates without an offset are read in this zone (IANA name)"),
            line(
                "# base_url: https://USER.github.io/REPO/",
                ko ? "사이트를 올리는 주소 (절대 링크, 404 페이지)" : "where the site is published (absolute links, 404 page)"),
            line(
                "theme: default",
                ko
                    ? "기본 테마; 바꿀 파일만 Themes/default/에 두세요"
                    : "the built-in theme; put files to override in Themes/default/"),
            line("index_months: 3", ko ? "첫 페이지에 보여 줄 달 수" : "months on the front page"),
            line(
                "deleted_entries: trace",
                ko
                    ? "trace: 지운 일기는 날짜만 남아요; hide: 사라져요"
                    : "trace: a deleted entry leaves a dated card; hide: it disappears"),
            line(
                "pretty_urls: false",
                ko
                    ? "true: 주소가 /로 끝나요 (웹 서버용); false: 파일로도 열려요"
                    : "true: links end in / (for a web server); false: also works from disk"),
            line(
                "# photos: { keep_metadata: false }",
                ko
                    ? "true: 사진의 EXIF 정보(GPS 위치 포함)를 그대로 공개해요"
                    : "true: publish photos with their EXIF data (GPS location!)"),
            "cover:",
            line(
                "  color: peach",
                ko ? "표지 색: 팔레트 이름 또는 \"#RRGGBB\"" : "the cover's colour: a palette name or \"#RRGGBB\""),
            line(
                "# members:",
                ko
                    ? "함께 쓰는 사람들; 일기에는 `author: minji`처럼 써요"
                    : "the writers of a shared diary; entries say `author: minji`"),
            "#   - { id: minji, name: 민지, color: rose }",
            line(
                "#   - { id: emma, name: Emma, color: mint, email: emma@example.com }",
                ko ? "email: git 커밋의 주소 (작성자를 git에서 찾아요)" : "email: her git commits' address (authors from git)"),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first entry, dated now.
    public var welcomeEntry: String {
        let ko = language == .ko
        let front = """
            ---
            title: \(ko ? "첫 번째 일기" : "Welcome to your diary")
            date: \(date.written)
            tags: [keepsake]
            mood: excited
            weather: sunny
            color: peach
            stickers:
              - { name: sparkle, x: 84, y: 16, rotate: 12 }
              - { name: washi-pink, x: 14, y: 6, rotate: -10 }
            ---

            """
        let body =
            ko
            ? """
            새 일기장에 오신 걸 환영해요! 이 글은 `\(welcomePath)`에 있는 Markdown 파일이에요.

            - 새 일기 쓰기: `keepsake new "오늘의 제목" --mood happy`
            - 확인하기: `keepsake check`
            - 사이트 만들기: `keepsake build` 다음에 `Output/index.html`을 열어 보세요.

            이 글은 지워도 괜찮아요. 자세한 내용은 README.md에 있어요.

            """
            : """
            Welcome to your new diary! This page is the Markdown file `\(welcomePath)`.

            - Write a new entry: `keepsake new "Today's title" --mood happy`
            - Check for mistakes: `keepsake check`
            - Build the site: `keepsake build`, then open `Output/index.html`.

            Feel free to delete this entry. README.md has more.

            """
        return front + body
    }

    /// A short guide for the writer.
    public var readme: String {
        let heading = "# " + title.replacingOccurrences(of: "\n", with: " ") + "\n\n"
        if language == .ko {
            return heading + """
                [Keepsake](https://github.com/) 로 만드는 일기장이에요. 일기는 `Content/entries/`에 있는 Markdown 파일이고,
                `keepsake build`가 `Output/`에 웹사이트를 만들어요. 설정은 `Content/diary.yaml`에 있어요.

                ## 쓰기

                ```sh
                keepsake new "벚꽃 피크닉" --mood happy --tag 봄      # 새 일기 파일을 만들고 경로를 알려 줘요
                $EDITOR "$(keepsake new "비 오는 월요일")"            # 만들고 바로 편집기로 열기
                ```

                날짜는 지금 시각(diary.yaml의 time_zone)이에요. 다른 날짜는 `--date 2026-05-03 07:30`. 앞머리(front matter)의
                title, date, mood, weather, color, photo, stickers, tags, draft 같은 항목은 Keepsake README에 설명되어 있어요.
                새 일기는 `Content/archetypes/entry.md`에서 시작해요: 이 파일을 고치면 새 일기의 모양이 바뀌어요
                ({{title}}, {{date}}, {{author}}, {{mood}}, {{tags}}, {{slug}} 자리에 값이 들어가요).

                ## 확인하고 만들기

                ```sh
                keepsake check    # 실수를 찾아 파일:줄:칸으로 알려 줘요; 아무것도 쓰지 않아요
                keepsake build    # Output/에 사이트를 만들어요; Output/index.html을 브라우저로 열어 보세요
                ```

                `Output/`은 파일로 바로 열려요. 웹 서버로 보고 싶으면 아무 정적 파일 서버로 `Output/`을 열면 돼요
                (예: `python3 -m http.server --directory Output`).

                ## 댓글

                댓글은 일기 옆의 `….comments.json` 파일에 있어요. 손으로 고쳐도 되고, 명령으로 안전하게 고칠 수도 있어요:

                ```sh
                keepsake comment add Content/entries/2026/05/2026-05-03-벚꽃-피크닉.md --author 준 --body "맛있겠다!"
                keepsake comment add 벚꽃-피크닉 --author 민지 --reply-to c1 --body "다음엔 같이 가자"
                keepsake comment edit c2 --entry 벚꽃-피크닉 --body "다음 주에 같이 가자"
                keepsake comment delete c2 --entry 벚꽃-피크닉
                ```

                ## 커밋하기 전에

                ```sh
                keepsake hooks install    # git commit 할 때마다 keepsake check를 돌려요; 오류가 있으면 커밋을 멈춰요
                ```

                ## 올리기

                `.github/workflows/publish.yml`은 main에 push할 때마다 사이트를 만들어 GitHub Pages에 올리는 예시예요.
                저장소의 Settings → Pages에서 Source를 "GitHub Actions"로 고르고, 파일 안의 KEEPSAKE_REPOSITORY를 확인하세요.
                `Output/`은 git에 넣지 않아요 (`.gitignore`).

                """
        }
        return heading + """
            A diary published with [Keepsake](https://github.com/). Entries are Markdown files in `Content/entries/`;
            `keepsake build` turns them into a website in `Output/`. The settings are in `Content/diary.yaml`.

            ## Write

            ```sh
            keepsake new "Cherry picnic" --mood happy --tag spring   # creates the entry file and prints its path
            $EDITOR "$(keepsake new "Rainy Monday")"                 # …and opens it in your editor
            ```

            The date is now, in the diary's time_zone; another one with `--date 2026-05-03 07:30`. The front matter keys
            (title, date, mood, weather, color, photo, stickers, tags, draft, …) are explained in Keepsake's README.
            New entries start from `Content/archetypes/entry.md`: change it to change every new entry
            ({{title}}, {{date}}, {{author}}, {{mood}}, {{tags}} and {{slug}} are filled in).

            ## Check and build

            ```sh
            keepsake check    # finds mistakes and shows them as file:line:column; writes nothing
            keepsake build    # writes the site into Output/; open Output/index.html in a browser
            ```

            `Output/` works straight from disk. To look at it through a web server, serve `Output/` with any static
            file server (for example `python3 -m http.server --directory Output`).

            ## Comments

            Comments live beside each entry in a `….comments.json` file. Edit it by hand, or safely with:

            ```sh
            keepsake comment add Content/entries/2026/05/2026-05-03-cherry-picnic.md --author Jun --body "Looks delicious!"
            keepsake comment add cherry-picnic --author Emma --reply-to c1 --body "Next time I'm coming"
            keepsake comment edit c2 --entry cherry-picnic --body "Next time I'm coming too"
            keepsake comment delete c2 --entry cherry-picnic
            ```

            ## Before each commit

            ```sh
            keepsake hooks install    # git runs keepsake check before every commit and stops it on errors
            ```

            ## Publish

            `.github/workflows/publish.yml` is an example that builds the site and publishes it to GitHub Pages on every
            push to main. In the repository's Settings → Pages, choose "GitHub Actions" as the source, and check
            KEEPSAKE_REPOSITORY in the file. `Output/` stays out of git (`.gitignore`).

            """
    }

    public static let gitignore = """
        # The built site: `keepsake build` makes it again (and the publish workflow does, on GitHub)
        /Output/
        /Output.*
        /.Output.*
        # Caches
        .keepsake-cache/
        .build/
        .swiftpm/
        .DS_Store

        """

    /// An example GitHub Actions workflow that builds the diary and deploys it to GitHub Pages.
    public static let publishWorkflow = """
        # Publishes the diary to GitHub Pages on every push to main. This is an example: read it once.
        #
        # 1. In the repository's Settings → Pages, choose "GitHub Actions" as the source.
        # 2. Set KEEPSAKE_REPOSITORY below to where Keepsake's source lives (it is built here from source).
        #
        # The site is built for the Pages address (https://USER.github.io/REPO/), given to
        # keepsake build --base-url, whatever base_url diary.yaml has.
        name: Publish diary

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: true

        jobs:
          build:
            runs-on: ubuntu-latest
            container: swift:6.0
            env:
              KEEPSAKE_REPOSITORY: https://github.com/OWNER/keepsake.git
              KEEPSAKE_VERSION: main
            steps:
              - uses: actions/checkout@v4
                with:
                  fetch-depth: 0   # the whole history: dates, authors and "edited" marks come from it
              - id: pages
                uses: actions/configure-pages@v5
              - name: Install Keepsake
                run: |
                  apt-get update
                  apt-get install -y --no-install-recommends libcmark-dev libmimalloc-dev libyaml-dev pkg-config git
                  git clone --depth 1 --branch "$KEEPSAKE_VERSION" "$KEEPSAKE_REPOSITORY" /tmp/keepsake
                  swift build -c release --package-path /tmp/keepsake
                  cp /tmp/keepsake/.build/release/keepsake /usr/local/bin/keepsake
              - name: Build the diary
                run: |
                  keepsake build --base-url "${{ steps.pages.outputs.base_url }}/"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: Output

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
}
