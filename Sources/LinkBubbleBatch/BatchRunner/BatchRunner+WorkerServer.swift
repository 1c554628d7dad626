extension BatchRunner {
    /// One thread's worker and the jobs it holds.
    struct WorkerServer {
        let runner: BatchRunner
        let lines: [String]
        let nextJob: JobCounter
        let printer: BatchPrinter
        private var worker: WorkerProcess?
        /// The jobs sent to the worker and not done, in the order sent (and started):
        /// `held[i]` has the worker's sequence `doneCount + i`.
        private var held: [Int] = []
        /// How many jobs the worker has answered (done), which are the first it got.
        private var doneCount = 0
        /// Jobs to run again, whose worker died while holding them (largest first).
        private var again: [Int] = []

        init(runner: BatchRunner, lines: [String], nextJob: JobCounter, printer: BatchPrinter) {
            (self.runner, self.lines, self.nextJob, self.printer) = (runner, lines, nextJob, printer)
        }

        /// Takes jobs until none is left, restarting the worker after a crash or a timeout.
        mutating func serve() {
            while true {
                let jobsLeft = handJobs()
                guard let current = worker, !held.isEmpty else { break }
                // Its last jobs: the worker need not wait for others to join their group.
                if !jobsLeft { current.endInput() }
                let started = current.progress.startedCount - doneCount
                // The oldest job begun and not done is the one whose time runs out first.
                let deadline = runner.jobTimeout.flatMap { timeout in
                    started > 0 ? current.progress.startInstant(ofSequence: doneCount).advanced(by: timeout) : nil
                }
                // Lines of a group arrive together: printed in one write, before any wait.
                if !current.hasMessageReady { printer.printReady() }
                switch current.receive(until: deadline) {
                case .started:
                    continue  // the worker's queue runs low, or a job to time began
                case .done(let job, let line, let failed):
                    held.removeAll { $0 == job }
                    doneCount += 1
                    printer.finish(job, line, failed: failed, printsNow: false)
                case .died:
                    let ending = current.finish() ?? "the worker exited without an answer"
                    // The last job it started was running; with none started, the first it got.
                    let startedNow = current.progress.startedCount - doneCount
                    replaceWorker(failing: startedNow > 0 ? held[startedNow - 1] : held[0], .crashed(ending: ending))
                case .timedOut:
                    current.kill()
                    replaceWorker(failing: held[0], .timedOut(limit: runner.jobTimeout ?? .zero))
                }
            }
            printer.printReady()
            worker?.finish()
        }

        /// Sends jobs until ``BatchRunner/queueLength(jobsLeft:workerCount:)`` wait in
        /// the worker (or it holds ``BatchRunner/jobsInFlight``), and tells the worker
        /// which start to announce: the one after which half the queue is left, and with
        /// a time limit the next one when none runs (its deadline is needed). False when
        /// no job is left to hand out.
        private mutating func handJobs() -> Bool {
            while true {
                var jobsLeft = true
                var queueLength = 1
                var requests = ""
                while held.count < BatchRunner.jobsInFlight {
                    queueLength = BatchRunner.queueLength(
                        jobsLeft: nextJob.remaining + again.count, workerCount: runner.workerCount)
                    let waiting = held.count - ((worker?.progress.startedCount ?? 0) - doneCount)
                    guard waiting < queueLength else { break }
                    guard let job = again.popLast() ?? nextJob.take() else {
                        jobsLeft = false
                        break
                    }
                    hand(job, to: &requests)
                }
                guard let current = worker else { return jobsLeft }
                // A worker that cannot take the lines has died: the next message says so.
                if !requests.isEmpty { _ = current.send(requests) }
                let sent = doneCount + held.count
                var notice = Int.max
                if jobsLeft && held.count < BatchRunner.jobsInFlight { notice = sent - 1 - queueLength / 2 }
                let startedCount = current.progress.startedCount
                if runner.jobTimeout != nil && startedCount == doneCount && sent > startedCount {
                    notice = min(notice, startedCount)
                }
                current.progress.noticeSequence = notice
                // A start the worker made before it could read the new notice sequence
                // is seen here (both sides' accesses are sequentially consistent).
                guard current.progress.startedCount > notice else { return jobsLeft }
            }
        }

        /// Adds `job` to the `requests` for the worker, starting one first if needed.
        private mutating func hand(_ job: Int, to requests: inout String) {
            do throws(WorkerStartError) {
                if worker == nil { worker = try WorkerProcess(runner.worker) }
                held.append(job)
                requests += "\(job) \(lines[job])\n"
            } catch {
                printer.finish(job, runner.failureLine(job, .workerDidNotStart(reason: error.reason)), failed: true)
            }
        }

        /// After the worker died or was killed: `job` fails with `failure`, the other
        /// held jobs go to the next worker.
        private mutating func replaceWorker(failing job: Int, _ failure: BatchJobFailure) {
            worker = nil
            printer.finish(job, runner.failureLine(job, failure), failed: true)
            again += held.filter { $0 != job }
            again.sort(by: >)
            held = []
            doneCount = 0
        }
    }
}
