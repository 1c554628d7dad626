import ArgumentParser
import InternalUtilities
import LinkBubbleJSON

/// How one key of a `batch` job is decoded straight into an option value of its
/// command: JSON values of the option's type, set through a key path, with no command
/// line in between (so a text starting with `-` is just a text). Wrong types are
/// one-line errors naming the key.
struct JobOption<Command> {
    /// Sets the option of `command` to `value`, the value of the job's `key`.
    let decode: (_ command: inout Command, _ value: JSONReader.Value, _ key: String) throws -> Void

    /// This option of a part of a command (an option group), as an option of the command.
    func lifted<Whole>(to path: WritableKeyPath<Whole, Command>) -> JobOption<Whole> {
        JobOption<Whole> { whole, value, key in try decode(&whole[keyPath: path], value, key) }
    }
}

extension JobOption {
    /// A number option: a JSON number.
    static func number(_ path: WritableKeyPath<Command, Double>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.number(value, key) }
    }

    /// An optional number option: a JSON number.
    static func number(_ path: WritableKeyPath<Command, Double?>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.number(value, key) }
    }

    /// A whole-number option: a JSON number without a fraction.
    static func integer(_ path: WritableKeyPath<Command, Int>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.integer(value, key) }
    }

    /// An optional whole-number option: a JSON number without a fraction.
    static func integer(_ path: WritableKeyPath<Command, Int?>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.integer(value, key) }
    }

    /// A text option: a JSON string.
    static func string(_ path: WritableKeyPath<Command, String>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.string(value, key) }
    }

    /// An optional text option: a JSON string.
    static func string(_ path: WritableKeyPath<Command, String?>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.string(value, key) }
    }

    /// An option whose text is one or more numbers (`"4"`, `"4,3"`): a JSON string, a
    /// number, or a list of numbers (each standing for its shortest text, joined by commas).
    static func numberText(_ path: WritableKeyPath<Command, String?>) -> Self {
        Self { command, value, key in
            let expected = "a number, a list of numbers or a string of numbers"
            switch value {
            case .string(let text): command[keyPath: path] = text
            case .number, .array:
                let numbers = try Self.list(value) { element -> String in
                    guard case .number(let number) = element else { throw Self.wrongType(element, key, expected: expected) }
                    return DecimalFormatting.shortest(number)
                }
                command[keyPath: path] = numbers.joined(separator: ",")
            default: throw Self.wrongType(value, key, expected: expected)
            }
        }
    }

    /// An on/off flag: `true` or `false`.
    static func flag(_ path: WritableKeyPath<Command, Bool>) -> Self {
        Self { command, value, key in
            guard case .bool(let flag) = value else { throw Self.wrongType(value, key, expected: "true or false") }
            command[keyPath: path] = flag
        }
    }

    /// An option of a named value (`"ios"`, `"#FF0000"`, `"single,dot"`): a JSON string
    /// read as the command line reads it.
    static func argument<Value: ExpressibleByArgument>(_ path: WritableKeyPath<Command, Value>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.argument(value, key) }
    }

    /// An optional option of a named value: a JSON string.
    static func argument<Value: ExpressibleByArgument>(_ path: WritableKeyPath<Command, Value?>) -> Self {
        Self { command, value, key in command[keyPath: path] = try Self.argument(value, key) as Value }
    }

    /// A repeatable text option: a JSON string or a list of strings.
    static func strings(_ path: WritableKeyPath<Command, [String]>) -> Self {
        Self { command, value, key in
            command[keyPath: path] = try Self.list(value) { try Self.string($0, key, expected: "a string or a list of strings") }
        }
    }

    /// A repeatable option whose texts `parse` reads: a JSON string or a list of strings.
    static func strings<Element>(_ path: WritableKeyPath<Command, [Element]>, parse: @escaping (String) throws -> Element) -> Self {
        Self { command, value, key in
            command[keyPath: path] = try Self.list(value) {
                try parse(try Self.string($0, key, expected: "a string or a list of strings"))
            }
        }
    }

    /// `value`, or each element when it is a list.
    static func list<Element>(_ value: JSONReader.Value, _ element: (JSONReader.Value) throws -> Element) throws -> [Element] {
        if case .array(let values) = value { return try values.map(element) }
        return [try element(value)]
    }

    static func number(_ value: JSONReader.Value, _ key: String) throws -> Double {
        guard case .number(let number) = value else { throw wrongType(value, key, expected: "a number") }
        return number
    }

    static func integer(_ value: JSONReader.Value, _ key: String) throws -> Int {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 0x1p53 else {
            throw wrongType(value, key, expected: "a whole number")
        }
        return Int(number)
    }

    static func string(_ value: JSONReader.Value, _ key: String, expected: String = "a string") throws -> String {
        guard case .string(let string) = value else { throw wrongType(value, key, expected: expected) }
        return string
    }

    static func argument<Value: ExpressibleByArgument>(_ value: JSONReader.Value, _ key: String) throws -> Value {
        let names = Value.allValueStrings
        let oneOf = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let text = try string(value, key, expected: names.isEmpty ? "a string" : "one of " + oneOf)
        guard let parsed = Value(argument: text) else {
            let quoted = (try? JSONValue.string(text).text) ?? text
            throw ValidationError(
                names.isEmpty ? "\"\(key)\" cannot be \(quoted)" : "\"\(key)\" must be one of \(oneOf), not \(quoted)")
        }
        return parsed
    }

    /// "\"KEY\" must be EXPECTED, not a KIND".
    static func wrongType(_ value: JSONReader.Value, _ key: String, expected: String) -> ValidationError {
        let kind = switch value {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
        return ValidationError("\"\(key)\" must be \(expected), not \(kind)")
    }
}
