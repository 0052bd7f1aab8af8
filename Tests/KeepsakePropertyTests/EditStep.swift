/// One step of an edit sequence: what it changed, as a person would say it, and how the files
/// were changed on disk (renames are real renames, touched files are rewritten with the same bytes).
struct EditStep: Sendable {
    struct Move: Sendable {
        let from: String
        let to: String
    }

    var descriptions: [String] = []
    var moves: [Move] = []
    /// Rewritten even though their bytes do not change (their time does).
    var touched: Set<String> = []
    /// The step makes the diary invalid on purpose: every build must fail and leave `Output/` as it was.
    var breaksBuild = false

    mutating func say(_ description: String) { descriptions.append(description) }
}

/// Kinds of edit, weighted by how often a diary sees them.
enum EditKind: CaseIterable, Sendable {
    case addEntry, addDraft, editTitle, editBody, editTags, editMood, editDate, editDecorations
    case renameEntry, deleteEntry, markDeleted, toggleDraft, touchEntry
    case addComment, editComment, deleteComment, removeComment, deleteSidecar
    case editConfig, editTheme, addPhoto, changePhoto, removePhoto, bodyPicture

    var weight: Int {
        switch self {
        case .editTitle, .editBody: 10
        case .addEntry, .editTags, .editMood, .editDate, .addComment, .editConfig: 6
        case .editDecorations, .renameEntry, .deleteEntry, .editComment, .editTheme, .changePhoto: 5
        case .addDraft, .markDeleted, .toggleDraft, .touchEntry, .deleteComment, .addPhoto: 4
        case .removeComment, .deleteSidecar, .removePhoto, .bodyPicture: 3
        }
    }
}

/// Text changes that keep a file's size: one letter for another of as many bytes (an ASCII letter
/// for an ASCII letter, a Hangul syllable for a Hangul syllable), the edit a file's size and a
/// coarse time cannot tell from no edit.
enum SameSize {
    static func variant(of text: String, _ random: inout SplitMix64) -> String? {
        var scalars = Array(text.unicodeScalars)
        // Letters inside parentheses are left alone: they may be a link's or a picture's address.
        var depth = 0
        var candidates: [Int] = []
        for index in scalars.indices {
            if scalars[index] == "(" { depth += 1 }
            if scalars[index] == ")" { depth = max(0, depth - 1) }
            if depth == 0, isLetter(scalars[index]) { candidates.append(index) }
        }
        guard !candidates.isEmpty else { return nil }
        let index = random.pick(candidates)
        let old = scalars[index].value
        let new: UInt32
        if old >= 0xAC00 && old <= 0xD7A3 {
            new = 0xAC00 + (old - 0xAC00 + UInt32(random.int(1...11_000))) % 11_172
        } else {
            let base: UInt32 = old >= 0x61 ? 0x61 : 0x41
            new = base + (old - base + UInt32(random.int(1...25))) % 26
        }
        scalars[index] = Unicode.Scalar(new)!
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value)
    }
}
