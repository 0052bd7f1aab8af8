/// Why a source could not be read at all (not a Jekyll site, a Day One zip without `Journal.json`):
/// printed as `error: message` with the hint, and nothing is written.
public struct ImportFailure: Error, Sendable, CustomStringConvertible {
    public let message: String
    public let hint: String?

    public init(_ message: String, hint: String? = nil) { (self.message, self.hint) = (message, hint) }

    public var description: String { message }
}
