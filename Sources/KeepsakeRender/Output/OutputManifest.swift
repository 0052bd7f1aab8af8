import Foundation
import KeepsakeCore

/// What one generation of the output folder holds: every file's path and the digest of what it
/// was made from. Kept in `.keepsake-cache/outputs/<generation>` (not in the published site) and
/// named by the generation written into the folder's marker file, so a folder and its manifest
/// can never be mistaken for another's.
struct OutputManifest: Sendable, Equatable {
    /// The keepsake binary that wrote it: another binary may render the same inputs differently.
    static let identity: UInt64 = {
        var digest = ContentDigest()
        digest.add("keepsake output manifest 1")
        if let exe = FileSignature.of(path: "/proc/self/exe") {
            digest.add(String(describing: exe))
        }
        return digest.value
    }()

    var digests: [String: UInt64]

    init(digests: [String: UInt64] = [:]) {
        self.digests = digests
    }

    // MARK: - Generations

    /// The marker's first line names the generation: `keepsake output 1f3a…`.
    static func generation(ofMarker text: String) -> String? {
        let prefix = "keepsake output "
        guard let line = text.split(separator: "\n").first, line.hasPrefix(prefix) else { return nil }
        let name = line.dropFirst(prefix.count)
        guard name.count == 16, name.utf8.allSatisfy({ isHexDigit($0) }) else { return nil }
        return String(name)
    }

    static func marker(for generation: String) -> String { "keepsake output \(generation)\n" }

    static func newGeneration() -> String {
        let value = UInt64.random(in: .min ... .max)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: - Storage

    /// `nil` for a missing, damaged or foreign manifest: the folder's content is then unknown.
    static func load(from path: String) -> OutputManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        guard lines.last?.isEmpty == true else { return nil }  // cut short
        lines = lines.dropLast()
        guard let header = lines.popFirst(), String(decoding: header, as: UTF8.self) == headerLine else { return nil }
        var digests: [String: UInt64] = [:]
        digests.reserveCapacity(lines.count)
        for line in lines {
            guard line.count > 17, line[line.startIndex + 16] == UInt8(ascii: " "),
                let digest = UInt64(String(decoding: line.prefix(16), as: UTF8.self), radix: 16)
            else { return nil }
            digests[String(decoding: line.dropFirst(17), as: UTF8.self)] = digest
        }
        return OutputManifest(digests: digests)
    }

    /// Saves atomically. A path with a line break cannot be listed; then nothing is saved and the
    /// next build treats the folder as unknown (and writes it whole).
    func save(to path: String) throws {
        guard !digests.keys.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) else { return }
        var text = Self.headerLine + "\n"
        text.reserveCapacity(digests.count * 64)
        for (path, digest) in digests {
            let hex = String(digest, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex + " " + path + "\n"
        }
        let temporary = path + ".tmp-\(getpid())"
        try Data(text.utf8).write(to: URL(filePath: temporary))
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw OutputWriter.WriteError.io("cannot save \(path): \(String(cString: strerror(errno)))")
        }
    }

    private static var headerLine: String {
        let hex = String(identity, radix: 16)
        return "keepsake-output-manifest " + String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
