import ArgumentParser
import LinkBubbleJSON

/// Turns batch jobs into commands, for one worker process.
///
/// A command's defaults come from its option groups' declarations, through the
/// argument parser, which is slow (reflection over every option): about a third of a
/// render job's time when it was done per job. The decoder does it once, when the
/// worker starts, together with the tables of job keys, and copies the defaults for
/// each job. Owned by one worker; not shared.
struct _BatchJobDecoder {
    private let render: Decoding<RenderCommand>
    private let mask: Decoding<MaskCommand>

    /// Makes the commands' defaults and key tables.
    ///
    /// - Throws: the argument parser's error when a default cannot be parsed (never
    ///   for the commands as declared).
    init() throws {
        render = try Decoding()
        mask = try Decoding()
    }

    /// The job's options decoded straight into its command's option values (see
    /// ``JobOption``), with the other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for an unknown command, a key that is not
    ///   an option of the command, a value of the wrong type, or a job that lacks what
    ///   the command needs.
    func command(for job: BatchJob) throws -> any JSONCommand {
        switch job.command {
        case "render": try render.command(for: job)
        case "mask": try mask.command(for: job)
        default: throw ValidationError("unknown command \"\(job.command)\"")
        }
    }

    /// One command's defaults and job keys.
    private struct Decoding<Command: JSONCommand> {
        let defaults: Command
        let options: [String: JobOption<Command>]

        init() throws {
            defaults = try Command.jobDefaults()
            options = Command.jobOptions
        }

        func command(for job: BatchJob) throws -> Command {
            var command = defaults
            try command.decode(job, options: options)
            try command.validateJob()
            return command
        }
    }
}
