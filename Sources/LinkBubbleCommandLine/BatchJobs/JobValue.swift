import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleJSON

/// A type whose values a `batch` job gives as JSON of its own kind (a number as a
/// number, a range as `[start, end]`), not only as the text the command line reads.
///
/// An option's type that is not a `JobValue` is read from a JSON string, as the
/// command line reads its argument (``JobValues/argument(_:_:_:)``).
protocol JobValue {
    /// The value of the job's `key`.
    ///
    /// - Throws: a one-line `ValidationError` naming `key`.
    init(job value: JSONReader.Value, key: String) throws
}

/// A type whose values a repeatable option takes one by one: a job gives one value or a
/// list of them.
protocol JobListElement {
    /// One value of the job's `key`, alone or in a list.
    ///
    /// - Throws: a one-line `ValidationError` naming `key`.
    init(jobElement value: JSONReader.Value, key: String) throws
}

/// How a job's JSON values become option values, by the option's type.
enum JobValues {
    /// The value of the job's `key` for an option of `type`: a ``JobValue``, an optional
    /// (the value it wraps) or what the command line reads from a string.
    ///
    /// - Throws: a one-line `ValidationError` naming `key`.
    static func decode(_ type: Any.Type, _ value: JSONReader.Value, key: String) throws -> Any {
        if let type = type as? any JobValue.Type { return try type.init(job: value, key: key) }
        if let type = type as? any OptionalJobValue.Type { return type.wrapping(try decode(type.wrappedType, value, key: key)) }
        if let type = type as? any ExpressibleByArgument.Type { return try argument(type, value, key) }
        throw ValidationError("\"\(key)\" cannot be given in a job")
    }

    /// `value`, or each element when it is a list.
    static func list<Element>(_ value: JSONReader.Value, _ element: (JSONReader.Value) throws -> Element) throws -> [Element] {
        if case .array(let values) = value { return try values.map(element) }
        return [try element(value)]
    }

    /// A JSON number.
    static func number(_ value: JSONReader.Value, _ key: String) throws -> Double {
        guard case .number(let number) = value else { throw wrongType(value, key, expected: "a number") }
        return number
    }

    /// A JSON number without a fraction, small enough to be exact.
    static func integer(_ value: JSONReader.Value, _ key: String) throws -> Int {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 0x1p53 else {
            throw wrongType(value, key, expected: "a whole number")
        }
        return Int(number)
    }

    /// A JSON string; `expected` says what the key takes when it is not one.
    static func string(_ value: JSONReader.Value, _ key: String, expected: String = "a string") throws -> String {
        guard case .string(let string) = value else { throw wrongType(value, key, expected: expected) }
        return string
    }

    /// A JSON string read as the command line reads `type`'s argument (`"ios"`,
    /// `"#FF0000"`, `"single,dot"`).
    static func argument<Value: ExpressibleByArgument>(_ type: Value.Type, _ value: JSONReader.Value, _ key: String) throws -> Value {
        let names = Value.allValueStrings
        let form = (Value.self as? any ArgumentForm.Type)?.expectedForm
        let expected = form ?? (names.isEmpty ? nil : "one of " + names.map { "\"\($0)\"" }.joined(separator: ", "))
        let text = try string(value, key, expected: expected ?? "a string")
        guard let parsed = Value(argument: text) else {
            throw ValidationError(
                expected.map { "\"\(key)\" must be \($0), not \(quoted(text))" } ?? "\"\(key)\" cannot be \(quoted(text))")
        }
        return parsed
    }

    /// `text` as a JSON string, as the job would give it.
    static func quoted(_ text: String) -> String {
        (try? JSONValue.string(text).text) ?? text
    }

    /// A JSON string read as the command line reads `Value`, or a list of two elements
    /// that `element` reads, which `make` joins; `expected` says what the key takes, and
    /// the error for a string that does not parse quotes it.
    static func textOrPair<Value: ExpressibleByArgument, Element>(
        _ value: JSONReader.Value, _ key: String, expected: String,
        element: (JSONReader.Value, String) throws -> Element, make: (Element, Element) -> Value
    ) throws -> Value {
        if case .string(let text) = value {
            guard let parsed = Value(argument: text) else { throw ValidationError("\"\(key)\" must be \(expected), not \(quoted(text))") }
            return parsed
        }
        guard case .array(let pair) = value, pair.count == 2 else { throw wrongType(value, key, expected: expected) }
        return make(try element(pair[0], key), try element(pair[1], key))
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

/// An optional option's type: a job gives the value it wraps.
protocol OptionalJobValue {
    /// The type of the value wrapped.
    static var wrappedType: Any.Type { get }

    /// `value` as an optional of this type (nil when it is not a ``wrappedType``).
    static func wrapping(_ value: Any) -> Any

    /// No value.
    static var none: Self { get }
}

extension Optional: OptionalJobValue {
    static var wrappedType: Any.Type { Wrapped.self }

    static func wrapping(_ value: Any) -> Any { value as? Wrapped as Any }
}

extension Double: JobValue {
    /// A JSON number.
    init(job value: JSONReader.Value, key: String) throws { self = try JobValues.number(value, key) }
}

extension Int: JobValue {
    /// A JSON number without a fraction.
    init(job value: JSONReader.Value, key: String) throws { self = try JobValues.integer(value, key) }
}

extension String: JobValue, JobListElement {
    /// A JSON string.
    init(job value: JSONReader.Value, key: String) throws { self = try JobValues.string(value, key) }

    /// A JSON string, alone or in a list.
    init(jobElement value: JSONReader.Value, key: String) throws {
        self = try JobValues.string(value, key, expected: "a string or a list of strings")
    }
}

extension Bool: JobValue {
    /// `true` or `false`.
    init(job value: JSONReader.Value, key: String) throws {
        guard case .bool(let flag) = value else { throw JobValues.wrongType(value, key, expected: "true or false") }
        self = flag
    }
}

extension Array: JobValue where Element: JobListElement {
    /// One element, or a list of them.
    init(job value: JSONReader.Value, key: String) throws {
        self = try JobValues.list(value) { try Element(jobElement: $0, key: key) }
    }
}

extension FontFileArgument: JobListElement {
    /// `"FILE"` or `"FILE#INDEX"`, alone or in a list.
    init(jobElement value: JSONReader.Value, key: String) throws {
        try self.init(parsing: try String(jobElement: value, key: key))
    }
}

extension NumberListArgument: JobValue {
    /// A string of numbers, a number, or a list of numbers (each standing for its
    /// shortest text, joined by commas).
    init(job value: JSONReader.Value, key: String) throws {
        let expected = "a number, a list of numbers or a string of numbers"
        switch value {
        case .string(let text): self.init(text: text)
        case .number, .array:
            let numbers = try JobValues.list(value) { element -> String in
                guard case .number(let number) = element else { throw JobValues.wrongType(element, key, expected: expected) }
                return DecimalFormatting.shortest(number)
            }
            self.init(text: numbers.joined(separator: ","))
        default: throw JobValues.wrongType(value, key, expected: expected)
        }
    }
}

extension RangeArgument: JobValue {
    /// `[start, end]` (whole numbers) or `"START:END"`.
    init(job value: JSONReader.Value, key: String) throws {
        self = try JobValues.textOrPair(value, key, expected: "[start, end] or \"START:END\"", element: JobValues.integer) {
            RangeArgument(start: $0, end: $1)
        }
    }
}

extension PointArgument: JobValue {
    /// `[x, y]` or `"X,Y"`.
    init(job value: JSONReader.Value, key: String) throws {
        self = try JobValues.textOrPair(value, key, expected: "[x, y] or \"X,Y\"", element: JobValues.number) {
            PointArgument(point: Point(x: $0, y: $1))
        }
    }
}

extension LinkArgument: JobListElement {
    /// `{"range": [start, end], "value": "..."}` or `"START:END=VALUE"`, alone or in a list.
    init(jobElement link: JSONReader.Value, key: String) throws {
        if case .string(let text) = link, let argument = LinkArgument(argument: text) {
            self = argument
            return
        }
        guard case .object(let members) = link, members.count == 2,
            let range = members.first(where: { $0.key == "range" })?.value,
            case .string(let target)? = members.first(where: { $0.key == "value" })?.value
        else {
            throw ValidationError("each \"link\" must be {\"range\": [start, end], \"value\": \"...\"} or \"START:END=VALUE\"")
        }
        self.init(range: try RangeArgument(job: range, key: key), value: target)
    }
}
