import ArgumentParser
import LinkBubbleJSON

/// An `@Option` or `@Flag` property wrapper, as a `batch` job sets it.
protocol JobOptionWrapper {
    associatedtype Value
    var wrappedValue: Value { get set }
}

extension JobOptionWrapper {
    /// This option with the value of the job's `key`.
    ///
    /// - Throws: a one-line `ValidationError` naming `key`.
    func setting(_ value: JSONReader.Value, key: String) throws -> Self {
        var option = self
        guard let decoded = try JobValues.decode(Value.self, value, key: key) as? Value else {
            throw ValidationError("\"\(key)\" cannot be given in a job")
        }
        option.wrappedValue = decoded
        return option
    }

    /// This option without a value, when it is optional.
    func unset() -> Self {
        var option = self
        if let none = (Value.self as? any OptionalJobValue.Type)?.none as? Value { option.wrappedValue = none }
        return option
    }
}

extension Option: JobOptionWrapper {}
extension Flag: JobOptionWrapper {}

/// An `@OptionGroup` property wrapper, as a `batch` job's command is decoded through it.
protocol JobOptionGroupWrapper {
    /// The group's options.
    var group: any ParsableArguments { get }

    /// This group with its options decoded from `decoder`.
    func decodingGroup(from decoder: JobDecoder) throws -> Self
}

extension OptionGroup: JobOptionGroupWrapper {
    var group: any ParsableArguments { wrappedValue }

    func decodingGroup(from decoder: JobDecoder) throws -> Self {
        var group = self
        group.wrappedValue = try Value(from: decoder)
        return group
    }
}

/// Decodes a command, through its own `Decodable` conformance, from a ``JobTemplate``:
/// each option is the job's (`given`, by job key) or the template's (`defaults`).
struct JobDecoder: Decoder {
    /// The properties of the value being decoded.
    let node: JobTemplateNode
    let given: [String: any JobOptionWrapper]
    let defaults: [String: any JobOptionWrapper]

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a job's command has no lists"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a job's command is not one value"))
    }

    /// The property `key` of the value being decoded, as a `T`.
    func decode<T>(_ type: T.Type, forKey key: some CodingKey) throws -> T {
        let member: Any? = switch node.members[key.stringValue] {
        case .option(let name): given[name] ?? defaults[name]
        case .group(let wrapper, let node):
            // A group the job gives nothing of is the template's (most jobs give a few keys).
            given.keys.contains(where: node.keys.contains)
                ? try wrapper.decodingGroup(from: JobDecoder(node: node, given: given, defaults: defaults)) : wrapper
        case nil: nil
        }
        guard let value = member as? T else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "not an option of the template"))
        }
        return value
    }

    /// The keyed container of a command or option group: every decode goes to ``decode(_:forKey:)``.
    private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: JobDecoder

        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { decoder.node.members.keys.compactMap(Key.init(stringValue:)) }
        func contains(_ key: Key) -> Bool { decoder.node.members[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decode(type, forKey: key) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.decode(type, forKey: key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.decode(type, forKey: key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.decode(type, forKey: key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.decode(type, forKey: key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.decode(type, forKey: key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.decode(type, forKey: key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.decode(type, forKey: key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.decode(type, forKey: key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.decode(type, forKey: key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.decode(type, forKey: key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.decode(type, forKey: key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.decode(type, forKey: key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.decode(type, forKey: key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.decode(type, forKey: key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "a job's options are not nested"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "a job's options are not nested"))
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }
}
