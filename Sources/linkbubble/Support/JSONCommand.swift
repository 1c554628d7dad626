import ArgumentParser
import InternalUtilities
import LinkBubbleJSON

/// A command that produces one line of JSON, so that `batch` can run it from a job
/// and collect the line instead of printing it.
protocol JSONCommand {
    /// The command with every option at its default, as the command line gives it
    /// without arguments (and `out` still to be given): the value each job's options
    /// are decoded into. Set option by option, not parsed (see `JobOptionTables.swift`).
    static var jobDefaults: Self { get }

    /// The keys of this command's jobs, each with how its value is decoded.
    static var jobOptions: [String: JobOption<Self>] { get }

    /// Checks what only the options together can tell, once a job is decoded.
    ///
    /// - Throws: a one-line `ValidationError`.
    func validateJob() throws

    /// Does the work and returns the JSON line, without its newline; the command's file
    /// goes to `writeFile` (its bytes and path), which the tool's own commands write at
    /// once and `batch` writes on its own thread (``WorkerAnswers``).
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8]
}

extension JSONCommand {
    /// Sets the options the job names, through `options`, the command's job keys.
    ///
    /// The defaults come from the option groups' declarations; a job's values are
    /// never turned into command-line arguments.
    mutating func decode(_ job: BatchJob, options: [String: JobOption<Self>]) throws {
        for (key, value) in job.options {
            guard let option = options[key] else {
                throw ValidationError("\"\(key)\" is not an option of \(job.command) jobs")
            }
            try option.decode(&self, value, key)
        }
        let keys = Set(job.options.map(\.key))
        guard keys.contains("out") else { throw ValidationError("the job has no \"out\": the file to write") }
        guard keys.contains("text") || keys.contains("text-file") else {
            throw ValidationError("the job has no \"text\" or \"text-file\"")
        }
    }

    /// Runs the command as the tool does: its JSON line and a newline, written at once.
    func printResult() throws {
        FileDescriptorWriting.writeAll(try execute(writeFile: OutputFile.write) + [UInt8(ascii: "\n")], to: 1)
    }
}

extension Dictionary where Key == String {
    /// Adds the job keys of an option group found at `path` in the command.
    mutating func add<Command, Group>(_ options: [String: JobOption<Group>], at path: WritableKeyPath<Command, Group>)
    where Value == JobOption<Command> {
        merge(options.mapValues { $0.lifted(to: path) }) { own, _ in own }
    }
}

extension RenderCommand: JSONCommand {
    /// The keys of render jobs.
    static var jobOptions: [String: JobOption<RenderCommand>] {
        var options: [String: JobOption<RenderCommand>] = [
            "background": .argument(\.background), "text-color": .argument(\.textColor), "shadow": .flag(\.shadow),
            "highlight": .flag(\.highlight), "highlight-color": .argument(\.highlightColor),
            "highlight-width": .number(\.highlightWidth),
        ]
        options.add(TextOptions.jobOptions, at: \.textOptions)
        options.add(TargetOptions.jobOptions, at: \.target)
        options.add(StyleOptions.jobOptions, at: \.styleOptions)
        options.add(LinkStyleOptions.jobOptions, at: \.linkStyleOptions)
        options.add(ImageOutputOptions.jobOptions, at: \.output)
        options.add(JSONOutputOptions.jobOptions, at: \.jsonOutput)
        return options
    }

    static var jobDefaults: RenderCommand {
        var command = RenderCommand()
        (command.textOptions, command.target, command.styleOptions) = (.jobDefaults, .unset, .jobDefaults)
        (command.linkStyleOptions, command.output, command.jsonOutput) = (.jobDefaults, .unset, .jobDefaults)
        (command.background, command.textColor, command.shadow, command.highlight) = (nil, nil, false, false)
        (command.highlightColor, command.highlightWidth) = (nil, Self.defaultHighlightWidth)
        return command
    }

    func validateJob() throws { try target.validate() }
}

extension MaskCommand: JSONCommand {
    /// The keys of mask jobs.
    static var jobOptions: [String: JobOption<MaskCommand>] {
        var options: [String: JobOption<MaskCommand>] = ["bubble": .flag(\.bubble)]
        options.add(TextOptions.jobOptions, at: \.textOptions)
        options.add(TargetOptions.jobOptions, at: \.target)
        options.add(StyleOptions.jobOptions, at: \.styleOptions)
        options.add(ImageOutputOptions.jobOptions, at: \.output)
        options.add(JSONOutputOptions.jobOptions, at: \.jsonOutput)
        return options
    }

    static var jobDefaults: MaskCommand {
        var command = MaskCommand()
        (command.textOptions, command.target, command.styleOptions) = (.jobDefaults, .unset, .jobDefaults)
        (command.output, command.jsonOutput, command.bubble) = (.unset, .jobDefaults, false)
        return command
    }

    func validateJob() throws { try target.validate() }
}
