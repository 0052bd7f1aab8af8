import Foundation

/// A `ContentDigest` of any `Encodable` value, made from its JSON, so a field added to the type is in it.
enum DigestEncoder {
    /// Sorted keys: the same value gives the same bytes in every process.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()

    /// The digest of `value`.
    static func digest(of value: some Encodable) -> UInt64 {
        ContentDigest.of((try? encoder.encode(value)).map { [UInt8]($0) } ?? [])
    }
}
