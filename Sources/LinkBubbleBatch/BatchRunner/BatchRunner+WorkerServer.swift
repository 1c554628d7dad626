extension BatchRunner {
    /// One thread's worker and the jobs it holds.
    struct WorkerServer {
        let runner: BatchRunner
        let feed: JobFeed
        let printer: BatchPrinter
        private var worker: WorkerProcess?
        /// The jobs sent to the worker and not done, in the order sent (and started):
        /// `held[i]` has the worker's sequence `doneCount + i`.
        private var held: [JobFeed.Job] = []
        /// How many jobs the worker has answered (done), which are the first it got.
        private var doneCount = 0
        /// Jobs to run again, whose worker died while holding them (largest first).
        private var again: [JobFeed.Job] = []
        /// Whether the feed has no more jobs for this thread (its input ended, or the
        /// thread gave its jobs back because its worker could not start).
        private var takesNoMore = false

        init(runner: BatchRunner, feed: JobFeed, printer: BatchPrinter) {
            (self.runner, self.feed, self.printer) = (runner, feed, printer)
        }

        /// Takes jobs until none is left, restarting the worker after a crash or a timeout.
        mutating func serve() {
            while true {
                handJobs()
                guard let current = worker, !held.isEmpty else {
                    // Holding nothing, this thread waited for a job: none is left, or
                    // the only job it took failed without a worker.
                    if takesNoMore && again.isEmpty { break } else { continue }
                }
                // Its last jobs: the worker need not wait for others to join their group.
                if takesNoMore && again.isEmpty { current.endInput() }
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
                    guard let index = held.firstIndex(where: { $0.number == job }) else { continue }
                    let done = held.remove(at: index)
                    doneCount += 1
                    finish(done, line, failed: failed, printsNow: false)
                case .died:
                    let ending = current.finish() ?? "the worker exited without an answer"
                    // The last job it started was running; with none started, the first it got.
                    let startedNow = current.progress.startedCount - doneCount
                    replaceWorker(failing: held[startedNow > 0 ? startedNow - 1 : 0], .crashed(ending: ending))
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
        /// a time limit the next one when none runs (its deadline is needed). Holding
        /// nothing, it waits for a job.
        private mutating func handJobs() {
            while true {
                var jobsLeft = true
                var queueLength = 1
                var requests = ""
                while held.count < BatchRunner.jobsInFlight {
                    queueLength = BatchRunner.queueLength(
                        jobsLeft: feed.waitingCount + again.count, workerCount: runner.workerCount)
                    let waiting = held.count - ((worker?.progress.startedCount ?? 0) - doneCount)
                    guard waiting < queueLength else { break }
                    guard let job = nextJob() else {
                        jobsLeft = false
                        break
                    }
                    hand(job, to: &requests)
                    if takesNoMore && again.isEmpty && worker == nil { return }  // gave its jobs back
                }
                guard let current = worker else { return }
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
                guard current.progress.startedCount > notice else { return }
            }
        }

        /// The next job to hand out: one to run again, else the feed's (waiting for it
        /// when this thread holds none); nil when none is there now or will be.
        private mutating func nextJob() -> JobFeed.Job? {
            if let job = again.popLast() { return job }
            while !takesNoMore {
                // Holding nothing, the thread may wait for input: what is done is printed first.
                if held.isEmpty { printer.printReady() }
                switch feed.take(holding: !held.isEmpty) {
                case .job(let job): return job
                case .noneNow: return nil
                case .ended: takesNoMore = true
                case .refused(let job, let reason):
                    finish(job, runner.failureLine(job.number, .refused(reason: reason)), failed: true)
                case .unreadable(let job, let reason):
                    finish((job, ""), runner.failureLine(job, .unreadable(reason: reason)), failed: true)
                }
            }
            return nil
        }

        /// Adds `job` to the `requests` for the worker, starting one first if needed.
        /// When the worker cannot start, the thread gives its jobs back to the feed for
        /// the threads whose workers run; the last thread fails the job instead.
        private mutating func hand(_ job: JobFeed.Job, to requests: inout String) {
            do throws(WorkerStartError) {
                if worker == nil { worker = try WorkerProcess(runner.worker) }
                held.append(job)
                requests += "\(job.number) \(job.line)\n"
            } catch {
                if !takesNoMore && feed.retire(returning: [job] + again) {
                    (takesNoMore, again) = (true, [])
                    return
                }
                finish(job, runner.failureLine(job.number, .workerDidNotStart(reason: error.reason)), failed: true)
            }
        }

        /// Job `job` is done with the result `line`: printed in turn, and its room in
        /// the feed's window freed.
        private func finish(_ job: JobFeed.Job, _ line: String, failed: Bool, printsNow: Bool = true) {
            let line = failed ? runner.annotatingFailure(job.number, job.line, line) : line
            let printed = printer.finish(job.number, line, failed: failed, printsNow: printsNow)
            feed.finished(lineBytes: job.line.utf8.count, printedCount: printed)
        }

        /// After the worker died or was killed: `job` fails with `failure`, the other
        /// held jobs go to the next worker.
        private mutating func replaceWorker(failing job: JobFeed.Job, _ failure: BatchJobFailure) {
            worker = nil
            finish(job, runner.failureLine(job.number, failure), failed: true)
            again += held.filter { $0.number != job.number }
            again.sort { $0.number > $1.number }
            held = []
            doneCount = 0
        }
    }
}
