import Testing

@testable import KeepsakeCore

@Suite("Suggestion")
struct SuggestionTests {
    @Test(
        arguments: [
            ("pech", ["peach", "mint"], "peach"),
            ("HEART", ["star", "heart"], "heart"),
            ("Mint", ["peach", "mint"], "mint"),
            ("ab", ["abc"], "abc"),
            ("c3", ["c1", "c2"], "c1"),
            ("abcdefghi", ["abcdefxyz"], "abcdefxyz"),
            ("minj", ["jun", "minji"], "minji"),
        ] as [(String, [String], String)])
    func closestFindsATypo(name: String, candidates: [String], expected: String) {
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
    }

    @Test(
        arguments: [
            ("xyz", ["heart"]),
            ("abcdef", ["abcxyz"]),
            ("anything", []),
        ] as [(String, [String])])
    func closestGivesUpOnFarNames(name: String, candidates: [String]) {
        #expect(Suggestion.closest(to: name, in: candidates) == nil)
    }

    @Test func hintWithAGuess() {
        #expect(
            Suggestion.hint(for: "pech", known: ["peach", "mint"], noun: "colours")
                == "did you mean \"peach\"? known colours: peach, mint")
    }

    @Test func hintWithoutAGuess() {
        #expect(Suggestion.hint(for: "zzz", known: ["a", "b"], noun: "moods") == "known moods: a, b")
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0), ("벚꽃", "벚꽃놀이", 2),
        ("ab", "ba", 1),  // a swap of neighbours is one typo
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == distance)
    }
}
