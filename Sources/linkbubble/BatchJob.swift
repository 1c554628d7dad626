import ArgumentParser
import Foundation

/// One line of a `linkbubble batch` job file, turned into command-line arguments.
///
/// A job is a JSON object: `"command"` names the subcommand (`render` or `mask`),
/// and every other key is a flag's long name with its value. Strings and numbers give
/// `--key value`, `true` gives the flag alone (`false` leaves it out), and lists
/// repeat the option. `range` may be `[start, end]`, `at` may be `[x, y]`, and each
/// `link` may be `{"range": [start, end], "value": "..."}`.
enum BatchJob {
    static let commands: Set<String> = ["render", "mask"]

    /// A JSON value as a job holds it.
    indirect enum Value: Decodable {
        case bool(Bool), number(Double), string(String), list([Value]), object([String: Value])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let string = try? container.decode(String.self) { self = .string(string) }
            else if let list = try? container.decode([Value].self) { self = .list(list) }
            else { self = .object(try container.decode([String: Value].self)) }
        }
    }

    static func arguments(fromLine line: String) throws -> [String] {
        guard let object = try? JSONDecoder().decode([String: Value].self, from: Data(line.utf8)) else {
            throw ValidationError("the job is not a JSON object")
        }
        guard case .string(let command)? = object["command"] else { throw ValidationError("the job has no \"command\"") }
        guard commands.contains(command) else {
            throw ValidationError("unknown command \"\(command)\" (batch runs \(commands.sorted().joined(separator: " and ")))")
        }
        var arguments = [command]
        for key in object.keys.sorted() where key != "command" {
            switch object[key]! {
            case .bool(let flag): if flag { arguments.append("--\(key)") }
            case .list(let values) where key != "range" && key != "at":
                for value in values { arguments += ["--\(key)", try text(of: value, key: key)] }
            case let value: arguments += ["--\(key)", try text(of: value, key: key)]
            }
        }
        return arguments
    }

    /// A value as the flag's text.
    static func text(of value: Value, key: String) throws -> String {
        switch value {
        case .string(let string): return string
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .list(let pair) where pair.count == 2 && (key == "range" || key == "at"):
            let parts = try pair.map { try text(of: $0, key: "") }
            return key == "range" ? "\(parts[0]):\(parts[1])" : "\(parts[0]),\(parts[1])"
        case .object(let link) where key == "link":
            guard let range = link["range"], case .string(let target)? = link["value"] else {
                throw ValidationError("a link needs \"range\": [start, end] and \"value\"")
            }
            return try text(of: range, key: "range") + "=" + target
        default:
            throw ValidationError("the value of \"\(key)\" is not a string, number, true/false or list")
        }
    }
}
