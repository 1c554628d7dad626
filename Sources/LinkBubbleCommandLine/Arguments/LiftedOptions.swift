/// The `--feature` and `--family` options of a command line, lifted out of it before it
/// is parsed, and the arguments left for the parser.
///
/// swift-argument-parser takes time quadratic in the number of arguments: once a command
/// is parsed, it removes each argument it used from its array, one at a time, each found
/// by a scan from the front (the used arguments come in hash order), so 10,000
/// `--feature` options took seconds. These two options are repeatable and take any
/// string, so lifting them out changes nothing the parser accepts or says: they are
/// collected here in one pass, the parser sees the rest, and the values are set on the
/// parsed command (``TextOptions/setLiftedOptions(_:)``).
package struct LiftedOptions: Equatable, Sendable {
    /// The `--feature` values, in order.
    package private(set) var features: [String] = []
    /// The `--family` values, in order.
    package private(set) var families: [String] = []
    /// The arguments without the lifted options.
    package private(set) var remaining: [String] = []

    /// Whether anything was lifted.
    package var isEmpty: Bool { features.isEmpty && families.isEmpty }

    /// The options lifted.
    private static let names = ["--feature", "--family"]

    /// Appends a value of the option `name`.
    private mutating func append(_ value: String, to name: String) {
        if name == "--feature" { features.append(value) } else { families.append(value) }
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
            guard Self.names.contains(argument) else { continue }
            if index < arguments.count, !arguments[index].hasPrefix("-") {
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

extension TextOptions {
    /// Sets the lifted `--feature` and `--family` values, on options parsed without them.
    package mutating func setLiftedOptions(_ lifted: LiftedOptions) {
        if !lifted.features.isEmpty { feature = lifted.features }
        if !lifted.families.isEmpty { family = lifted.families }
    }
}
