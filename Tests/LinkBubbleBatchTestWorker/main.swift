// The worker program of the batch engine's tests (LinkBubbleBatchTests): each job line is
// a word and its argument, and each result line is the job's number, this worker's
// process id and what the job did, so that a test sees which worker ran which job.
import InternalUtilities
import LinkBubbleBatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the test jobs:
/// - `echo TEXT`: succeeds with TEXT;
/// - `sleep MILLISECONDS TEXT`: waits, then succeeds with TEXT;
/// - `fail TEXT`: fails with TEXT;
/// - `write PATH TEXT`: stages TEXT as the file PATH and succeeds with "wrote PATH";
/// - `crash`: ends the worker with `SIGABRT`, as a failed check in a C library would;
/// - `hang`: waits forever.
struct TestJobHandler: BatchJobHandler {
    mutating func run(_ line: String, job: Int) -> BatchJobResult {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = words.count > 1 ? words[1] : ""
        let prefix = "\(job) \(getpid()) "
        switch words.first {
        case "echo":
            return .success(prefix + argument, file: nil)
        case "sleep":
            let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
            let milliseconds = parts.first.flatMap { UInt32($0) } ?? 0
            usleep(milliseconds * 1000)
            return .success(prefix + (parts.count > 1 ? parts[1] : ""), file: nil)
        case "fail":
            return .failure(prefix + argument)
        case "write":
            let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
            do {
                let file = try AtomicFileWriter.stage(Array((parts.count > 1 ? parts[1] : "").utf8), toPath: parts[0])
                return .success(prefix + "wrote \(parts[0])", file: file)
            } catch {
                return .failure(prefix + "cannot stage \(error.path): \(error.reason)")
            }
        case "crash":
            abort()
        case "hang":
            while true { pause() }
        default:
            return .failure(prefix + "unknown job: \(line)")
        }
    }

    let unwrittenFileLine: @Sendable (Int, AtomicFileWriteError) -> String = { job, error in
        "\(job) \(getpid()) cannot write \(error.path): \(error.reason)"
    }
}

/// Serves the jobs; the exit status. It returns rather than exiting inside `catch`, so
/// that the error is released before `exit` (LeakSanitizer cannot follow a string's
/// tagged pointer, and would report a live error's reason as a leak).
func serveJobs() -> Int32 {
    do {
        try BatchWorker.serve(TestJobHandler())
        return 0
    } catch {
        FileDescriptorWriting.writeAll(Array("LinkBubbleBatchTestWorker: \(error)\n".utf8), to: 2)
        return 1
    }
}

/// `LinkBubbleBatchTestWorker hold PATH`, for the tests of `TerminationSignals`: with their
/// handlers installed, makes a temporary file beside PATH inside a hold, says `held` on
/// standard output, waits for a line on standard input, renames the file to PATH and ends
/// the hold, as the atomic writer does between its link and its rename.
func holdATemporaryFile(besides path: String) -> Int32 {
    TerminationSignals.install()
    TerminationSignals.whileHeld {
        let temporary = AtomicFileWriter.temporaryName(for: path)
        close(open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644))
        FileDescriptorWriting.writeAll(Array("held\n".utf8), to: 1)
        var byte: UInt8 = 0
        _ = read(0, &byte, 1)
        rename(temporary, path)
    }
    return 0
}

let arguments = CommandLine.arguments.dropFirst()
exit(arguments.first == "hold" && arguments.count == 2 ? holdATemporaryFile(besides: arguments.last!) : serveJobs())
