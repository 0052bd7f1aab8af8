import Synchronization

/// One copy of each list of texts that many entries repeat (their tags), and of each text in
/// them: a big diary's entries name the same few dozen tags in a few hundred combinations, and
/// each entry held its own list and its own copy of each tag longer than `String` keeps inline
/// (a Korean tag of six letters). Shared by the cores a load parses on.
final class SharedLists: Sendable {
    /// Sets, not tables of each to itself: a member is found by its place (a table's values were
    /// as many words again, 0.3 MB while a big diary's entries load).
    private struct Known {
        var lists: Set<[String]> = []
        var texts: Set<String> = []
    }

    private let known = Mutex(Known())

    /// `list`, or an equal list met before (the same storage, so it takes no memory of its own);
    /// a new list holds the copies of its texts met before.
    func shared(_ list: [String]) -> [String] {
        // An empty array takes no storage.
        guard !list.isEmpty else { return list }
        return known.withLock { known in
            if let found = known.lists.firstIndex(of: list) { return known.lists[found] }
            let made = list.map { text in
                if let found = known.texts.firstIndex(of: text) { return known.texts[found] }
                known.texts.insert(text)
                return text
            }
            known.lists.insert(made)
            return made
        }
    }
}
