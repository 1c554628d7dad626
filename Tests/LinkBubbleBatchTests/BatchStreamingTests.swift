import Foundation
import InternalUtilities
import LinkBubbleTestSupport
import Synchronization
import Testing

@testable import LinkBubbleBatch

/// The runner on a stream of jobs: answers while the input is still open, reading no
/// further ahead than its window, a last line that cannot be read, and workers that
/// cannot start leaving their jobs to those that did.
@Suite struct BatchStreamingTests {
    /// A batch running on a thread of its own, reading a descriptor: what it printed,
    /// line by line, for a test to wait on, and its outcome once it ends.
    final class RunningBatch: Sendable {
        private let text = Mutex("")
        private let result = Mutex<BatchOutcome?>(nil)
        private let ended = DispatchSemaphore(value: 0)

        /// Starts a batch of `workerCount` test workers on the lines of `descriptor`.
        init(reading descriptor: Int32, workerCount: Int) {
            let runner = BatchRunner(
                worker: BatchRunnerTests.worker, workerCount: workerCount, jobTimeout: nil,
                failureLine: BatchRunnerTests.failureLine)
            Thread.detachNewThread { [self] in
                let outcome = runner.run(StreamedJobs(descriptor: descriptor)) { bytes in
                    self.text.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
                }
                result.withLock { $0 = outcome }
                ended.signal()
            }
        }

        /// The whole lines printed so far.
        var lines: [Substring] {
            text.withLock { $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
        }

        /// The lines once `count` are printed, or after `seconds` those there are.
        func waitFor(_ count: Int, seconds: Double = 60) -> [Substring] {
            let end = ContinuousClock.now + .seconds(seconds)
            while lines.count < count && ContinuousClock.now < end { usleep(5_000) }
            return lines
        }

        /// Waits for the batch to end: its outcome.
        func outcome() -> BatchOutcome? {
            ended.wait()
            return result.withLock { $0 }
        }
    }

    /// A pipe (a socket pair, which can be made close-on-exec at once): its read end and
    /// its write end.
    static func pipe() throws -> (read: Int32, write: Int32) {
        // Close-on-exec: a worker that inherited the write end would keep the input open.
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    /// An input that never ends (a pipe written line by line, as `yes | linkbubble batch`
    /// or a program feeding it by hand) is answered as it comes: each job's line is
    /// printed before the next job is even written. Read whole first, no job started.
    @Test(arguments: [1, 2])
    func anOpenInputIsAnsweredLineByLine(workerCount: Int) throws {
        let (input, feed) = try Self.pipe()
        let batch = RunningBatch(reading: input, workerCount: workerCount)
        for job in 0..<3 {
            FileDescriptorWriting.writeAll(Array("echo line-\(job)\n".utf8), to: feed)
            let lines = batch.waitFor(job + 1)
            #expect(lines.map { BatchRunnerTests.Result($0).text } == (0...job).map { "line-\($0)" })
        }
        close(feed)
        #expect(batch.outcome() == BatchOutcome(jobCount: 3, failureCount: 0, unreadableJob: nil))
        close(input)
    }

    /// While the first job runs, the batch reads no further than its window (a few
    /// hundred jobs for one worker), however many jobs are written: memory does not
    /// grow with the input. Then every job runs, in order.
    @Test func readingStopsAtTheWindowWhileAJobHoldsUpTheOutput() async throws {
        let count = 3_000
        // It waits for the batch and its writer, on a thread of its own (``onOwnThread(_:)``).
        let (readAhead, printedWhileHeld, outcome, lines) = try await onOwnThread {
            let (input, feed) = try Self.pipe()
            defer { close(input) }
            let batch = RunningBatch(reading: input, workerCount: 1)
            // Lines of a kilobyte: the pipe's and the reader's buffers hold about 130.
            let written = Atomic(0)
            let writerDone = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                FileDescriptorWriting.writeAll(Array("sleep 3000 first\n".utf8), to: feed)
                for job in 1...count {
                    FileDescriptorWriting.writeAll(Array("echo \(job) \(String(repeating: "x", count: 1_000))\n".utf8), to: feed)
                    written.store(job, ordering: .relaxed)
                }
                close(feed)
                writerDone.signal()
            }
            // Until the writer blocks (the batch stopped reading), or a second.
            var last = -1
            for _ in 0..<10 where written.load(ordering: .relaxed) != last {
                last = written.load(ordering: .relaxed)
                usleep(100_000)
            }
            let readAhead = written.load(ordering: .relaxed)
            let printedWhileHeld = batch.lines
            writerDone.wait()
            return (readAhead, printedWhileHeld, batch.outcome(), batch.lines)
        }
        let window = BatchRunner.windowSize(workerCount: 1)
        #expect(readAhead < window + 300, "the batch read \(readAhead) jobs ahead")
        #expect(printedWhileHeld.isEmpty)
        #expect(outcome == BatchOutcome(jobCount: count + 1, failureCount: 0, unreadableJob: nil))
        #expect(lines.count == count + 1)
        #expect(lines.enumerated().allSatisfy { BatchRunnerTests.Result($0.element).job == $0.offset })
    }

    /// A line the source cannot read (longer than its limit) is the last job: it fails,
    /// after the jobs before it ran.
    @Test func anUnreadableLineIsTheLastJobAndFails() throws {
        let (lines, outcome) = try BatchRunnerTests.run(
            ListedJobs(["echo a", "sleep 20 b"], unreadable: "too long"), workerCount: 2)
        #expect(lines.map { BatchRunnerTests.Result($0).text } == ["a", "b", "too long"])
        #expect(lines[2] == "2 unreadable: too long")
        #expect(outcome == BatchOutcome(jobCount: 3, failureCount: 1, unreadableJob: 2))
    }

    /// Under memory pressure (`--threads 256` under a 2 GiB address-space cap) some
    /// workers cannot start: their jobs go to the workers that did, and only a job that
    /// no worker can take fails. Here the worker program is gone once three workers have
    /// started, so the worker that replaces the crashed one cannot start.
    @Test func jobsOfAWorkerThatCannotStartGoToTheOthers() throws {
        let folder = BatchRunnerTests.temporaryPath("starts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/worker"
        // Written through a close-on-exec descriptor: a process that another test starts
        // meanwhile must not keep it open for writing, which makes executing it fail.
        let descriptor = open(script, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        FileDescriptorWriting.writeAll(Array("""
            #!/bin/sh
            echo started >>"\(folder)/started"
            if [ "$(wc -l <"\(folder)/started")" -ge 3 ]; then rm -f "$0"; fi
            exec "\(BatchRunnerTests.worker.path)"
            """.utf8), to: descriptor)
        close(descriptor)
        let count = 200
        let crash = 60
        let jobs = (0..<count).map { $0 == crash ? "crash" : "sleep 2 job-\($0)" }
        let (lines, failures) = try BatchRunnerTests.run(
            jobs, workerCount: 3, worker: WorkerExecutable(path: script, arguments: ["worker"]))
        #expect(failures == 1)
        #expect(lines.count == count)
        #expect(lines[crash] == "\(crash) crashed: signal 6: aborted")
        for (index, line) in lines.enumerated() where index != crash {
            #expect(BatchRunnerTests.Result(line).text == "job-\(index)", "line \(index): \(line)")
        }
        // The crashed worker may have answered no job: two or three workers answered.
        #expect((2...3).contains(Set(lines.compactMap { BatchRunnerTests.Result($0).worker }).count))
    }
}
