import Foundation
import InternalUtilities
import LinkBubbleTestSupport
import Testing

@testable import LinkBubbleBatch

/// The batch engine on its own, with the test worker program (`LinkBubbleBatchTestWorker`,
/// whose result lines are `JOB PID TEXT`): job order and numbers, more jobs than workers,
/// crashes and timeouts laid on the right job, replaced workers, failures counted, and
/// files committed.
@Suite struct BatchRunnerTests {
    /// The test worker, built next to the test bundle.
    static let worker: WorkerExecutable = {
        var folder = Bundle.main.bundleURL
        let name = "LinkBubbleBatchTestWorker"
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            folder.deleteLastPathComponent()
        }
        return WorkerExecutable(path: folder.appendingPathComponent(name).path, arguments: [name])
    }()

    /// A failure's line, as a client of the runner would make it.
    static func failureLine(job: Int, failure: BatchJobFailure) -> String {
        switch failure {
        case .crashed(let ending): "\(job) crashed: \(ending)"
        case .timedOut(let limit): "\(job) timed out after \(limit)"
        case .workerDidNotStart(let reason): "\(job) no worker: \(reason)"
        case .unreadable(let reason): "\(job) unreadable: \(reason)"
        case .refused(let reason): "\(job) refused: \(reason)"
        }
    }

    /// One result line, split: the job number, the worker's process id (nil for a line
    /// of the runner's own) and the rest.
    struct Result: Equatable {
        var job: Int
        var worker: Int32?
        var text: String

        init(_ line: Substring) {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            job = Int(words[0]) ?? -1
            worker = words.count > 1 ? Int32(words[1]) : nil
            text = words.count > 2 ? words[2] : ""
        }
    }

    /// Runs `jobs` with `workerCount` workers of `worker`: the output lines and how many
    /// jobs failed.
    static func run(
        _ jobs: [String], workerCount: Int, jobTimeout: Duration? = nil, worker: WorkerExecutable = worker
    ) throws -> (lines: [Substring], failures: Int) {
        let (lines, outcome) = try run(ListedJobs(jobs), workerCount: workerCount, jobTimeout: jobTimeout, worker: worker)
        #expect(outcome.jobCount == jobs.count && outcome.unreadableJob == nil)
        return (lines, outcome.failureCount)
    }

    /// Runs the jobs of `source` with `workerCount` workers of `worker`: the output lines
    /// and what the runner says of the batch.
    static func run(
        _ source: some BatchJobSource, workerCount: Int, jobTimeout: Duration? = nil, worker: WorkerExecutable = worker
    ) throws -> (lines: [Substring], outcome: BatchOutcome) {
        let path = temporaryPath("output")
        let output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(output >= 0)
        defer { unlink(path) }
        let runner = BatchRunner(
            worker: worker, workerCount: workerCount, jobTimeout: jobTimeout, failureLine: failureLine)
        let outcome = runner.run(source, output: { FileDescriptorWriting.writeAll($0, to: output) })
        close(output)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.isEmpty || text.hasSuffix("\n"))
        return (text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(), outcome)
    }

    /// A path in the temporary folder, unique to this run.
    static func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "/linkbubble-batch-tests-\(UUID().uuidString)-\(name)"
    }

    @Test(arguments: [1, 2, 3])
    func moreJobsThanWorkersComeBackInJobOrder(workerCount: Int) throws {
        // Uneven job times, so that workers finish out of order; more jobs than a worker
        // holds at once, so that every worker's queue fills and drains.
        let count = 400
        let jobs = (0..<count).map { $0 % 7 == 0 ? "sleep \($0 % 3) job-\($0)" : "echo job-\($0)" }
        let (lines, failures) = try Self.run(jobs, workerCount: workerCount)
        #expect(failures == 0)
        #expect(lines.count == count)
        for (index, line) in lines.enumerated() {
            #expect(Result(line).job == index && Result(line).text == "job-\(index)", "line \(index): \(line)")
        }
        let workers = Set(lines.compactMap { Result($0).worker })
        #expect(workers.count <= workerCount)
    }

    @Test func noJobsPrintNothing() throws {
        let (lines, failures) = try Self.run([], workerCount: 2)
        #expect(lines.isEmpty && failures == 0)
    }

    @Test func failedJobsAreCountedAndKeepTheirLines() throws {
        let jobs = ["echo a", "fail b", "echo c", "fail d", "unknown"]
        let (lines, failures) = try Self.run(jobs, workerCount: 2)
        #expect(failures == 3)
        #expect(lines.map { Result($0).text } == ["a", "b", "c", "d", "unknown job: unknown"])
    }

    /// A worker that dies in a job: that job gets the failure line, the jobs waiting in
    /// the same worker run again on a new one, and the rest go on.
    @Test(arguments: [1, 2])
    func aCrashFailsOnlyTheJobThatRan(workerCount: Int) async throws {
        let count = 200
        let crash = 70
        // Jobs of a few milliseconds, so that every worker takes some before the crash.
        let jobs = (0..<count).map { $0 == crash ? "crash" : "sleep 5 job-\($0)" }
        let (lines, failures) = try await onOwnThread { try Self.run(jobs, workerCount: workerCount) }
        #expect(failures == 1)
        #expect(lines.count == count)
        for (index, line) in lines.enumerated() where index != crash {
            #expect(Result(line).job == index && Result(line).text == "job-\(index)", "line \(index): \(line)")
        }
        #expect(lines[crash] == "\(crash) crashed: signal 6: aborted")
        // One more worker than the count ran jobs: the one that crashed was replaced.
        #expect(Set(lines.compactMap { Result($0).worker }).count == workerCount + 1)
    }

    @Test func everyJobCrashingFailsEachJobAlone() throws {
        let (lines, failures) = try Self.run(Array(repeating: "crash", count: 5), workerCount: 2)
        #expect(failures == 5)
        #expect(lines == (0..<5).map { "\($0) crashed: signal 6: aborted" })
    }

    /// A job past the time limit fails, its worker is killed (a hung worker never exits on
    /// its own: the batch could not end otherwise) and the next jobs run on a new one.
    @Test func aJobPastTheTimeoutFailsAndItsWorkerIsReplaced() async throws {
        let jobs = ["echo a", "hang", "echo b", "sleep 50 c"]
        let (lines, failures) = try await onOwnThread { try Self.run(jobs, workerCount: 1, jobTimeout: .seconds(2)) }
        #expect(failures == 1)
        #expect(lines.count == 4)
        #expect(lines[1] == "1 timed out after 2.0 seconds")
        #expect([0, 2, 3].map { Result(lines[$0]).text } == ["a", "b", "c"])
        #expect(Result(lines[0]).worker != Result(lines[2]).worker)
        #expect(Result(lines[2]).worker == Result(lines[3]).worker)
    }

    @Test func jobsWithinTheTimeoutSucceed() throws {
        let jobs = (0..<20).map { "sleep 10 job-\($0)" }
        let (lines, failures) = try Self.run(jobs, workerCount: 2, jobTimeout: .seconds(30))
        #expect(failures == 0)
        #expect(lines.map { Result($0).text } == (0..<20).map { "job-\($0)" })
    }

    /// Files are staged by the jobs and committed by the worker before their lines; a
    /// file that cannot be named (its name is longer than a name may be, which only the
    /// link finds out) fails its job only.
    @Test func filesAreCommittedBeforeTheBatchEnds() throws {
        let folder = Self.temporaryPath("files")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 150
        let tooLong = folder + "/" + String(repeating: "n", count: 300)
        var jobs = (0..<count).map { "write \(folder)/\($0).txt text \($0)" }
        jobs[40] = "write \(tooLong) text"
        let (lines, failures) = try Self.run(jobs, workerCount: 2)
        #expect(failures == 1)
        #expect(lines.count == count)
        #expect(Result(lines[40]).text == "cannot write \(tooLong): File name too long")
        for index in 0..<count where index != 40 {
            #expect(Result(lines[index]).text == "wrote \(folder)/\(index).txt")
            #expect(try String(contentsOfFile: "\(folder)/\(index).txt", encoding: .utf8) == "text \(index)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == count - 1, "no temporary file left")
    }

    @Test func aWorkerThatCannotStartFailsEveryJob() throws {
        let missing = WorkerExecutable(path: "/nonexistent/worker", arguments: ["worker"])
        let (lines, failures) = try Self.run(["echo a", "echo b"], workerCount: 2, worker: missing)
        #expect(failures == 2)
        #expect(lines == ["0 no worker: No such file or directory", "1 no worker: No such file or directory"])
    }

    /// The queues are long while many jobs are left and one job deep at the end.
    @Test func queuesShrinkAsTheJobsRunOut() {
        #expect(BatchRunner.queueLength(jobsLeft: 1_000, workerCount: 2) == BatchRunner.maximumQueuedJobs)
        #expect(BatchRunner.queueLength(jobsLeft: 128, workerCount: 2) == 8)
        #expect(BatchRunner.queueLength(jobsLeft: 64, workerCount: 2) == 4)
        #expect(BatchRunner.queueLength(jobsLeft: 31, workerCount: 2) == 1)
        #expect(BatchRunner.queueLength(jobsLeft: 0, workerCount: 2) == 1)
    }

    @Test func theWorkerProgramRefusesToRunOutsideABatch() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.worker.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("LinkBubbleBatchTestWorker: no page shared with the batch on descriptor 3: "))
    }
}
