import Foundation
import Testing

@testable import KeepsakeCore

/// `DiaryConfig.member(matchingGitName:email:)`: who made a commit.
@Suite("Member matching")
struct MemberMatchingTests {
    static let config = DiaryConfig(
        title: "T",
        members: [
            Member(id: "minji", name: "민지", color: nil, emails: ["minji@example.com"], gitNames: ["Minji Kim"]),
            Member(id: "jun", name: "Jun", color: nil, emails: ["jun@example.com", "jpark@work.example"]),
            Member(id: "emma", name: "emma", color: nil),
            Member(id: "EMMA2", name: "Emma", color: nil),
        ])

    @Test(arguments: [
        // E-mail first, ignoring case, whatever the name says.
        ("Someone Else", "MINJI@Example.com", "minji"),
        ("Minji Kim", "jpark@work.example", "jun"),
        (" Jun ", " jun@example.com ", "jun"),
        // Then the name: git_name, name or id, exactly, then ignoring case.
        ("Minji Kim", "minji@laptop", "minji"),
        ("민지", "", "minji"),
        ("minji", "other@example.com", "minji"),
        ("Emma", "", "EMMA2"),
        ("emma", "", "emma"),
        ("EMMA", "", "emma"),
        ("minji kim", "", "minji"),
        ("jun", "nobody@example.com", "jun"),
    ])
    func matches(name: String, email: String, id: String) {
        #expect(Self.config.member(matchingGitName: name, email: email)?.id == id)
    }

    @Test(arguments: [("Nobody", "nobody@example.com"), ("", ""), ("  ", "  "), ("Minjung", "minji@example.org")])
    func noMatch(name: String, email: String) {
        #expect(Self.config.member(matchingGitName: name, email: email) == nil)
    }

    @Test func aDiaryWithoutMembersMatchesNobody() {
        #expect(DiaryConfig(title: "T").member(matchingGitName: "Jun", email: "jun@example.com") == nil)
    }
}
