import ArgumentParser
import Foundation

/// `linkbubble batch`: runs many `render` and `mask` jobs from JSON Lines on every core.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run render and mask jobs from JSON Lines, on every core.",
        discussion: """
            Each input line is a job: {"command": "render", "text": "...", "range": [18, 56], "style": "ios", \
            "scale": 3, "out": "a.png", "shadow": true} (keys are the flags' long names). Prints one line per job, \
            in job order: {"job": N, "result": {...}} or {"job": N, "error": "..."}. A bad job does not stop the \
            others; the exit status is 1 when any job failed. Shows progress on standard error when it is a terminal.
            """)

    @Option(help: "The JSON Lines file of jobs (default: standard input).")
    var jobs: String?

    @Option(help: "How many jobs run at once (default: the number of cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() throws {
        guard threads >= 1 else { throw ValidationError("--threads must be 1 or more, not \(threads)") }
        let lines = try readLines().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let printer = _BatchPrinter(total: lines.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = threads
        for (index, line) in lines.enumerated() {
            queue.addOperation { printer.finish(index, Self.run(line, job: index)) }
        }
        queue.waitUntilAllOperationsAreFinished()
        printer.close()
        if printer.failures > 0 { throw ExitCode(1) }
    }

    /// Runs one job and returns its result line.
    static func run(_ line: String, job: Int) -> String {
        do {
            let arguments = try BatchJob.arguments(fromLine: line)
            let command = try LinkBubbleCommand.parseAsRoot(arguments)
            guard let jsonCommand = command as? JSONCommand else { throw ValidationError("not a batch command") }
            return "{\"job\":\(job),\"result\":\(try jsonCommand.execute())}"
        } catch {
            let message = LinkBubbleCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            // A job number and a string: always finite, always writable.
            return (try? JSONValue.object([("job", .number(Double(job))), ("error", .string(message))]).text)
                ?? "{\"job\":\(job),\"error\":\"unprintable error\"}"
        }
    }

    private func readLines() throws -> [String] {
        let data: Data
        if let jobs {
            guard let contents = FileManager.default.contents(atPath: jobs) else {
                throw ValidationError("cannot read the jobs file: \(jobs)")
            }
            data = contents
        } else {
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
