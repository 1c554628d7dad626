/// One line of a `linkbubble batch` job file, read and checked: its command and its
/// options' values, not yet given to the command.
///
/// A job is a JSON object: `"command"` names the subcommand (`render`, `mask`, `annotate` or `animate`), and
/// every other key is an option's long name with its value, which the tool decodes
/// straight into the command's options (no command line is built, so a text that
/// starts with `-` is a text like any other).
public struct BatchJob: Sendable {
    /// The subcommands a job may name.
    public static let commands: Set<String> = ["render", "mask", "annotate", "animate"]

    /// The subcommand (one of ``commands``).
    public var command: String

    /// The other members, in input order: each key once.
    public var options: [(key: String, value: JSONReader.Value)]

    /// The job on `line`.
    ///
    /// - Throws: ``JSONInputError`` naming the problem: malformed JSON (with the byte),
    ///   a line over ``JSONInputLimits``, not an object, no or an unknown command, or a
    ///   repeated key.
    public init(line: String) throws(JSONInputError) {
        let members = try Self.members(line)
        guard case .string(let command)? = members.first(where: { $0.key == "command" })?.value else {
            throw JSONInputError("the job has no \"command\"")
        }
        guard Self.commands.contains(command) else {
            let names = Self.commands.sorted()
            let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            throw JSONInputError("unknown command \"\(command)\" (batch runs \(list))")
        }
        self.command = command
        options = members.filter { $0.key != "command" }
    }

    /// A job of `command` whose options are the JSON object `json`, which names no
    /// command: the body of a `linkbubble serve` request, whose endpoint is the command.
    ///
    /// - Throws: ``JSONInputError`` as ``init(line:)`` does, and for a `"command"` key.
    package init(command: String, options json: String) throws(JSONInputError) {
        let members = try Self.members(json)
        guard !members.contains(where: { $0.key == "command" }) else {
            throw JSONInputError("the job names no \"command\": the endpoint is its command")
        }
        (self.command, options) = (command, members)
    }

    /// The members of the JSON object `text`, each key once.
    private static func members(_ text: String) throws(JSONInputError) -> [(key: String, value: JSONReader.Value)] {
        guard case .object(let members) = try JSONReader.parse(text) else {
            throw JSONInputError("the job is not a JSON object")
        }
        var seen: Set<String> = []
        for (key, _) in members where !seen.insert(key).inserted {
            throw JSONInputError("the job has \"\(key)\" twice")
        }
        return members
    }
}
