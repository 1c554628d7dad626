import ArgumentParser
import LinkBubbleJSON

/// A command that produces one line of JSON, so that `batch` can run it from a job
/// and collect the line instead of printing it.
protocol JSONCommand {
    /// The job's options decoded straight into this command's option values (see
    /// ``JobOption``), with the other options at their defaults.
    ///
    /// - Throws: a one-line `ValidationError` for a key that is not an option of the
    ///   command, a value of the wrong type, or a job that lacks what the command
    ///   needs.
    init(job: BatchJob) throws

    /// Does the work (writing any files) and returns the JSON line, without its newline.
    func execute() throws -> [UInt8]
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
        _FileDescriptorWriting.writeAll(try execute() + [UInt8(ascii: "\n")], to: 1)
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

    init(job: BatchJob) throws {
        self.init()
        (textOptions, target, styleOptions) = (try TextOptions.parse([]), .unset, try StyleOptions.parse([]))
        (linkStyleOptions, output, jsonOutput) = (try LinkStyleOptions.parse([]), .unset, try JSONOutputOptions.parse([]))
        (background, textColor, shadow, highlight, highlightColor) = (nil, nil, false, false, nil)
        highlightWidth = Self.defaultHighlightWidth
        try decode(job, options: Self.jobOptions)
        try target.validate()
    }
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

    init(job: BatchJob) throws {
        self.init()
        (textOptions, target, styleOptions) = (try TextOptions.parse([]), .unset, try StyleOptions.parse([]))
        (output, jsonOutput, bubble) = (.unset, try JSONOutputOptions.parse([]), false)
        try decode(job, options: Self.jobOptions)
        try target.validate()
    }
}
