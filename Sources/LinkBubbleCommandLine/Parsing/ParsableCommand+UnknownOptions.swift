import ArgumentParser
import LinkBubbleJSON

extension ParsableCommand {
    /// The message for the first long option in `arguments` (before any `--`) that the
    /// command they run does not have, such as "Unknown option '--sacle'. Did you mean
    /// '--scale'?"; nil when every long option is the command's.
    ///
    /// swift-argument-parser checks for unknown options only after the command's
    /// `validate()` passed, so `render --rnage 4:15` would report the missing range;
    /// a misspelled option explains that and every later error, so it is reported first.
    /// Its suggestion is the nearest long name by ``OptionNameDistance``, which counts a
    /// swap of two neighbouring letters as one edit (`--sacle` is one edit from `--scale`
    /// and two from `--style`, which the parser's plain edit distance ties).
    package static func unknownOptionMessage(in arguments: [String]) -> String? {
        let known = longOptionNames(of: commandType(running: arguments))
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
            let given = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard !known.contains(given) else { continue }
            let suggestion = OptionNameDistance.nearest(to: given, in: known)
            return "Unknown option '\(given)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        }
        return nil
    }

    /// The long names (`--range`) of `command`'s options and flags, private ones and
    /// `--help` included, in declaration order, as swift-argument-parser describes the
    /// command.
    private static func longOptionNames(of command: any ParsableCommand.Type) -> [String] {
        guard case .object(let tool)? = try? JSONReader.parse(command._dumpHelp()),
            case .object(let description)? = tool.first(where: { $0.key == "command" })?.value,
            case .array(let arguments)? = description.first(where: { $0.key == "arguments" })?.value
        else { return [] }
        return arguments.flatMap { argument -> [String] in
            guard case .object(let members) = argument,
                case .array(let names)? = members.first(where: { $0.key == "names" })?.value
            else { return [] }
            return names.compactMap { name in
                guard case .object(let parts) = name,
                    case .string("long")? = parts.first(where: { $0.key == "kind" })?.value,
                    case .string(let long)? = parts.first(where: { $0.key == "name" })?.value
                else { return nil }
                return "--" + long
            }
        }
    }
}
