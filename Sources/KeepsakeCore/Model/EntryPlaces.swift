/// Some entries of a list, by their places in it, in the order given: the list is shared, not
/// copied. A day of the year's entries across the years, as a list of their own each, took 8
/// bytes an entry (and each list's room to grow) for as long as a big diary's pages render.
public struct EntryPlaces: RandomAccessCollection, Sendable {
    private let all: [Entry]
    private let places: ArraySlice<Int32>

    /// The entries of `all` at `places` (each a valid index of `all`).
    init(_ all: [Entry], places: ArraySlice<Int32>) {
        (self.all, self.places) = (all, places)
    }

    /// Every entry of `entries`, in order.
    public init(_ entries: [Entry]) {
        self.init(entries, places: ArraySlice((0..<Int32(entries.count)).map { $0 }))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { places.count }
    public subscript(position: Int) -> Entry { all[Int(places[places.startIndex + position])] }
}
