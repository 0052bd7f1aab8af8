/// A `ContentDigest` of any `Encodable` value, field by field, so a field added to the type is in it.
/// Every value's kind, key and list element is added with its depth: `["ab"]` and `["a", "b"]` differ.
struct DigestEncoder {
    /// The digest of `value`.
    static func digest(of value: some Encodable) -> UInt64 {
        let sink = Sink()
        try? value.encode(to: Encoding(sink: sink))
        return sink.digest.value
    }

    /// The digest being made, shared by the containers of one encoding.
    final class Sink {
        var digest = ContentDigest()

        func add(tag: Tag, _ text: String) {
            digest.add(tag.rawValue)
            digest.add(text)
        }

        func add(tag: Tag, _ number: UInt64) {
            digest.add(tag.rawValue)
            digest.add(number)
        }

        func mark(_ tag: Tag, depth: Int) {
            digest.add(tag.rawValue)
            digest.add(depth)
        }
    }

    /// The kind of each value added, so values of different kinds never digest alike.
    enum Tag: UInt64 {
        case null = 1, bool, text, integer, double, key, keyed, unkeyed, element
    }

    private struct Encoding: Encoder {
        let sink: Sink
        var depth = 0
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] = [:]

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            sink.mark(.keyed, depth: depth)
            return KeyedEncodingContainer(Keyed<Key>(sink: sink, depth: depth))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            sink.mark(.unkeyed, depth: depth)
            return Unkeyed(sink: sink, depth: depth)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink, depth: depth) }
    }

    /// Every value as one of the digest's kinds (the containers share it).
    private struct Single: SingleValueEncodingContainer {
        let sink: Sink
        /// The depth of the containers a value it encodes makes.
        let depth: Int
        var codingPath: [any CodingKey] = []

        mutating func encodeNil() throws { sink.digest.add(Tag.null.rawValue) }
        mutating func encode(_ value: Bool) throws { sink.add(tag: .bool, value ? 1 : 0) }
        mutating func encode(_ value: String) throws { sink.add(tag: .text, value) }
        mutating func encode(_ value: Double) throws { sink.add(tag: .double, value.bitPattern) }
        mutating func encode(_ value: Float) throws { try encode(Double(value)) }
        mutating func encode(_ value: Int) throws { sink.add(tag: .integer, UInt64(bitPattern: Int64(value))) }
        mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int64) throws { try encode(Int(value)) }
        mutating func encode(_ value: UInt) throws { sink.add(tag: .integer, UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { try encode(UInt(value)) }
        mutating func encode(_ value: UInt16) throws { try encode(UInt(value)) }
        mutating func encode(_ value: UInt32) throws { try encode(UInt(value)) }
        mutating func encode(_ value: UInt64) throws { sink.add(tag: .integer, value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: Encoding(sink: sink, depth: depth))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        let depth: Int
        var codingPath: [any CodingKey] = []

        private func single(_ key: Key) -> Single {
            mark(key)
            return Single(sink: sink, depth: depth + 1)
        }

        private func mark(_ key: Key) {
            sink.mark(.key, depth: depth)
            sink.digest.add(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) throws {
            var value = single(key)
            try value.encodeNil()
        }
        /// Also every primitive value, through `Single`'s own overloads.
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            var container = single(key)
            try container.encode(value)
        }
        /// An absent optional is written as null, so that it differs from a present value.
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            var container = single(key)
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            mark(key)
            return Encoding(sink: sink, depth: depth + 1).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            mark(key)
            return Encoding(sink: sink, depth: depth + 1).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Encoding(sink: sink, depth: depth + 1) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            mark(key)
            return Encoding(sink: sink, depth: depth + 1)
        }
    }

    /// Each element is marked with the list's depth, so that lists never run together.
    private struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        let depth: Int
        var codingPath: [any CodingKey] = []
        private(set) var count = 0

        init(sink: Sink, depth: Int) { (self.sink, self.depth) = (sink, depth) }

        private mutating func next() -> Single {
            count += 1
            sink.mark(.element, depth: depth)
            return Single(sink: sink, depth: depth + 1)
        }

        mutating func encodeNil() throws {
            var value = next()
            try value.encodeNil()
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            var container = next()
            try container.encode(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            _ = next()
            return Encoding(sink: sink, depth: depth + 1).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            _ = next()
            return Encoding(sink: sink, depth: depth + 1).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            _ = next()
            return Encoding(sink: sink, depth: depth + 1)
        }
    }
}
