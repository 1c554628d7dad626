import ArgumentParser

/// One line of a `linkbubble batch` job file, turned into command-line arguments.
///
/// A job is a JSON object: `"command"` names the subcommand (`render` or `mask`),
/// and every other key is a flag's long name with its value. Strings and numbers give
/// `--key=value` (so that a value starting with '-', such as a text, is never read as
/// a flag), `true` gives the flag alone (`false` leaves it out), and lists repeat the
/// option. `range` may be `[start, end]`, `at` may be `[x, y]`, and each `link` may be
/// `{"range": [start, end], "value": "..."}`. Keys that are not options of the command
/// (`help` and `version` included) are errors.
public enum BatchJob {
    /// The subcommands a job may name.
    public static let commands: Set<String> = ["render", "mask"]

    /// The flags every command has that ask for something other than the job (help,
    /// the version): a job that names one is refused rather than printing help.
    public static let nonJobKeys: Set<String> = ["help", "help-hidden", "version", "experimental-dump-help", "generate-completion-script"]

    /// The arguments of the job on `line`.
    ///
    /// - Throws: `ValidationError` naming the problem: malformed JSON (with the byte),
    ///   a line over ``JSONInputLimits``, not an object, no or an unknown command, a
    ///   repeated key, a key that is not an option, or a value of the wrong kind.
    public static func arguments(fromLine line: String) throws -> [String] {
        guard case .object(let members) = try JSONReader.parse(line) else {
            throw ValidationError("the job is not a JSON object")
        }
        var seen: Set<String> = []
        for (key, _) in members where !seen.insert(key).inserted {
            throw ValidationError("the job has \"\(key)\" twice")
        }
        guard case .string(let command)? = members.first(where: { $0.key == "command" })?.value else {
            throw ValidationError("the job has no \"command\"")
        }
        guard commands.contains(command) else {
            throw ValidationError("unknown command \"\(command)\" (batch runs \(commands.sorted().joined(separator: " and ")))")
        }
        var arguments = [command]
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where key != "command" {
            guard !nonJobKeys.contains(key), !key.isEmpty, !key.hasPrefix("-") else {
                throw ValidationError("\"\(key)\" is not an option of \(command) jobs")
            }
            switch value {
            case .bool(let flag): if flag { arguments.append("--\(key)") }
            case .array(let values) where key != "range" && key != "at":
                for value in values { arguments.append("--\(key)=" + (try text(of: value, key: key))) }
            case let value: arguments.append("--\(key)=" + (try text(of: value, key: key)))
            }
        }
        return arguments
    }

    /// A value as the flag's text.
    static func text(of value: JSONReader.Value, key: String) throws -> String {
        switch value {
        case .string(let string): return string
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .array(let pair) where pair.count == 2 && (key == "range" || key == "at"):
            let parts = try pair.map { try text(of: $0, key: "") }
            return key == "range" ? "\(parts[0]):\(parts[1])" : "\(parts[0]),\(parts[1])"
        case .object(let link) where key == "link":
            guard let range = link.first(where: { $0.key == "range" })?.value,
                case .string(let target)? = link.first(where: { $0.key == "value" })?.value
            else {
                throw ValidationError("a link needs \"range\": [start, end] and \"value\"")
            }
            return try text(of: range, key: "range") + "=" + target
        default:
            throw ValidationError("the value of \"\(key)\" is not a string, number, true/false or list")
        }
    }
}
