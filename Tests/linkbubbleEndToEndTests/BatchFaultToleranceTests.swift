import Foundation
import Glibc
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// A job that crashes or hangs, a batch killed midway and a file size limit: each ends in
/// error lines or complete files, never in a dead batch, a truncated file or a temporary file.
@Suite struct BatchFaultToleranceTests {
    static let text = "Read the guide at https://example.com/docs/link-previews before Friday."

    /// A render job of the sample text writing `out`.
    static func renderJob(_ out: String, scale: Double = 2) -> String {
        #"{"command":"render","text":"\#(text)","range":[18,56],"scale":\#(scale),"out":"\#(out)"}"#
    }

    /// A mask job of two letters writing `out`: under a millisecond in a debug build, about
    /// 45 ms as a worker's first job (which loads the fonts and reads the command's options),
    /// against 16 ms and 70 ms for ``renderJob(_:scale:)``.
    static func maskJob(_ out: String) -> String {
        #"{"command":"mask","text":"ab","range":[0,1],"scale":0.5,"out":"\#(out)"}"#
    }

    /// The `--job-timeout` of the tests whose job hangs, in seconds: what they wait for.
    /// Their other jobs are ``maskJob(_:)``s, so that even a worker's first one stays
    /// under it with a wide margin under AddressSanitizer on a busy machine (at a load of
    /// 20 on 2 cores, a first render job took over 5 seconds there).
    static let hangTimeout = 10

    /// With one worker, job 4 is already with the worker (the next job waits there while
    /// one runs) when job 3 crashes it: job 4 must run again on the new worker.
    @Test(arguments: [1, 2]) func aCrashingWorkerFailsOnlyItsJob(threads: Int) async throws {
        let folder = try makeFolder("-crash-\(threads)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = (0..<6).map { Self.renderJob("\(folder)/\($0).png") }
        let result = try await runToolProcess(
            ["batch", "--threads", "\(threads)"], input: jobs.joined(separator: "\n") + "\n",
            // Under AddressSanitizer (scripts/test's second run), ASan would catch the
            // worker's SIGSEGV and exit 1 with a report; handle_segv=0 lets it die by the
            // signal, as it does in a normal build.
            environment: ["LINKBUBBLE_TEST_CRASH_JOB": "3", "ASAN_OPTIONS": "handle_segv=0"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.status == 1)
        #expect(lines.count == 6)
        #expect(lines[3] == #"{"job":3,"line":4,"out":"\#(folder)/3.png","error":"the job crashed (signal 11: segmentation fault)"}"#)
        for job in [0, 1, 2, 4, 5] {
            #expect(lines[job].hasPrefix(#"{"job":\#(job),"result":{"out":""#), "job \(job) ran after the crash")
            #expect(try readPNG("\(folder)/\(job).png").width > 100)
        }
        #expect(withoutDuration(result.standardError) == "linkbubble: batch: 5 done, 1 failed in T s\n")
    }

    /// In a long batch each worker holds up to 8 jobs waiting to run and tells their
    /// starts only through the page it shares with the batch: the crash must still be
    /// laid on the job that was running, and every job queued behind it must run again.
    @Test(arguments: [1, 2]) func aCrashDeepInALongBatchFailsOnlyItsJob(threads: Int) async throws {
        let folder = try makeFolder("-deep-crash-\(threads)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 90
        let jobs = (0..<count).map { Self.maskJob("\(folder)/\($0).pgm") }
        let result = try await runToolProcess(
            ["batch", "--threads", "\(threads)"], input: jobs.joined(separator: "\n") + "\n",
            environment: ["LINKBUBBLE_TEST_CRASH_JOB": "70", "ASAN_OPTIONS": "handle_segv=0"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.status == 1)
        #expect(lines.count == count)
        for (job, line) in lines.enumerated() {
            if job == 70 {
                #expect(line == #"{"job":70,"line":71,"out":"\#(folder)/70.pgm","error":"the job crashed (signal 11: segmentation fault)"}"#)
            } else {
                #expect(line.hasPrefix(#"{"job":\#(job),"result":{"out":""#), "job \(job) ran")
            }
        }
        #expect(withoutDuration(result.standardError) == "linkbubble: batch: \(count - 1) done, 1 failed in T s\n")
    }

    /// A job that hangs deep in a long batch, while jobs wait behind it: its start was
    /// never sent as a message, yet its deadline holds.
    @Test func aHungJobDeepInALongBatchTimesOut() async throws {
        let folder = try makeFolder("-deep-hang")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 70
        let jobs = (0..<count).map { Self.maskJob("\(folder)/\($0).pgm") }
        let result = try await runToolProcess(
            ["batch", "--threads", "2", "--job-timeout", "\(Self.hangTimeout)"], input: jobs.joined(separator: "\n") + "\n",
            environment: ["LINKBUBBLE_TEST_HANG_JOB": "50"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.status == 1)
        #expect(lines.count == count)
        for (job, line) in lines.enumerated() where job != 50 {
            #expect(line.hasPrefix(#"{"job":\#(job),"result":{"out":""#), "job \(job) ran")
        }
        #expect(
            lines[50]
                == #"{"job":50,"line":51,"out":"\#(folder)/50.pgm","error":"the job took longer than the limit of \#(Self.hangTimeout) seconds (--job-timeout); its worker was killed"}"#)
    }

    /// The lines of the jobs before a hung one are printed while it hangs, not when
    /// its deadline ends it: the batch prints what is ready before it waits.
    /// Polls the batch's output every few milliseconds and kills it at the right moment,
    /// on a thread of its own: a task could be resumed too late.
    @Test func linesBeforeAHungJobArePrintedWhileItHangs() async throws {
        try await onOwnThread { [self] in try self.linesBeforeAHungJobArePrintedWhileItHangsBody() }
    }

    private func linesBeforeAHungJobArePrintedWhileItHangsBody() throws {
        let folder = try makeFolder("-hang-lines")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = (0..<6).map { Self.renderJob("\(folder)/\($0).png", scale: 1) }
        let (jobsFile, outputFile) = (folder + ".jobs", folder + ".out")
        defer {
            unlink(jobsFile)
            unlink(outputFile)
        }
        let process = try startBatch(
            jobs, jobsFile: jobsFile, outputFile: outputFile, arguments: ["--threads", "1", "--job-timeout", "600"],
            environment: ["LINKBUBBLE_TEST_HANG_JOB": "3"])
        let giveUp = ContinuousClock.now.advanced(by: .seconds(60))
        var printed = ""
        while process.isRunning, ContinuousClock.now < giveUp, printed.count(where: { $0 == "\n" }) < 3 {
            usleep(5_000)
            printed = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        }
        #expect(process.isRunning, "the batch waits for the hung job")
        let workers = childProcesses(of: process.processIdentifier)
        kill(process.processIdentifier, SIGKILL)
        for worker in workers { kill(worker, SIGKILL) }
        process.waitUntilExit()
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 3, "jobs 0 to 2 printed while job 3 hangs: \(printed)")
        for (job, line) in lines.enumerated() {
            #expect(line.hasPrefix(#"{"job":\#(job),"result":{"out":""#))
        }
    }

    @Test func theStrokerCrashInputDoesNotStopTheBatch() async throws {
        // The zero-length highlight of issue 12 crashed FreeType's stroker; fixed or not,
        // it may fail only its own job.
        let folder = try makeFolder("-stroker")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let crasher = #"{"command":"render","text":"\#(Self.text)","range":[18,56],"highlight":true,"scale":1e-5,"out":"\#(folder)/x.png"}"#
        let jobs = [crasher, Self.renderJob("\(folder)/after.png")]
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"job":0,"#))
        #expect(lines[1].hasPrefix(#"{"job":1,"result":"#))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/after.png"))
    }

    /// Polls the batch's output every few milliseconds and kills it at the right moment,
    /// on a thread of its own: a task could be resumed too late.
    @Test func killedMidwayLeavesWholeLinesAndFilesAndNoTemporaries() async throws {
        try await onOwnThread { [self] in try self.killedMidwayLeavesWholeLinesAndFilesAndNoTemporariesBody() }
    }

    private func killedMidwayLeavesWholeLinesAndFilesAndNoTemporariesBody() throws {
        let folder = try makeFolder("-kill")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 80
        let names = Set((0..<count).map { "\($0).png" })
        let jobs = (0..<count).map { Self.renderJob("\(folder)/\($0).png", scale: 3) }
        let (jobsFile, outputFile) = (folder + ".jobs", folder + ".out")
        defer {
            unlink(jobsFile)
            unlink(outputFile)
        }
        let process = try startBatch(jobs, jobsFile: jobsFile, outputFile: outputFile, arguments: ["--threads", "2"])
        // Kill it once a few dozen files are written.
        while process.isRunning, (try? String(contentsOfFile: outputFile, encoding: .utf8))?.count(where: { $0 == "\n" }) ?? 0 < 35 {
            usleep(2_000)
        }
        #expect(process.isRunning, "the batch was still running when killed")
        // Kill the batch and its workers, in the middle of their jobs, as a Ctrl-C of
        // the whole process group would. The batch goes first: a batch that outlived its
        // workers by a moment would print their jobs' "crashed" lines, which a whole
        // group's kill never lets it do.
        let workers = childProcesses(of: process.processIdentifier)
        #expect(!workers.isEmpty)
        kill(process.processIdentifier, SIGKILL)
        for worker in workers { kill(worker, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let printed = try String(contentsOfFile: outputFile, encoding: .utf8)
        #expect(printed.hasSuffix("\n"))
        let lines = printed.split(separator: "\n")
        #expect(lines.count >= 35 && lines.count < count)
        for (index, line) in lines.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["job"] as? Int == index && object?["result"] != nil, "line \(index) is a whole result: \(line)")
        }
        try expectOnlyWholePNGs(in: folder, named: names)

        // The next run writes every file and leaves nothing else.
        let rerun = try runCommand(["batch", "--jobs", jobsFile, "--threads", "2"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == names)
        try expectOnlyWholePNGs(in: folder, named: names)
    }

    /// Batches replacing the same small files over and over, stopped at random moments by
    /// each termination signal, as the batch and its workers together (as Ctrl-C stops a
    /// process group): no temporary file may remain. A temporary name lives only between
    /// a link and a rename, held back from `SIGTERM` and `SIGINT`; after `SIGKILL`, which
    /// nothing holds back, the next batch removes what the killed one left.
    @Test(arguments: [SIGTERM, SIGINT, SIGKILL])
    func batchesStoppedAtRandomMomentsLeaveNoTemporaryFile(signal: Int32) async throws {
        try await onOwnThread { [self] in try self.batchesStoppedAtRandomMomentsLeaveNoTemporaryFileBody(signal: signal) }
    }

    private func batchesStoppedAtRandomMomentsLeaveNoTemporaryFileBody(signal: Int32) throws {
        let folder = try makeFolder("-stopped-\(signal)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Distinct files (a batch refuses a job that would overwrite an earlier job's):
        // the first batch creates them, the later ones replace them.
        let names = Set((0..<2_000).map { "\($0).pgm" })
        let jobs = (0..<2_000).map { #"{"command":"mask","text":"ab","range":[0,1],"scale":0.5,"out":"\#(folder)/\#($0).pgm"}"# }
        let (jobsFile, outputFile) = (folder + ".jobs", folder + ".out")
        defer {
            unlink(jobsFile)
            unlink(outputFile)
        }
        var stoppedWorkers: [pid_t] = []
        for _ in 0..<4 {
            let process = try startBatch(jobs, jobsFile: jobsFile, outputFile: outputFile, arguments: ["--threads", "2"])
            // Stop it once its workers have written a few files, a random moment later:
            // up to 50 ms, the time of dozens of these jobs, so the moment falls anywhere
            // in a job's write and its naming.
            while process.isRunning, (try? String(contentsOfFile: outputFile, encoding: .utf8))?.count(where: { $0 == "\n" }) ?? 0 < 20 {
                usleep(2_000)
            }
            usleep(UInt32.random(in: 0..<50_000))
            #expect(process.isRunning, "the batch was still running when stopped")
            let workers = childProcesses(of: process.processIdentifier)
            kill(process.processIdentifier, signal)
            for worker in workers { kill(worker, signal) }
            process.waitUntilExit()
            for worker in workers { waitUntilEnded(worker) }
            stoppedWorkers += workers
            let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
            if signal != SIGKILL { #expect(left.isSubset(of: names), "no temporary file: \(left.subtracting(names))") }
        }
        for worker in stoppedWorkers { waitUntilGone(worker) }
        // One job suffices: a worker looks through a folder on its first file there.
        let rerun = try runCommand(["batch", "--threads", "1"], input: jobs[0] + "\n")
        #expect(rerun.status == 0, "\(rerun.standardError)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(left.contains("0.pgm") && left.isSubset(of: names), "no temporary file: \(left.subtracting(names))")
    }

    @Test func theFileSizeLimitFailsOnlyTheJobThatExceedsIt() async throws {
        let folder = try makeFolder("-ulimit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = [
            Self.renderJob("\(folder)/big.png", scale: 4),
            #"{"command":"mask","text":"a b","range":[0,1],"out":"\#(folder)/small.pgm"}"#,
        ]
        let input = folder + ".jobs"
        defer { unlink(input) }
        try Data((jobs.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: input))
        // dash's `ulimit -f` counts 512-byte blocks: 8 KiB, enough for the small mask only.
        let result = try await runToolProcess(
            ["-c", #"ulimit -f 16 && exec "$0" batch --jobs "$1" --threads 1"#, toolURL().path, input], executable: "/bin/sh")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.status == 1)
        #expect(lines.count == 2)
        #expect(lines[0] == #"{"job":0,"line":1,"out":"\#(folder)/big.png","error":"cannot write \#(folder)/big.png: File too large"}"#)
        #expect(lines[1].hasPrefix(#"{"job":1,"result":{"out":""#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["small.pgm"])
    }

    /// Kills `render` with `SIGKILL` while its image is open in the folder (seen in
    /// `/proc/PID/fd`, unnamed there), on a thread of its own: a task could look too late.
    @Test func aWriterKilledInTheMiddleOfAWriteLeavesNoFile() async throws {
        try await onOwnThread { [self] in try self.aWriterKilledInTheMiddleOfAWriteLeavesNoFileBody() }
    }

    private func aWriterKilledInTheMiddleOfAWriteLeavesNoFileBody() throws {
        let folder = try makeFolder("-midwrite")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let render = ["render", "--text", Self.text, "--range", "18:56", "--scale", "8", "--out"]
        let old = try runCommand(render + ["\(folder)/old.png"])
        #expect(old.status == 0)
        let whole = try readFile("\(folder)/old.png")
        for name in ["new.png", "old.png"] {
            #expect(try killWhileWriting(render + ["\(folder)/\(name)"], into: folder), "killed while the file was unnamed")
            // The kill lands before the link, or (the process ran on meanwhile) after it.
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(Set(names).isSubset(of: ["old.png", "new.png"]), "no temporary file: \(names)")
            for name in names {
                let bytes = try readFile("\(folder)/\(name)")
                // The message, and the search for the first differing byte, only on a failure.
                #expect(
                    bytes == whole,
                    "\(name) is whole: \(bytes.count) bytes, not \(whole.count), first differing at \(zip(bytes, whole).prefix { $0 == $1 }.count)")
            }
        }
    }

    /// Starts the tool with `arguments` and kills it (`SIGKILL`) as soon as it has an
    /// unnamed file of `folder` open (`/proc/PID/fd` shows it as `FOLDER/#INODE (deleted)`),
    /// watching its descriptors as fast as it can; tries again, up to ten times, when the
    /// process ended first. False when it never caught it.
    private func killWhileWriting(_ arguments: [String], into folder: String) throws -> Bool {
        for _ in 0..<10 {
            let process = Process()
            process.executableURL = toolURL()
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let descriptors = "/proc/\(process.processIdentifier)/fd"
            var caught = false
            while !caught, process.isRunning {
                caught = ((try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []).contains { entry in
                    let file = (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(entry)")) ?? ""
                    return file.hasPrefix(folder + "/#") && file.hasSuffix(" (deleted)")
                }
            }
            if caught { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            if caught {
                #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
                return true
            }
        }
        return false
    }

    @Test func aJobPastTheTimeoutFailsAndItsWorkerIsReplaced() async throws {
        let folder = try makeFolder("-timeout")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = (0..<4).map { Self.maskJob("\(folder)/\($0).pgm") }
        // One worker: the jobs after the hung one can only run if it is killed and replaced
        // (and the batch can only end if the hung worker is gone: it never exits on its own).
        let result = try await runToolProcess(
            ["batch", "--threads", "1", "--job-timeout", "\(Self.hangTimeout)"], input: jobs.joined(separator: "\n") + "\n",
            environment: ["LINKBUBBLE_TEST_HANG_JOB": "1"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.status == 1)
        #expect(lines.count == 4)
        #expect(
            lines[1]
                == #"{"job":1,"line":2,"out":"\#(folder)/1.pgm","error":"the job took longer than the limit of \#(Self.hangTimeout) seconds (--job-timeout); its worker was killed"}"#)
        for job in [0, 2, 3] {
            #expect(lines[job].hasPrefix(#"{"job":\#(job),"result":{"out":""#), "job \(job) ran")
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(job).pgm"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/1.pgm"))
        #expect(withoutDuration(result.standardError) == "linkbubble: batch: 3 done, 1 failed in T s\n")
    }

    @Test func jobsWithinTheTimeoutAllSucceed() async throws {
        let folder = try makeFolder("-in-time")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = (0..<3).map { Self.maskJob("\(folder)/\($0).pgm") }
        let result = try await runCommand(["batch", "--threads", "2", "--job-timeout", "600"], input: jobs.joined(separator: "\n"))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n").count == 3)
    }

    // The options are checked before any worker starts: these run in this process.
    @Test(arguments: ["-1", "nan", "inf", "86401"])
    func aJobTimeoutOutsideZeroToADayIsAOneLineError(timeout: String) async throws {
        try assertCommandFails(
            ["batch", "--job-timeout=\(timeout)"], message: "--job-timeout must be 0 (no limit) to 86400 seconds, not \(timeout)")
    }

    @Test(arguments: [0, 257])
    func threadsOutsideOneTo256IsAOneLineError(threads: Int) async throws {
        try assertCommandFails(["batch", "--threads", "\(threads)"], message: "--threads must be 1 to 256, not \(threads)")
    }

    /// Writes `jobs` to `jobsFile` and starts `linkbubble batch --jobs jobsFile` plus
    /// `arguments` (with `environment` added to this process's), its output going to
    /// `outputFile` (emptied first) and its errors nowhere; the caller removes both files.
    private func startBatch(
        _ jobs: [String], jobsFile: String, outputFile: String, arguments: [String], environment: [String: String] = [:]
    ) throws -> Process {
        try Data((jobs.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: jobsFile))
        _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
        let process = Process()
        process.executableURL = toolURL()
        process.arguments = ["batch", "--jobs", jobsFile] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        process.standardError = FileHandle.nullDevice
        // The batch inherits this thread's signal mask, in which Swift's concurrency
        // blocks SIGTERM and SIGINT: let them through (this is a thread of the test's own).
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        try process.run()
        return process
    }

    /// Waits until `process`, which another process started, has ended and been reaped,
    /// for at most 10 seconds: the next batch removes a temporary file only once its
    /// writer is gone to `kill(PID, 0)`, which a zombie is not. An orphan is reaped by
    /// the machine's init, which may do so only every few seconds.
    private func waitUntilGone(_ process: pid_t) {
        let giveUp = ContinuousClock.now.advanced(by: .seconds(10))
        while ContinuousClock.now < giveUp, kill(process, 0) == 0 {
            usleep(1_000)
        }
    }

    /// Waits until `process`, which another process started, has ended (a zombie, or
    /// reaped), for at most 10 seconds: what it wrote and renamed is then in the folder.
    private func waitUntilEnded(_ process: pid_t) {
        let giveUp = ContinuousClock.now.advanced(by: .seconds(10))
        while ContinuousClock.now < giveUp, kill(process, 0) == 0, !isZombie(process) {
            usleep(1_000)
        }
    }

    /// Whether `process` has ended and waits to be reaped: state `Z` in `/proc/PID/stat`
    /// (after the command name in parentheses, which may itself hold spaces).
    private func isZombie(_ process: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: nameEnd)...].hasPrefix(" Z")
    }

    /// The processes that `process` started and that still run (from every thread's
    /// `/proc/PID/task/TID/children`).
    private func childProcesses(of process: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(process)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }

    private func makeFolder(_ suffix: String) throws -> String {
        let folder = temporaryPath(suffix: "-batch" + suffix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file in `folder` is one of `names` and a PNG that decodes to the end.
    private func expectOnlyWholePNGs(in folder: String, named names: Set<String>) throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
            #expect(names.contains(file), "no other file, such as a temporary one: \(file)")
            #expect((try? readPNG("\(folder)/\(file)"))?.width ?? 0 > 100, "\(file) is a whole PNG")
        }
    }
}
