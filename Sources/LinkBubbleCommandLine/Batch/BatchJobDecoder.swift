import ArgumentParser
import LinkBubbleJSON

/// Turns batch jobs into commands, for one worker process.
///
/// Each command's ``JobTemplate`` (its job keys and defaults, read from its option
/// declarations by parsing it once) is made when the worker's first job of that command
/// arrives: a batch of render jobs never makes `mask`'s. Owned by one worker; not shared.
package struct BatchJobDecoder {
    /// The commands jobs may name, by name.
    private let commands: [String: any JSONCommand.Type]
    /// The commands whose errors name options by their job keys.
    private let namingJobKeys: Set<String>
    /// The templates made so far, by command name.
    private var templates: [String: any CommandTemplate] = [:]

    /// A decoder of jobs of `commands`, which has made no template yet; the errors of
    /// the commands `namingJobKeys` names (by command name) name options by their job
    /// keys (``JobTemplate/namingJobKeys(in:)``), the others' as the command line does.
    package init(commands: [any JSONCommand.Type], namingJobKeys: Set<String>) {
        self.commands = Dictionary(commands.map { ($0._commandName, $0) }, uniquingKeysWith: { first, _ in first })
        self.namingJobKeys = namingJobKeys
    }

    /// The job's options decoded straight into its command's option values (see
    /// ``JobValue``), with the other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for an unknown command, a key that is not
    ///   an option of the command, a value of the wrong type, or a job that lacks what
    ///   the command needs.
    package mutating func command(for job: BatchJob) throws -> any JSONCommand {
        if let template = templates[job.command] { return try template.validatedCommand(for: job) }
        guard let command = commands[job.command] else { throw ValidationError("unknown command \"\(job.command)\"") }
        let template = try Self.template(of: command)
        templates[job.command] = template
        return try template.validatedCommand(for: job)
    }

    /// `message`, an error of a job of `command`, with the command's options named by
    /// their job keys when the command's errors do so.
    package func namingJobKeys(in message: String, command: String) -> String {
        guard namingJobKeys.contains(command), let template = templates[command] else { return message }
        return template.namingJobKeys(in: message)
    }

    /// The template of `command`.
    private static func template<Command: JSONCommand>(of command: Command.Type) throws -> any CommandTemplate {
        try JobTemplate<Command>()
    }
}

/// A ``JobTemplate`` of a ``JSONCommand``, whatever its command.
private protocol CommandTemplate {
    /// The job's command, once ``JSONCommand/validateJob()`` passes.
    func validatedCommand(for job: BatchJob) throws -> any JSONCommand
    /// `message` with the command's options named by their job keys.
    func namingJobKeys(in message: String) -> String
}

extension JobTemplate: CommandTemplate where Command: JSONCommand {
    fileprivate func validatedCommand(for job: BatchJob) throws -> any JSONCommand {
        let command = try command(for: job)
        try command.validateJob()
        return command
    }
}
