import ArgumentParser

extension ParsableCommand {
    /// `message` with what the option expects when it is swift-argument-parser's bare
    /// "The value 'X' is invalid for '--name <name>'", which says nothing of the form:
    /// ": expected START:END" for an ``ArgumentForm`` type, "a whole number" or "a
    /// number" for an `Int` or a `Double` (see ``ExpectedValue``), found from the option's
    /// declaration in the command `arguments` run.
    package static func withExpectedValue(_ message: String, arguments: [String]) -> String {
        guard message.hasPrefix("The value '"), message.hasSuffix(">'"),
            let invalidFor = message.ranges(of: "' is invalid for '--").last
        else { return message }
        let name = message[invalidFor.upperBound...].prefix { $0 != " " && $0 != "'" }
        let expected = ExpectedValue.description(ofOption: String(name), in: commandType(running: arguments).init())
        return expected.map { message + ": expected " + $0 } ?? message
    }

    /// The command that `arguments` run: the subcommand they name first, else this one.
    package static func commandType(running arguments: [String]) -> any ParsableCommand.Type {
        configuration.subcommands.first { $0._commandName == arguments.first } ?? Self.self
    }
}
