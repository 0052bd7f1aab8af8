import Foundation
import Testing

/// `keepsake build` killed with SIGKILL at random moments: the output folder is always exactly
/// the previous site or exactly the new one (never empty, half-written or unmarked), and the next
/// build cleans up after the killed ones.
@Suite("keepsake build killed")
struct BuildKillTests {
    /// A diary big enough that a debug build takes a while: the sample diary plus generated
    /// entries, in two versions that differ in pages, bytes and photos.
    struct Diary {
        let folder: URL
        let root: URL

        /// `folder/diary/Content` holds version A; `folder/Content-A` and `folder/Content-B` the two versions.
        init(generated count: Int) throws {
            folder = try CLI.temporaryFolder()
            root = folder.appending(path: "diary", directoryHint: .isDirectory)
            let a = folder.appending(path: "Content-A", directoryHint: .isDirectory)
            let b = folder.appending(path: "Content-B", directoryHint: .isDirectory)
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
            try fileManager.copyItem(at: Crash.package.appending(path: "Content"), to: a)
            for number in 0..<count { try Self.writeEntry(number, in: a) }
            try fileManager.copyItem(at: a, to: b)
            // B: retitled entries (their pages, neighbours, months and feeds change), removed
            // ones, new ones in months A does not have, one more comment, one photo entry less.
            for number in stride(from: 0, to: count, by: 7) {
                try Self.writeEntry(number, in: b, title: "Retitled note \(number)")
            }
            for number in stride(from: 5, to: count, by: 13) {
                try fileManager.removeItem(at: b.appending(path: Self.entryPath(number)))
            }
            for number in count..<(count + 20) { try Self.writeEntry(number, in: b) }
            try fileManager.removeItem(at: b.appending(path: "entries/2026/03/2026-03-14-march-snow.md"))
            let sidecar = b.appending(path: "entries/2026/04/2026-04-04-cherry-picnic.comments.json")
            var text = try String(contentsOf: sidecar, encoding: .utf8)
            let closing = try #require(text.range(of: "\n  ]\n}", options: .backwards))
            text.replaceSubrange(
                closing,
                with:
                    ",\n    {\n      \"id\": \"c99\",\n      \"author\": \"Emma\",\n      \"date\": \"2026-04-06 08:00\",\n"
                    + "      \"body\": \"One more for version B\"\n    }\n  ]\n}")
            try Data(text.utf8).write(to: sidecar)
            try fileManager.copyItem(at: a, to: root.appending(path: "Content"))
        }

        var output: URL { root.appending(path: "Output", directoryHint: .isDirectory) }

        /// Puts version `name` ("A" or "B") in place as `Content/`.
        func use(_ name: String) throws {
            let content = root.appending(path: "Content", directoryHint: .isDirectory)
            try FileManager.default.removeItem(at: content)
            try FileManager.default.copyItem(at: folder.appending(path: "Content-\(name)"), to: content)
        }

        static func entryPath(_ number: Int) -> String {
            let (month, day) = (number % 12 + 1, number / 12 % 28 + 1)
            let year = number >= 1000 ? 2023 : 2024
            return String(format: "entries/%d/%02d/%d-%02d-%02d-note-%d.md", year, month, year, month, day, number)
        }

        /// Entries 1000 and up go into 2023 (months version A does not have).
        static func writeEntry(_ number: Int, in content: URL, title: String? = nil) throws {
            let path = entryPath(number)
            let date = String(path.split(separator: "/").last!.prefix(10))
            let url = content.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let moods = ["happy", "calm", "tired", "grateful"]
            let authors = ["minji", "jun", "emma"]
            let paragraph =
                "Note \(number) of the generated part: a walk by the river, *kimbap* for lunch, and a long talk about "
                + "the [weather](https://example.com/weather) and the next trip. 오늘은 산책을 했다 — 바람이 시원했다. "
            let text = """
                ---
                title: \(title ?? "Generated note \(number)")
                date: \(date) \(String(format: "%02d", 8 + number % 12)):\(String(format: "%02d", number % 60))
                author: \(authors[number % authors.count])
                tags: [generated, group-\(number % 9)]
                mood: \(moods[number % moods.count])
                ---
                \(String(repeating: paragraph, count: 3))

                - first thing \(number)
                - second thing

                \(String(repeating: paragraph, count: 2))

                """
            try Data(text.utf8).write(to: url)
            if number % 5 == 0 {
                let sidecar = url.deletingPathExtension().appendingPathExtension("comments.json")
                try Data(
                    """
                    {
                      "comments": [
                        { "id": "c1", "author": "준", "date": "\(date) 22:00", "body": "Comment on note \(number)" },
                        { "id": "c2", "author": "Emma", "date": "\(date) 23:00", "body": "A reply", "replyTo": "c1" }
                      ]
                    }

                    """.utf8
                ).write(to: sidecar)
            }
        }
    }

    /// Builds with `arguments`, killed after `delay` (never, for `nil`).
    /// - Returns: whether the build was killed, its run, and how long it ran.
    private static func build(
        _ diary: Diary, _ arguments: [String] = [], killAfter delay: Duration?
    ) async throws -> (killed: Bool, run: CLI.Run, duration: Duration) {
        let clock = ContinuousClock()
        let began = clock.now
        let started = try CLI.start(
            CLI.binary.path, ["build", "--root", diary.root.path, "--no-git"] + arguments, in: diary.folder)
        async let finished = { (await started.finish(), clock.now) }()
        if let delay { try await Crash.kill(started, after: delay) }
        let (run, ended) = await finished
        return (Crash.wasKilled(started), run, ended - began)
    }

    /// When to kill, as fractions of a build's duration spread over `[0, 1.2]`: one slice of that
    /// range per round (in shuffled order), a random point in each, plus an immediate kill and one
    /// right around the end.
    private static func schedule(rounds: Int, random: inout Crash.Random) -> [Double] {
        var fractions = (0..<rounds).map { slice in
            1.2 * (Double(slice) + Double.random(in: 0..<1, using: &random)) / Double(rounds)
        }
        fractions[0] = 0
        fractions[rounds - 1] = Double.random(in: 0.95...1.05, using: &random)
        fractions.shuffle(using: &random)
        return fractions
    }

    /// Runs killed builds into `output`, each time towards the other version than the one the
    /// folder holds, and checks the folder after each. A kill comes at `fraction` × the mean
    /// duration of the builds that ran to their end so far (the machine's load changes as the
    /// test runs, and a build after a killed one first removes what that one left).
    /// - Returns: how often each outcome was seen (`killed→old (A)`, `finished→new (B)`, …) and the version
    ///   the folder holds at the end.
    private static func killLoop(
        _ diary: Diary, output: URL, arguments: [String], trees: [String: Crash.Tree], holding start: String?,
        fractions: [Double], durations: inout [Duration]
    ) async throws -> (outcomes: [String: Int], holding: String?) {
        var holding = start
        var outcomes: [String: Int] = [:]
        for (round, fraction) in fractions.enumerated() {
            let target = holding == "B" ? "A" : "B"
            try diary.use(target)
            let delay = durations.reduce(.zero, +) / durations.count * fraction
            let (killed, run, ran) = try await Self.build(diary, arguments, killAfter: delay)
            if !killed { durations.append(ran) }
            let tree = Crash.tree(of: output)
            let seen = trees.first { $0.value == tree }?.key ?? (tree == nil && holding == nil ? "missing" : nil)
            let state =
                seen == nil
                ? "MIXED" : seen == "missing" ? "missing" : seen == target ? "new (\(target))" : "old (\(seen!))"
            let outcome = "\(killed ? "killed" : "finished")→\(state)"
            print(
                "round \(round): \(target) build, kill after \(delay.wholeMilliseconds) ms (\(Int(fraction * 100)) %): \(outcome)"
            )
            outcomes[outcome, default: 0] += 1
            #expect(
                seen != nil,
                "round \(round), kill after \(delay.wholeMilliseconds) ms: \(output.lastPathComponent)/ is neither version A (\(Crash.difference(tree, from: trees["A"]!))) nor B (\(Crash.difference(tree, from: trees["B"]!)))"
            )
            if !killed {
                #expect(run.status == 0 && seen == target, "round \(round): a build that was not killed: \(run.error)")
            }
            if seen == nil { break }
            holding = seen == "missing" ? nil : seen
            // What the killed build left is removed by the next one: never more than one leftover.
            let leftovers = Crash.names(in: output.deletingLastPathComponent(), prefix: ".\(output.lastPathComponent).")
            #expect(leftovers.count <= 1, "round \(round): \(leftovers)")
        }
        return (outcomes, holding)
    }

    /// Builds killed at moments spread over a whole build, into `Output/` and then into a folder
    /// outside the diary given with `--output` (which does not exist at first: it is then either
    /// still missing or the whole site).
    @Test(.timeLimit(.minutes(10))) func killedBuildsLeaveTheOldSiteOrTheNewOne() async throws {
        let diary = try Diary(generated: 150)
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        var random = Crash.Random.forTest("killedBuildsLeaveTheOldSiteOrTheNewOne")

        // The two versions, built whole; B's build (photos already resized, as in every killed
        // build below) measures how long a build takes.
        let first = try await Self.build(diary, killAfter: nil)
        try #require(first.run.status == 0, "\(first.run.error)")
        let a = try #require(Crash.tree(of: diary.output))
        try diary.use("B")
        let second = try await Self.build(diary, killAfter: nil)
        var durations = [first.duration, second.duration]
        let duration = second.duration
        try #require(second.run.status == 0, "\(second.run.error)")
        let b = try #require(Crash.tree(of: diary.output))
        #expect(a[".keepsake-output"] != nil && b[".keepsake-output"] != nil)
        #expect(Set(a.keys) != Set(b.keys), "A and B should differ in their files")
        #expect(a.contains { b[$0.key] != nil && b[$0.key] != $0.value }, "A and B should differ in bytes")
        print(
            "builds take \(first.duration.wholeMilliseconds) ms (A, photos resized) and \(duration.wholeMilliseconds) ms (B); A has \(a.count) paths, B \(b.count)"
        )
        let trees = ["A": a, "B": b]

        // Into Output/.
        let (outcomes, holding) = try await Self.killLoop(
            diary, output: diary.output, arguments: [], trees: trees, holding: "B",
            fractions: Self.schedule(rounds: 20, random: &random), durations: &durations)
        print("Output/: \(outcomes.sorted { $0.key < $1.key })")
        #expect(outcomes.keys.contains { $0.hasPrefix("killed→") }, "no build was killed: \(outcomes)")
        #expect(holding != nil)
        // A normal build afterwards: version B, and nothing left beside Output/.
        try diary.use("B")
        let last = try await Self.build(diary, killAfter: nil)
        #expect(last.run.status == 0, "\(last.run.error)")
        #expect(Crash.tree(of: diary.output) == b, "\(Crash.difference(Crash.tree(of: diary.output), from: b))")
        #expect(Crash.names(in: diary.root, prefix: ".Output.") == [])

        // Into a new folder outside the diary with --output, the first build killed before its end.
        let site = diary.folder.appending(path: "published/site", directoryHint: .isDirectory)
        let arguments = ["--output", site.path]
        try diary.use("A")
        let (killed, _, _) = try await Self.build(
            diary, arguments, killAfter: duration * Double.random(in: 0..<0.8, using: &random))
        let tree = Crash.tree(of: site)
        #expect(tree == nil || tree == a, "\(Crash.difference(tree, from: a))")
        print(
            "first build into a new folder: \(killed ? "killed" : "finished"), folder \(tree == nil ? "missing" : "complete")"
        )
        let (elsewhere, _) = try await Self.killLoop(
            diary, output: site, arguments: arguments, trees: trees, holding: tree == nil ? nil : "A",
            fractions: Self.schedule(rounds: 6, random: &random), durations: &durations)
        print("--output: \(elsewhere.sorted { $0.key < $1.key })")
        try diary.use("B")
        let final = try await Self.build(diary, arguments, killAfter: nil)
        #expect(final.run.status == 0, "\(final.run.error)")
        #expect(Crash.tree(of: site) == b, "\(Crash.difference(Crash.tree(of: site), from: b))")
        #expect(Crash.names(in: site.deletingLastPathComponent(), prefix: ".site.") == [])
    }
}
