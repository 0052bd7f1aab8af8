import Foundation

extension String {
    /// The text in Unicode's composed form (NFC), which the web expects: a Mac writes Korean file
    /// names decomposed, and text copied from them stays so. ASCII, the common case, is returned as it is.
    public var composed: String { utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping }
}
