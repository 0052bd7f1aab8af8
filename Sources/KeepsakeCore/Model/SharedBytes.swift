/// Bytes of their own, or a slice of a file's bytes read whole, kept alive with them: the entry
/// store's bodies and threads, so a build copies only what the pages it renders show.
public struct SharedBytes: @unchecked Sendable {
    // @unchecked: `bytes` are never written, and `owner` keeps them alive.
    private let owner: (any AnyObject & Sendable)?
    private let bytes: UnsafeRawBufferPointer
    private let own: [UInt8]

    public init(_ bytes: [UInt8]) {
        (owner, self.bytes, own) = (nil, UnsafeRawBufferPointer(start: nil, count: 0), bytes)
    }

    /// `bytes`, which stay valid as long as `owner` lives.
    init(_ bytes: UnsafeRawBufferPointer, of owner: any AnyObject & Sendable) {
        (self.owner, self.bytes, own) = (owner, bytes, [])
    }

    public var count: Int { owner == nil ? own.count : bytes.count }

    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        guard let owner else { return try own.withUnsafeBytes(body) }
        return try withExtendedLifetime(owner) { try body(bytes) }
    }

    /// The bytes as text (not checked again: they were UTF-8 when they were made).
    public var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
