import KeepsakeCore

/// Entries as the entry store writes them, every stored value included: entries (a class without
/// `==`) are compared by these.
public func storeBytes(of entries: [Entry]) -> [[UInt8]] {
    entries.map { entry in
        var writer = BinaryWriter()
        entry.write(to: &writer)
        return writer.bytes
    }
}
