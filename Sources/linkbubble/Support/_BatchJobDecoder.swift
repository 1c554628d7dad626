import ArgumentParser
import LinkBubbleJSON

/// Turns batch jobs into commands, for one worker process.
///
/// A command's defaults come from its option groups' declarations, through the
/// argument parser, which is slow (reflection over every option): about a third of a
/// render job's time when it was done per job, and several milliseconds of a worker's
/// start for each command. The decoder does it once per command, when the worker's
/// first job of that command arrives (a batch of render jobs never pays for `mask`'s),
/// together with the command's table of job keys, and copies the defaults for each
/// job. Owned by one worker; not shared.
struct _BatchJobDecoder {
    private var render: Result<Decoding<RenderCommand>, any Error>?
    private var mask: Result<Decoding<MaskCommand>, any Error>?

    /// A decoder that has made nothing yet.
    init() {}

    /// The job's options decoded straight into its command's option values (see
    /// ``JobOption``), with the other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for an unknown command, a key that is not
    ///   an option of the command, a value of the wrong type, or a job that lacks what
    ///   the command needs; the argument parser's error when the command's defaults
    ///   cannot be parsed (never for the commands as declared), for every job of it.
    mutating func command(for job: BatchJob) throws -> any JSONCommand {
        switch job.command {
        case "render": try Self.made(&render).command(for: job)
        case "mask": try Self.made(&mask).command(for: job)
        default: throw ValidationError("unknown command \"\(job.command)\"")
        }
    }

    /// A command's decoding, made on first use and then kept (a failure too).
    private static func made<Command>(
        _ decoding: inout Result<Decoding<Command>, any Error>?
    ) throws -> Decoding<Command> {
        if let decoding { return try decoding.get() }
        let made = Result { try Decoding<Command>() }
        decoding = made
        return try made.get()
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
