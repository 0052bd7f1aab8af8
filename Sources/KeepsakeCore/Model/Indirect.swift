/// A value kept behind a reference: a field of this type takes one pointer, however big the value.
/// For large values that are often absent or shared (`Optional<Indirect<…>>` is one word), in
/// types a big diary holds by the thousand. Compared and hashed by value.
final class Indirect<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: Indirect, b: Indirect) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
