import Synchronization

/// One copy of each list of texts that many entries repeat (their tags): a big diary's entries
/// name the same few dozen tags in a few hundred combinations, and each entry held its own list
/// and its own copy of each tag longer than `String` keeps inline (a Korean tag of six letters).
/// Shared by the cores a load parses on.
final class SharedLists: Sendable {
    private let known = Mutex<[[String]: [String]]>([:])

    /// `list`, or an equal list met before (the same storage, so it takes no memory of its own).
    func shared(_ list: [String]) -> [String] {
        // An empty array takes no storage.
        guard !list.isEmpty else { return list }
        return known.withLock { known in
            if let found = known[list] { return found }
            known[list] = list
            return list
        }
    }
}
