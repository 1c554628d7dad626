import ArgumentParser
import LinkBubbleJSON

/// Turns batch jobs into commands, for one worker process.
///
/// Each command's defaults (set option by option, see ``JSONCommand/jobDefaults``) and
/// table of job keys are made when the worker's first job of that command arrives (a
/// batch of render jobs never makes `mask`'s), and each job starts from a copy of the
/// defaults. Owned by one worker; not shared.
struct BatchJobDecoder {
    private var render: Decoding<RenderCommand>?
    private var mask: Decoding<MaskCommand>?

    /// A decoder that has made nothing yet.
    init() {}

    /// The job's options decoded straight into its command's option values (see
    /// ``JobOption``), with the other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for an unknown command, a key that is not
    ///   an option of the command, a value of the wrong type, or a job that lacks what
    ///   the command needs.
    mutating func command(for job: BatchJob) throws -> any JSONCommand {
        switch job.command {
        case "render": try Self.made(&render).command(for: job)
        case "mask": try Self.made(&mask).command(for: job)
        default: throw ValidationError("unknown command \"\(job.command)\"")
        }
    }

    /// A command's decoding, made on first use and then kept.
    private static func made<Command>(_ decoding: inout Decoding<Command>?) -> Decoding<Command> {
        if let decoding { return decoding }
        let made = Decoding<Command>()
        decoding = made
        return made
    }

    /// One command's defaults and job keys.
    private struct Decoding<Command: JSONCommand> {
        let defaults = Command.jobDefaults
        let options = Command.jobOptions

        func command(for job: BatchJob) throws -> Command {
            var command = defaults
            try command.decode(job, options: options)
            try command.validateJob()
            return command
        }
    }
}
