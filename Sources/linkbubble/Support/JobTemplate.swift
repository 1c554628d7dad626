import ArgumentParser
import LinkBubbleJSON

/// A command's options as `batch` jobs give them, read from the command's own
/// declarations: each `@Option` and `@Flag` is a job key, its long name (ArgumentParser
/// names an option after its property), and a job's options start from the values the
/// command line gives without them.
///
/// Made by parsing the command once from ``JSONCommand/templateArguments`` (so each
/// default is the parser's own), then reading the parsed command's properties; a job's
/// command is the template's decoded again with the job's values in place
/// (``JobDecoder``), through the command's own `Decodable` conformance. The parse
/// reflects over every option, so a worker makes a command's template only when its
/// first job of that command arrives (``BatchJobDecoder``).
struct JobTemplate<Command: JSONCommand> {
    /// The parsed command's properties.
    let root: JobTemplateNode

    /// Each job key's option, as parsed from the template arguments.
    let options: [String: any JobOptionWrapper]

    /// The template of `Command`.
    ///
    /// - Throws: the parser's error if the template arguments do not parse (a
    ///   programming error, which every job of the command then reports).
    init() throws {
        let command = try Command.parse(Command.templateArguments)
        var options: [String: any JobOptionWrapper] = [:]
        let root = JobTemplateNode(command, options: &options)
        // The template arguments stand for what every job gives itself.
        for argument in Command.templateArguments where argument.hasPrefix("--") {
            let key = String(argument.dropFirst(2))
            options[key] = options[key]?.unset()
        }
        (self.root, self.options) = (root, options)
    }

    /// The command for `job`, its other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for a key that is not an option of the
    ///   command, a value of the wrong type (the first in the job's order), or a job
    ///   without `out` or a text.
    func command(for job: BatchJob) throws -> Command {
        var given: [String: any JobOptionWrapper] = [:]
        for (key, value) in job.options {
            guard let option = options[key] else {
                throw ValidationError("\"\(key)\" is not an option of \(job.command) jobs")
            }
            given[key] = try option.setting(value, key: key)
        }
        guard given["out"] != nil else { throw ValidationError("the job has no \"out\": the file to write") }
        guard given["text"] != nil || given["text-file"] != nil else {
            throw ValidationError("the job has no \"text\" or \"text-file\"")
        }
        return try Command(from: JobDecoder(node: root, given: given, defaults: options))
    }
}

/// A parsed `ParsableArguments` value's properties, by their names.
struct JobTemplateNode {
    /// A property: an option or flag (by its job key), or an option group.
    enum Member {
        case option(key: String)
        case group(any JobOptionGroupWrapper, JobTemplateNode)
    }

    /// The properties, by name (a property wrapper's name without its `_`).
    let members: [String: Member]

    /// The job keys of the options here and in the groups here.
    let keys: Set<String>

    /// The properties of `arguments`; adds each option to `options` under its key.
    init(_ arguments: any ParsableArguments, options: inout [String: any JobOptionWrapper]) {
        let before = Set(options.keys)
        var members: [String: Member] = [:]
        for child in Mirror(reflecting: arguments).children {
            guard let label = child.label else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            if let group = child.value as? any JobOptionGroupWrapper {
                members[name] = .group(group, JobTemplateNode(group.group, options: &options))
            } else if let option = child.value as? any JobOptionWrapper {
                let key = Self.longName(name)
                members[name] = .option(key: key)
                options[key] = option
            }
        }
        self.members = members
        keys = Set(options.keys).subtracting(before)
    }

    /// The long name ArgumentParser gives the option of the property `name`: its
    /// camel-case words in lowercase, joined by hyphens (`lineHeight`:
    /// `line-height`, `textURL`: `text-url`).
    static func longName(_ name: String) -> String {
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
