import ArgumentParser

/// The repeatable options of a command line that take any number of values (`--font`,
/// `--family`, `--feature`, `--link`), lifted out of it before it is parsed, and the
/// arguments left for the parser.
///
/// swift-argument-parser takes time quadratic in the number of arguments: once a command
/// is parsed, it removes each argument it used from its array, one at a time, each found
/// by a scan from the front (the used arguments come in hash order), so 10,000
/// `--feature` options took seconds. A lifted option takes only values the parser
/// accepts (``LiftedOption/accepts``: a value that is not one leaves every occurrence of
/// the option to the parser, which reports it), so lifting it out changes nothing the
/// parser accepts or says: the options are collected here in one pass, the parser sees
/// the rest, and the values are set on the parsed command (``applied(to:)``).
package struct LiftedOptions: Sendable {
    /// The lifted values of each option, by name (`--feature`), in order; only options
    /// given are present.
    package private(set) var values: [String: [String]] = [:]
    /// The arguments without the lifted options.
    package private(set) var remaining: [String] = []

    /// Whether anything was lifted.
    package var isEmpty: Bool { values.isEmpty }

    /// Lifts the options of `table` out of `arguments`, the tool's arguments without its
    /// name, in time linear in their number.
    ///
    /// Only what the parser reads as the option can be lifted: an occurrence after the
    /// subcommand's name and before `--`, written `--feature=VALUE` or `--feature VALUE`
    /// with a VALUE not starting with `-` (the parser takes no such value after a space).
    /// When one occurrence of an option cannot be lifted, none of that option is, so the
    /// parser sees them all, in order, and says what it says about them.
    package init(_ arguments: [String], table: [LiftedOption] = LiftedOption.table) {
        guard let subcommand = arguments.first, !subcommand.hasPrefix("-") else {
            remaining = arguments
            return
        }
        var liftable = Dictionary(table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, value) in Self.occurrences(in: arguments, of: liftable) {
            if let option = liftable[name], value.map(option.accepts) != true { liftable[name] = nil }
        }
        remaining = [subcommand]
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument != "--" else {
                remaining += arguments[(index - 1)...]
                break
            }
            if liftable[argument] != nil {
                values[argument, default: []].append(arguments[index])
                index += 1
            } else if let (name, value) = Self.joined(argument), liftable[name] != nil {
                values[name, default: []].append(value)
            } else {
                remaining.append(argument)
            }
        }
    }

    /// Each occurrence of an option of `options` in `arguments` after the subcommand and
    /// before `--`, with the value the parser would read, nil for none.
    private static func occurrences(
        in arguments: [String], of options: [String: LiftedOption]
    ) -> [(name: String, value: String?)] {
        var found: [(name: String, value: String?)] = []
        var index = 1
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            if let (name, value) = joined(argument), options[name] != nil {
                found.append((name, value))
            } else if options[argument] != nil {
                let value = index < arguments.count && !arguments[index].hasPrefix("-") ? arguments[index] : nil
                found.append((argument, value))
                if value != nil { index += 1 }
            }
        }
        return found
    }

    /// The name and value of `--name=value`.
    private static func joined(_ argument: String) -> (name: String, value: String)? {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return nil }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `command`, parsed without the lifted options, with their values set; nil when it
    /// has no such option (the parser must then see all the arguments to report it).
    package func applied(to command: any ParsableCommand, table: [LiftedOption] = LiftedOption.table)
        -> (any ParsableCommand)?
    {
        var command = command
        for option in table {
            if let values = values[option.name], !option.set(&command, values) { return nil }
        }
        return command
    }
}

/// A repeatable option that ``LiftedOptions`` lifts: its name, the values the parser
/// accepts, and where they go in a parsed command.
package struct LiftedOption: Sendable {
    /// The option's long name, `--feature`.
    package let name: String
    /// Whether the parser takes the value without an error.
    let accepts: @Sendable (String) -> Bool
    /// Sets the values on `command`; false when the command has no such option.
    let set: @Sendable (_ command: inout any ParsableCommand, _ values: [String]) -> Bool

    /// The options lifted: those of ``TextOptions`` and ``TargetOptions`` that repeat.
    package static let table = [
        text("--font", accepts: { (try? FontFileArgument(parsing: $0)) != nil }) {
            $0.font = $1.compactMap { try? FontFileArgument(parsing: $0) }
        },
        text("--family") { $0.family = $1 },
        text("--feature") { $0.feature = $1 },
        LiftedOption(name: "--link", accepts: { LinkArgument(argument: $0) != nil }) { command, values in
            guard var linked = command as? any ParsableCommand & LinkTargetCommand else { return false }
            linked.target.link = values.compactMap(LinkArgument.init(argument:))
            command = linked
            return true
        },
    ]

    /// An option of ``TextOptions``, set by `set`.
    private static func text(
        _ name: String, accepts: @escaping @Sendable (String) -> Bool = { _ in true },
        set: @escaping @Sendable (inout TextOptions, [String]) -> Void
    ) -> LiftedOption {
        LiftedOption(name: name, accepts: accepts) { command, values in
            guard var text = command as? any ParsableCommand & TextCommand else { return false }
            set(&text.textOptions, values)
            command = text
            return true
        }
    }
}

/// A command whose options include ``TextOptions``, which lifted options are set on.
package protocol TextCommand {
    /// The command's text options.
    var textOptions: TextOptions { get set }
}

/// A command whose options include ``TargetOptions``, which lifted `--link` values are
/// set on.
package protocol LinkTargetCommand {
    /// The command's target options.
    var target: TargetOptions { get set }
}
