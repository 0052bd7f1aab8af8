import Foundation

/// A picture an imported entry shows, copied into the month's `photos/` folder beside the entry.
public struct ImportedPicture: Sendable, Equatable {
    /// Its file name there (`picnic.jpg`); the planner numbers it (`picnic-2.jpg`) when another picture has it.
    public var name: String
    /// The file to copy.
    public var file: URL

    public init(name: String, file: URL) { (self.name, self.file) = (name, file) }

    /// How the entry's body and `photo` refer to it before the planner has placed it: `photos/NAME`.
    public var reference: String { "photos/" + name }
}
