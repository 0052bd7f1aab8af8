import Foundation

extension DiaryConfig {
    /// The member who made a commit: the one whose `email:` lists `email` (ignoring case), else
    /// the first whose `git_name:`, `name` or `id` is exactly `gitName`, else the first for which
    /// one of those matches ignoring case. Members are tried in diary.yaml order.
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
