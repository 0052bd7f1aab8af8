import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the crash-safety tests share: a seeded random generator (the seed is printed, and
/// `KEEPSAKE_CRASH_SEED=N` replays a run), snapshots of folders, and killing processes.
enum Crash {
    /// SplitMix64: small, fast, and the same sequence on every platform for one seed.
    struct Random: RandomNumberGenerator {
        private var state: UInt64
        let seed: UInt64

        init(seed: UInt64) {
            self.seed = seed
            state = seed
        }

        /// Seeded from `KEEPSAKE_CRASH_SEED` when set, else at random; prints the seed with `label`.
        static func forTest(_ label: String) -> Random {
            let seed =
                ProcessInfo.processInfo.environment["KEEPSAKE_CRASH_SEED"].flatMap(UInt64.init)
                ?? UInt64.random(in: 0...UInt64.max)
            print("\(label): seed \(seed) (replay with KEEPSAKE_CRASH_SEED=\(seed))")
            return Random(seed: seed)
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Every file and folder under a folder, hidden ones included: relative path → contents
    /// (folders end in `/` and have empty contents). `nil` when the folder does not exist.
    typealias Tree = [String: Data]

    static func tree(of folder: URL) -> Tree? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        var tree = Tree()
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appending(path: path)
            var isSubfolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isSubfolder)
            if isSubfolder.boolValue {
                tree[path + "/"] = Data()
            } else {
                tree[path] = FileManager.default.contents(atPath: url.path) ?? Data("<unreadable>".utf8)
            }
            // The marker names the folder's generation, new with every build: any well-formed one
            // counts as the same (a folder still being written has no such marker).
            if path == ".keepsake-output", let marker = tree[path],
                String(decoding: marker, as: UTF8.self).range(
                    of: #"^keepsake output [0-9a-f]{16}\n$"#, options: .regularExpression) != nil
            {
                tree[path] = Data("keepsake output <generation>\n".utf8)
            }
        }
        return tree
    }

    /// A short account of how `tree` differs from `expected`, for failure messages.
    static func difference(_ tree: Tree?, from expected: Tree) -> String {
        guard let tree else { return "the folder is missing" }
        let missing = Set(expected.keys).subtracting(tree.keys).sorted()
        let extra = Set(tree.keys).subtracting(expected.keys).sorted()
        let changed = expected.keys.filter { tree[$0] != nil && tree[$0] != expected[$0] }.sorted()
        return
            "\(tree.count) paths; missing \(missing.count) \(missing.prefix(3)), extra \(extra.count) \(extra.prefix(3)), "
            + "changed \(changed.count) \(changed.prefix(3))"
    }

    /// Names in `folder` that start with `prefix`.
    /// Names starting with `prefix` in `folder`, but the two a build keeps beside its output on
    /// purpose: the previous generation (`.Output.previous`) and the lock file (`.Output.lock`).
    static func names(in folder: URL, prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasPrefix(prefix) && $0 != prefix + "previous" && $0 != prefix + "lock"
        }.sorted()
    }

    /// Waits `delay`, then sends SIGKILL to the process if it is still running.
    /// - Returns: whether the signal was sent (the process may still have finished first).
    @discardableResult
    static func kill(_ started: CLI.Started, after delay: Duration) async throws -> Bool {
        if delay > .zero { try await Task.sleep(for: delay) }
        guard started.process.isRunning else { return false }
        return Glibc.kill(started.process.processIdentifier, SIGKILL) == 0
    }

    /// Whether the process was ended by SIGKILL (rather than finishing by itself).
    static func wasKilled(_ started: CLI.Started) -> Bool {
        started.process.terminationReason == .uncaughtSignal && started.process.terminationStatus == SIGKILL
    }

    /// The repository's folder (for the sample diary in `Content/`).
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

extension Duration {
    /// Whole milliseconds, for messages.
    var wholeMilliseconds: Int {
        Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}
