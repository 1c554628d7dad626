/// The `--feature`, `--family` and `--link` options of a command line, lifted out of it
/// before it is parsed, and the arguments left for the parser.
///
/// swift-argument-parser takes time quadratic in the number of arguments: once a command
/// is parsed, it removes each argument it used from its array, one at a time, each found
/// by a scan from the front (the used arguments come in hash order), so 10,000
/// `--feature` options took seconds. These options are repeatable and take any string
/// (`--link` any `START:END=VALUE`: a value that is not one leaves every `--link` to the
/// parser, which reports it), so lifting them out changes nothing the parser accepts or
/// says: they are collected here in one pass, the parser sees the rest, and the values
/// are set on the parsed command (``TextOptions/setLiftedOptions(_:)``,
/// ``TargetOptions/setLiftedLinks(_:)``).
package struct LiftedOptions: Equatable, Sendable {
    /// The `--feature` values, in order.
    package private(set) var features: [String] = []
    /// The `--family` values, in order.
    package private(set) var families: [String] = []
    /// The `--link` values, in order.
    package private(set) var links: [String] = []
    /// The arguments without the lifted options.
    package private(set) var remaining: [String] = []

    /// Whether anything was lifted.
    package var isEmpty: Bool { features.isEmpty && families.isEmpty && links.isEmpty }

    /// The options lifted.
    private static let names = ["--feature", "--family", "--link"]

    /// Whether the parser would take `value` for the option `name` without an error.
    private static func accepts(_ value: String, for name: String) -> Bool {
        name != "--link" || LinkArgument(argument: value) != nil
    }

    /// Appends a value of the option `name`.
    private mutating func append(_ value: String, to name: String) {
        switch name {
        case "--feature": features.append(value)
        case "--family": families.append(value)
        default: links.append(value)
        }
    }

    /// Lifts the options out of `arguments`, the tool's arguments without its name.
    ///
    /// Only what the parser reads as the option can be lifted: an occurrence after the
    /// subcommand's name and before `--`, written `--feature=VALUE` or `--feature VALUE`
    /// with a VALUE not starting with `-` (the parser takes no such value after a space).
    /// When one occurrence of an option cannot be lifted, none of that option is, so the
    /// parser sees them all, in order, and says what it says about them.
    package init(_ arguments: [String]) {
        guard let subcommand = arguments.first, !subcommand.hasPrefix("-") else {
            remaining = arguments
            return
        }
        var liftable = Set(Self.names)
        var index = 1
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            if let name = Self.names.first(where: { argument.hasPrefix($0 + "=") }) {
                if !Self.accepts(String(argument.dropFirst(name.count + 1)), for: name) { liftable.remove(name) }
                continue
            }
            guard Self.names.contains(argument) else { continue }
            if index < arguments.count, !arguments[index].hasPrefix("-"), Self.accepts(arguments[index], for: argument) {
                index += 1
            } else {
                liftable.remove(argument)
            }
        }
        remaining = [subcommand]
        index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument != "--" else {
                remaining += arguments[(index - 1)...]
                break
            }
            if liftable.contains(argument) {
                append(arguments[index], to: argument)
                index += 1
            } else if let name = liftable.first(where: { argument.hasPrefix($0 + "=") }) {
                append(String(argument.dropFirst(name.count + 1)), to: name)
            } else {
                remaining.append(argument)
            }
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

extension TextOptions {
    /// Sets the lifted `--feature` and `--family` values, on options parsed without them.
    package mutating func setLiftedOptions(_ lifted: LiftedOptions) {
        if !lifted.features.isEmpty { feature = lifted.features }
        if !lifted.families.isEmpty { family = lifted.families }
    }
}

extension TargetOptions {
    /// Sets the lifted `--link` values (each one ``LiftedOptions`` checked parses), on
    /// options parsed without them.
    package mutating func setLiftedLinks(_ lifted: LiftedOptions) {
        if !lifted.links.isEmpty { link = lifted.links.compactMap(LinkArgument.init(argument:)) }
    }
}
