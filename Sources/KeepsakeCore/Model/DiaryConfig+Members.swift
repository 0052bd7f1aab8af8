import Foundation

extension DiaryConfig {
    /// The member who made a commit: the first whose `email:` lists `email` (ignoring case), else whose
    /// `git_name:`, `name` or `id` is exactly `gitName`, else is `gitName` ignoring case.
    public func member(matchingGitName gitName: String, email: String) -> Member? {
        let email = email.trimmingCharacters(in: .whitespaces)
        if !email.isEmpty, let member = members.first(where: { $0.emails.contains { Self.sameAddress($0, email) } }) {
            return member
        }
        let name = gitName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        return members.first { $0.gitNameCandidates.contains(name) }
            ?? members.first { $0.gitNameCandidates.contains { $0.caseInsensitiveCompare(name) == .orderedSame } }
    }

    /// E-mail addresses compare ignoring case (in practice no provider tells `Minji@` from `minji@`).
    static func sameAddress(_ a: String, _ b: String) -> Bool { a.caseInsensitiveCompare(b) == .orderedSame }
}

private extension Member {
    var gitNameCandidates: [String] { gitNames + [name, id] }
}
