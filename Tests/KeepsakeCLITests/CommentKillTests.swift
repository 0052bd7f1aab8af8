import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `keepsake comment add|edit|delete` killed with SIGKILL at random moments, several at once:
/// the sidecar stays valid, no finished change is lost, a killed one is all there or not at all,
/// and temporary files of killed writers are removed by the next writer.
@Suite("keepsake comment killed")
struct CommentKillTests {
    static let entry = "Content/entries/2026/05/2026-05-03-picnic.md"
    static let sidecar = "Content/entries/2026/05/2026-05-03-picnic.comments.json"
    static let temporaryPrefix = ".2026-05-03-picnic.comments.json."

    private static func diaryWithEntry() async throws -> URL {
        let diary = try await CLI.newDiary()
        let url = diary.appending(path: entry)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Picnic\n---\nKimbap.\n".utf8).write(to: url)
        return diary
    }

    /// One comment as the sidecar holds it.
    struct Comment: Equatable {
        let author: String
        let body: String
        let deleted: Bool
    }

    /// The sidecar's comments by id; fails the test when it is not valid JSON of the expected shape.
    private static func comments(in diary: URL) throws -> [String: Comment] {
        let data = try Data(contentsOf: diary.appending(path: sidecar))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "not a JSON object")
        let list = try #require(object["comments"] as? [[String: Any]], "no comments array")
        var result: [String: Comment] = [:]
        for item in list {
            let id = try #require(item["id"] as? String)
            #expect(result[id] == nil, "comment \(id) twice")
            result[id] = Comment(
                author: try #require(item["author"] as? String), body: try #require(item["body"] as? String),
                deleted: item["deleted"] as? Bool ?? false)
        }
        return result
    }

    private static func temporaryFiles(in diary: URL) -> [String] {
        Crash.names(in: diary.appending(path: "Content/entries/2026/05"), prefix: temporaryPrefix)
    }

    /// `.NAME.PID-N.tmp` → PID.
    private static func pid(ofTemporary name: String) -> pid_t? {
        name.dropFirst(temporaryPrefix.count).split(separator: "-").first.flatMap { pid_t($0) }
    }

    private enum Change {
        case add(body: String)
        case edit(id: String, body: String)
        case delete(id: String)

        var arguments: [String] {
            switch self {
            case .add(let body): ["comment", "add", CommentKillTests.entry, "--author", "writer", "--body", body]
            case .edit(let id, let body): ["comment", "edit", id, "--entry", CommentKillTests.entry, "--body", body]
            case .delete(let id): ["comment", "delete", id, "--entry", CommentKillTests.entry]
            }
        }
    }

    @Test(.timeLimit(.minutes(5))) func killedWritersLeaveAValidSidecar() async throws {
        let diary = try await Self.diaryWithEntry()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        var random = Crash.Random.forTest("killedWritersLeaveAValidSidecar")

        // Three comments to edit and delete; the fastest of the three adds tells how long a
        // command takes (an average let one slow start, with the whole suite running, push every
        // kill past the commands' end: none was killed once).
        let clock = ContinuousClock()
        var duration = Duration.seconds(60)
        for number in 1...3 {
            let began = clock.now
            let run = try await CLI.keepsake(Change.add(body: "seed \(number)").arguments, in: diary)
            try #require(run.status == 0, "\(run.error)")
            duration = min(duration, clock.now - began)
        }
        var known = try Self.comments(in: diary)
        var allowedLeftovers = Set<pid_t>()
        var counts = (commands: 0, killed: 0, finished: 0, killedButLanded: 0, leftovers: 0)
        var missed = 0

        for round in 0..<60 {
            // Two or three writers at once: adds, and an edit or a delete of a comment still there.
            var changes: [Change] = (0..<Int.random(in: 1...2, using: &random)).map {
                .add(body: "round \(round) writer \($0)")
            }
            if let target = known.filter({ !$0.value.deleted }).keys.sorted().randomElement(using: &random) {
                changes.append(
                    Bool.random(using: &random)
                        ? .edit(id: target, body: "edited in round \(round)") : .delete(id: target))
            }
            let started = try changes.map { try CLI.start(CLI.binary.path, $0.arguments, in: diary) }
            // Most of them killed, at a moment spread over a command's whole run.
            var scheduled = 0
            try await withThrowingTaskGroup(of: Void.self) { group in
                for process in started where Double.random(in: 0..<1, using: &random) < 0.75 {
                    let delay = duration * Double.random(in: 0..<1.5, using: &random)
                    scheduled += 1
                    group.addTask { try await Crash.kill(process, after: delay) }
                }
                try await group.waitForAll()
            }
            var runs: [CLI.Run] = []
            for process in started { runs.append(await process.finish()) }
            let killed = started.map(Crash.wasKilled)
            // No kill in three rounds came before its command had finished: the seeds ran slower
            // than the commands do now (the whole test suite starting beside them, once: none of
            // 150 was killed). Kills come sooner from then on.
            if scheduled > 0, !killed.contains(true) { missed += 1 }
            if counts.killed == 0, missed >= 3 { (duration, missed) = (duration / 2, 0) }
            counts.commands += started.count
            counts.killed += killed.count { $0 }
            counts.finished += killed.count { !$0 }

            let now = try Self.comments(in: diary)
            for (index, change) in changes.enumerated() {
                let run = runs[index]
                if !killed[index] { #expect(run.status == 0, "round \(round): \(change.arguments): \(run.error)") }
                switch change {
                case .add(let body):
                    let added = now.filter { $0.value.body == body }
                    #expect(added.count <= 1, "round \(round): \(body) added \(added.count) times")
                    if !killed[index] {
                        #expect(
                            added.count == 1 && added.first?.key == run.output.trimmingCharacters(in: .newlines),
                            "round \(round): \(body) lost")
                    } else if !added.isEmpty {
                        counts.killedButLanded += 1
                    }
                    for (id, comment) in added {
                        #expect(known[id] == nil, "round \(round): \(id) reused")
                        #expect(comment == Comment(author: "writer", body: body, deleted: false))
                        known[id] = comment
                    }
                case .edit(let id, let body):
                    let before = try #require(known[id])
                    let after = try #require(now[id], "round \(round): \(id) vanished")
                    let edited = Comment(author: before.author, body: body, deleted: false)
                    #expect(after == edited || (killed[index] && after == before), "round \(round): \(id) is \(after)")
                    if killed[index], after == edited { counts.killedButLanded += 1 }
                    known[id] = after
                case .delete(let id):
                    let before = try #require(known[id])
                    let after = try #require(
                        now[id], "round \(round): \(id) vanished (deleted comments keep their place)")
                    let deleted = Comment(author: before.author, body: "", deleted: true)
                    #expect(after == deleted || (killed[index] && after == before), "round \(round): \(id) is \(after)")
                    if killed[index], after == deleted { counts.killedButLanded += 1 }
                    known[id] = after
                }
            }
            // Nothing else changed, nothing appeared from nowhere.
            #expect(now == known, "round \(round): the sidecar holds \(now.count) comments, expected \(known.count)")
            known = now

            // A temporary file may only be left by a writer killed in this round, or in earlier
            // rounds in which no writer got as far as the lock (each one removes the dead ones' files).
            let killedNow = Set(zip(started, killed).filter(\.1).map { $0.0.process.processIdentifier })
            allowedLeftovers = killed.contains(false) ? killedNow : allowedLeftovers.union(killedNow)
            let leftovers = Self.temporaryFiles(in: diary)
            counts.leftovers = max(counts.leftovers, leftovers.count)
            for name in leftovers {
                #expect(
                    Self.pid(ofTemporary: name).map(allowedLeftovers.contains) == true,
                    "round \(round): \(name) left behind")
            }
            if round % 10 == 9 {
                let check = try await CLI.keepsake(["check"], in: diary)
                #expect(check.status == 0, "round \(round): \(check.error)")
            }
        }
        print(
            "comment kills: \(counts.commands) commands, \(counts.killed) killed (\(counts.killedButLanded) of them had written), "
                + "\(counts.finished) finished; \(known.count) comments; at most \(counts.leftovers) temporary files at once"
        )
        #expect(counts.killed > 0)

        // One more comment: nothing of the killed writers is left beside the sidecar.
        #expect(try await CLI.keepsake(Change.add(body: "after the storm").arguments, in: diary).status == 0)
        #expect(Self.temporaryFiles(in: diary) == [])
        #expect(try await CLI.keepsake(["check"], in: diary).status == 0)
    }

    /// A temporary file of a writer that died is removed by the next writer (under the lock); one
    /// of a process still running is left alone; the diary's build ignores both meanwhile.
    @Test func deadWritersTemporaryFilesAreRemoved() async throws {
        let diary = try await Self.diaryWithEntry()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        #expect(try await CLI.keepsake(Change.add(body: "first").arguments, in: diary).status == 0)
        let folder = diary.appending(path: "Content/entries/2026/05")
        let gone = try CLI.start("/bin/true", [], in: nil)
        _ = await gone.finish()
        let dead = "\(Self.temporaryPrefix)\(gone.process.processIdentifier)-12345.tmp"
        let alive = "\(Self.temporaryPrefix)\(getpid())-67890.tmp"
        let unrelated = ".notes.txt.\(gone.process.processIdentifier)-1.tmp"
        for name in [dead, alive, unrelated] {
            try Data("{\"comments\": [".utf8).write(to: folder.appending(path: name))
        }

        let check = try await CLI.keepsake(["build"], in: diary)
        #expect(check.status == 0, "\(check.error)")
        let published =
            FileManager.default.enumerator(atPath: diary.appending(path: "Output").path)?.allObjects as? [String] ?? []
        #expect(!published.contains { $0.hasSuffix(".tmp") })

        let add = try await CLI.keepsake(Change.add(body: "second").arguments, in: diary)
        #expect(add.status == 0, "\(add.error)")
        #expect(Self.temporaryFiles(in: diary) == [alive])
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: unrelated).path))
        #expect(try Self.comments(in: diary).count == 2)
    }
}
