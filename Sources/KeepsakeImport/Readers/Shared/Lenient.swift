/// A value that is `nil` where the JSON does not decode as one, instead of failing the whole file
/// (Day One's and jrnl's exports: one odd entry or field loses only itself).
struct Lenient<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
}
