import Synchronization

/// One copy of each list of texts that many entries repeat (their tags), and of each text in
/// them: a big diary's entries name the same few dozen tags in a few hundred combinations, and
/// each entry held its own list and its own copy of each tag longer than `String` keeps inline
/// (a Korean tag of six letters). Shared by the cores a load parses on.
final class SharedLists: Sendable {
    private struct Known {
        var lists: [[String]: [String]] = [:]
        var texts: [String: String] = [:]
    }

    private let known = Mutex(Known())

    /// `list`, or an equal list met before (the same storage, so it takes no memory of its own);
    /// a new list holds the copies of its texts met before.
    func shared(_ list: [String]) -> [String] {
        // An empty array takes no storage.
        guard !list.isEmpty else { return list }
        return known.withLock { known in
            if let found = known.lists[list] { return found }
            let made = list.map { text in
                if let found = known.texts[text] { return found }
                known.texts[text] = text
                return text
            }
            known.lists[made] = made
            return made
        }
    }
}
