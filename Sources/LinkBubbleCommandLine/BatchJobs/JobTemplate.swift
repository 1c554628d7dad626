// `_forEachFieldWithKeyPath` (the standard library's reflection SPI) is the one way to
// reach a property wrapper found by reflection through a key path, so that a job writes
// only its own options instead of building the whole command again.
@_spi(Reflection) import Swift
import ArgumentParser
import LinkBubbleJSON

/// A command's options as `batch` jobs give them, read from the command's own
/// declarations: each `@Option` and `@Flag` is a job key, its long name (ArgumentParser
/// names an option after its property; a custom long name would differ from the key, so
/// a property is named after its flag, which `JobKeyParityTests` checks), and a job's
/// options start from the values the command line gives without them.
///
/// Made by parsing the command once from ``JSONCommand/templateArguments``, so each
/// default is the parser's own, and walking the parsed command's stored properties, so
/// each option is found where the parser put it: a job's command is a copy of the
/// parsed one with the job's options written over it. The parse reflects over every
/// option, so a worker makes a command's template only when its first job of that
/// command arrives (``BatchJobDecoder``).
package struct JobTemplate<Command: JobCommand> {
    /// The command as the template arguments parse, with those arguments unset again.
    let command: Command

    /// Each job key's option: the template's, and where it is in the command.
    package let options: [String: JobKey]

    /// One option, as a job gives it.
    package struct JobKey {
        /// The option's property wrapper, as the template has it.
        package let template: any JobOptionWrapper
        /// The path from the command to the property wrapper.
        let path: AnyKeyPath
        /// The job key.
        let name: String
    }

    /// The template of `Command`.
    ///
    /// - Throws: the parser's error if the template arguments do not parse (a
    ///   programming error, which every job of the command then reports).
    package init() throws {
        var command = try Command.parse(Command.templateArguments)
        var options: [String: JobKey] = [:]
        Self.addOptions(of: command, at: \Command.self, to: &options)
        // The template arguments stand for what every job gives itself.
        for argument in Command.templateArguments where argument.hasPrefix("--") {
            if let key = options[String(argument.dropFirst(2))] {
                try key.template.unset().write(into: &command, at: key.path, key: key.name)
            }
        }
        (self.command, self.options) = (command, options)
    }

    /// Adds the options of `arguments`, found at `path` in the command, and of its
    /// option groups, under their keys.
    private static func addOptions<Arguments: ParsableArguments>(
        of arguments: Arguments, at path: AnyKeyPath, to options: inout [String: JobKey]
    ) {
        _ = _forEachFieldWithKeyPath(of: Arguments.self) { field, fieldPath in
            let label = String(cString: field)
            guard label.hasPrefix("_"), let path = path.appending(path: fieldPath) else { return true }
            // Options first: most fields are (a type's first cast to a protocol it does not
            // conform to searches all of the tool's conformances).
            switch arguments[keyPath: fieldPath] {
            case let option as any JobOptionWrapper:
                let name = OptionNaming.longName(String(label.dropFirst()))
                options[name] = JobKey(template: option, path: path, name: name)
            case let group as any JobOptionGroupWrapper:
                if let groupPath = path.appending(path: group.groupPath) {
                    addOptions(of: group.wrappedValue, at: groupPath, to: &options)
                }
            default: break
            }
            return true
        }
    }

    /// The command for `job`, its other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for a key that is not an option of the
    ///   command, a value of the wrong type (the first in the job's order), or a job
    ///   without `out` or what ``JobCommand/checkRequiredKeys(_:)`` asks for.
    package func command(for job: BatchJob) throws -> Command {
        let command = try decoded(job)
        let keys = Set(job.options.map(\.key))
        guard keys.contains("out") else { throw ValidationError("the job has no \"out\": the file to write") }
        try Command.checkRequiredKeys(keys)
        return command
    }

    /// The command with the job's options written over the template's, checked by
    /// neither ``JobCommand/validateJob()`` nor for what `batch` requires.
    ///
    /// - Throws: a one-line `ValidationError` for a key that is not an option of the
    ///   command or a value of the wrong type (the first in the job's order).
    package func decoded(_ job: BatchJob) throws -> Command {
        var command = self.command
        for (key, value) in job.options {
            guard let option = options[key] else {
                throw ValidationError("\"\(key)\" is not an option of \(job.command) jobs")
            }
            try option.template.setting(value, key: key).write(into: &command, at: option.path, key: key)
        }
        return command
    }

    /// `message` with each `--NAME` that is an option of the command, as a word of its
    /// own (at the start or after a space or a parenthesis, so not inside a quoted path),
    /// written as its job key, `"NAME"`: the command's checks name options as the
    /// command line gives them ("give exactly one of --range and --at"), a job's error
    /// as the job does.
    package func namingJobKeys(in message: String) -> String {
        var result = "", rest = Substring(message)
        while let dashes = rest.firstRange(of: "--") {
            result += rest[..<dashes.lowerBound]
            let name = rest[dashes.upperBound...].prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
            let startsWord = result.last.map { $0 == " " || $0 == "(" } ?? true
            result += startsWord && options[String(name)] != nil ? "\"\(name)\"" : "--" + name
            rest = rest[name.endIndex...]
        }
        return result + rest
    }
}

/// An `@Option` or `@Flag` property wrapper, as a `batch` job sets it.
package protocol JobOptionWrapper {
    /// The option's type.
    associatedtype Value
    /// The option's value.
    var wrappedValue: Value { get set }
}

extension JobOptionWrapper {
    /// This option with the value of the job's `key`.
    ///
    /// - Throws: a one-line `ValidationError` naming `key`.
    package func setting(_ value: JSONReader.Value, key: String) throws -> Self {
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

    /// Writes this option at `path`, the path from `Root` to the option `key`, in `root`.
    ///
    /// - Throws: a `ValidationError` naming `key` when `path` does not lead from `Root`
    ///   to an option of this type (which `JobKeyParityTests` rules out).
    func write<Root>(into root: inout Root, at path: AnyKeyPath, key: String) throws {
        guard let path = path as? WritableKeyPath<Root, Self> else {
            throw ValidationError("\"\(key)\" cannot be given in a job")
        }
        root[keyPath: path] = self
    }
}

extension Option: JobOptionWrapper {}
extension Flag: JobOptionWrapper {}

/// An `@OptionGroup` property wrapper, whose options are a `batch` job's too.
protocol JobOptionGroupWrapper {
    associatedtype Value: ParsableArguments

    /// The group's options.
    var wrappedValue: Value { get set }
}

extension JobOptionGroupWrapper {
    /// The path from the property wrapper to the group's options.
    var groupPath: AnyKeyPath { \Self.wrappedValue }
}

extension OptionGroup: JobOptionGroupWrapper {}

/// How ArgumentParser names options.
package enum OptionNaming {
    /// The long name ArgumentParser gives the option of the property `name`: its
    /// camel-case words in lowercase, joined by hyphens (`lineHeight`: `line-height`,
    /// `textURL`: `text-url`).
    package static func longName(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if !previous.isUppercase || next?.isLowercase == true { result.append("-") }
            }
            result += character.lowercased()
        }
        return result
    }
}
