import InternalUtilities
import LinkBubbleJSON

/// What a batch remembers of the jobs it read, to report on them: each job's input line
/// number, and the `out` files claimed so far.
///
/// Jobs stream in and run while later lines are still unread, so two jobs with the same
/// `out` cannot both be refused before either runs: the later one is refused as it is
/// read (its error line says which job wrote that file first), and the earlier one's file
/// stays. Each `out` is remembered as a 64-bit hash of its text with the first job that
/// gave it, about 40 bytes a job (40 MB for a million jobs): two different paths share a
/// hash with odds of about 1 in 10^7 in a million-job batch. Paths are compared as the
/// jobs give them (`a.png` and `./a.png` are different). Line numbers cost nothing but
/// for runs of blank lines, which shift them from the job numbers. Only files are
/// claimed: a stream such as `/dev/null` takes any number of jobs' output. Thread-safe.
package final class BatchJournal: Sendable {
    private struct State {
        /// From each listed job on, its line number is the job number plus 1 plus the
        /// offset: blank lines before it (rare) shift the lines from the jobs.
        var lineOffsets: [(job: Int, offset: Int)] = []
        var jobCount = 0
        var firstJobByOut: [Int: Int] = [:]
        var unreadableLine: Int?
    }

    private let state = PthreadMutex(State())

    /// An empty journal.
    package init() {}

    /// The line number of the line that could not be read, if one could not.
    package var unreadableLine: Int? { state.withLock { $0.unreadableLine } }

    /// Notes the next job, whose text is `line`, on input line `lineNumber`; returns why
    /// it is refused when an earlier job has the same `out`.
    package func note(_ line: String, atLine lineNumber: Int) -> String? {
        // Only a file is claimed: a stream (`/dev/null`, `/dev/stdout`) takes any number
        // of jobs' bytes.
        let file = Self.out(ofJob: line).flatMap { out in
            if case .file? = try? OutputTarget.resolve(out) { out } else { nil }
        }
        return state.withLock { state in
            let job = state.jobCount
            state.jobCount += 1
            let offset = lineNumber - job - 1
            if offset != (state.lineOffsets.last?.offset ?? 0) { state.lineOffsets.append((job, offset)) }
            guard let file else { return nil }
            if let first = state.firstJobByOut[file.hashValue] {
                let firstLine = Self.lineNumber(of: first, in: state)
                return "\"out\" is also job \(first)'s (line \(firstLine)): each job must write a file of its own"
            }
            state.firstJobByOut[file.hashValue] = job
            return nil
        }
    }

    /// Notes that input line `lineNumber` could not be read.
    package func noteUnreadable(atLine lineNumber: Int) {
        state.withLock { $0.unreadableLine = lineNumber }
    }

    /// The failed job `job`'s `resultLine`, `{"job":N,"error":"..."}`, with the job's
    /// input line number and its `out` (when `jobLine` gives one) before the error.
    package func annotate(job: Int, jobLine: String, resultLine: String) -> String {
        guard case .object(let members)? = try? JSONReader.parse(resultLine),
            case .string(let error)? = members.first(where: { $0.key == "error" })?.value
        else { return resultLine }
        let line = state.withLock { state in
            state.unreadableLine.flatMap { job == state.jobCount ? $0 : nil } ?? Self.lineNumber(of: job, in: state)
        }
        var fields: [(String, JSONValue)] = [("job", .number(Double(job))), ("line", .number(Double(line)))]
        if let out = Self.out(ofJob: jobLine) { fields.append(("out", .string(out))) }
        fields.append(("error", .string(error)))
        return (try? JSONValue.object(fields).text) ?? resultLine
    }

    /// The `out` of the job `line`, when it parses and gives one as a string.
    private static func out(ofJob line: String) -> String? {
        guard let job = try? BatchJob(line: line),
            case .string(let out)? = job.options.last(where: { $0.key == "out" })?.value
        else { return nil }
        return out
    }

    /// The input line of job `job`.
    private static func lineNumber(of job: Int, in state: State) -> Int {
        let offsets = state.lineOffsets
        // The last change of offset at or before the job.
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle].job <= job { low = middle + 1 } else { high = middle }
        }
        return job + 1 + (low > 0 ? offsets[low - 1].offset : 0)
    }
}
