import ArgumentParser
import LinkBubbleCommandLine
import LinkBubbleJSON

/// Turns batch jobs into commands, for one worker process.
///
/// Each command's ``JobTemplate`` (its job keys and defaults, read from its option
/// declarations by parsing it once) is made when the worker's first job of that command
/// arrives: a batch of render jobs never makes `mask`'s. Owned by one worker; not shared.
struct BatchJobDecoder {
    private var render: JobTemplate<RenderCommand>?
    private var mask: JobTemplate<MaskCommand>?
    private var annotate: JobTemplate<AnnotateCommand>?
    private var animate: JobTemplate<AnimateCommand>?

    /// A decoder that has made nothing yet.
    init() {}

    /// The job's options decoded straight into its command's option values (see
    /// ``JobValue``), with the other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for an unknown command, a key that is not
    ///   an option of the command, a value of the wrong type, or a job that lacks what
    ///   the command needs.
    mutating func command(for job: BatchJob) throws -> any JSONCommand {
        switch job.command {
        case "render": try Self.validated(try Self.made(&render).command(for: job))
        case "mask": try Self.validated(try Self.made(&mask).command(for: job))
        case "annotate": try Self.validated(try Self.made(&annotate).command(for: job))
        case "animate": try Self.validated(try Self.made(&animate).command(for: job))
        default: throw ValidationError("unknown command \"\(job.command)\"")
        }
    }

    /// `message`, an error of a job of `command`, with the command's options named by
    /// their job keys (``JobTemplate/namingJobKeys(in:)``).
    func namingJobKeys(in message: String, command: String) -> String {
        switch command {
        case "render": render?.namingJobKeys(in: message) ?? message
        case "mask": mask?.namingJobKeys(in: message) ?? message
        default: message
        }
    }

    /// A command's template, made on first use and then kept.
    private static func made<Command>(_ template: inout JobTemplate<Command>?) throws -> JobTemplate<Command> {
        if let template { return template }
        let made = try JobTemplate<Command>()
        template = made
        return made
    }

    /// `command`, once ``JSONCommand/validateJob()`` passes.
    private static func validated<Command: JSONCommand>(_ command: Command) throws -> Command {
        try command.validateJob()
        return command
    }
}
