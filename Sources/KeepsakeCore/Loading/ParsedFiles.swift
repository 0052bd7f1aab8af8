/// The entry files a load read and parsed (the others it took from its cache): their paths, or,
/// for a load with nothing remembered (a first build, or one after the settings changed), how
/// many: a big diary's first build would otherwise hold every entry's path to its end, for a
/// count in its summary.
public struct ParsedFiles: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Files read and parsed.
    public let count: Int
    /// Their paths (relative to the diary root), `nil` when the load remembered nothing.
    public let paths: [String]?

    public init(_ paths: [String]) {
        (count, self.paths) = (paths.count, paths)
    }

    public init(arrayLiteral paths: String...) {
        self.init(paths)
    }

    /// Every listed entry file, `count` of them.
    public init(every count: Int) {
        (self.count, paths) = (count, nil)
    }

    public var isEmpty: Bool { count == 0 }
}
