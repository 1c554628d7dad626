// `_forEachFieldWithKeyPath` (the standard library's reflection SPI) finds a command's
// option declarations, as `JobTemplate` does, to tell which type a bad value was for.
@_spi(Reflection) import Swift
import ArgumentParser

/// An argument type written in a form of its own (`START:END`, `#RRGGBB`), which an
/// error about a value that does not parse shows, on the command line and in a job.
package protocol ArgumentForm: ExpressibleByArgument {
    /// The form the argument takes, such as `START:END`.
    static var expectedForm: String { get }
}

/// What a value of an option's type should look like, for an error about one that does
/// not parse: found from the option's declaration, so that every option of an
/// ``ArgumentForm`` type says its form, whichever command or group declares it.
package enum ExpectedValue {
    /// What the option `--name` of `arguments` (or of one of its option groups) takes,
    /// read from its declarations (`arguments` need not be parsed):
    /// its type's ``ArgumentForm/expectedForm``, "a whole number" for an integer, "a
    /// number" for a `Double`; nil for another type or no such option.
    package static func description(ofOption name: String, in arguments: some ParsableArguments) -> String? {
        guard let type = valueType(ofOption: name, in: arguments) else { return nil }
        if let form = type as? any ArgumentForm.Type { return form.expectedForm }
        if type == Int.self { return "a whole number" }
        if type == Double.self { return "a number" }
        return nil
    }

    /// The type of one value of the option `--name` (an optional's wrapped type, a
    /// repeatable option's element type).
    private static func valueType<Arguments: ParsableArguments>(ofOption name: String, in arguments: Arguments) -> Any.Type? {
        var found: Any.Type?
        _ = _forEachFieldWithKeyPath(of: Arguments.self) { field, path in
            let label = String(cString: field)
            guard label.hasPrefix("_") else { return true }
            switch arguments[keyPath: path] {
            case let option as any JobOptionWrapper where OptionNaming.longName(String(label.dropFirst())) == name:
                found = elementType(of: option)
            case let group as any JobOptionGroupWrapper:
                found = valueType(ofOption: name, inGroup: group)
            default: break
            }
            return found == nil
        }
        return found
    }

    /// ``valueType(ofOption:in:)`` in the options of `group`'s type (an unparsed group
    /// has no value to read).
    private static func valueType<Group: JobOptionGroupWrapper>(ofOption name: String, inGroup group: Group) -> Any.Type? {
        valueType(ofOption: name, in: Group.Value())
    }

    /// The type of one value of `option`.
    private static func elementType<Wrapper: JobOptionWrapper>(of option: Wrapper) -> Any.Type {
        var type: Any.Type = Wrapper.Value.self
        if let optional = type as? any OptionalJobValue.Type { type = optional.wrappedType }
        if let list = type as? any RepeatedOptionValue.Type { type = list.elementType }
        return type
    }
}

/// A repeatable option's type: its values one by one are of ``elementType``.
private protocol RepeatedOptionValue {
    /// The type of one value.
    static var elementType: Any.Type { get }
}

extension Array: RepeatedOptionValue {
    fileprivate static var elementType: Any.Type { Element.self }
}
