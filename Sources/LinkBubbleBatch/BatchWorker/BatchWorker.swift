import InternalUtilities

#if canImport(Glibc)
    import Glibc
#endif

/// A worker process's side of a batch: what the program that a ``BatchRunner`` starts
/// (its ``WorkerExecutable``) calls to serve jobs.
package enum BatchWorker {
    /// Serves jobs with `handler` until the batch ends this worker's input.
    ///
    /// Reads requests `N JOB` from standard input, one a line, and runs them in turn. It
    /// records each job's start in the page the batch shares with it (descriptor 3,
    /// ``WorkerProgress``), answers `started N` only when the batch asked to be told of
    /// that start, and `done N LINE` (or `failed N LINE`) with the job's result line once
    /// its file is written (``WorkerAnswers``), in job order, on standard output.
    /// Standard output is kept for the answers: anything else printed goes to standard
    /// error. `SIGPIPE` is ignored: a batch that is gone makes a write fail, and the worker
    /// then commits the files of its finished jobs and returns, where the signal would end
    /// it at any moment, even while a file has a temporary name (`TerminationSignals`
    /// holds back only `SIGTERM`, `SIGINT` and `SIGHUP`).
    ///
    /// - Throws: ``BatchWorkerError`` when the process was not started by a batch (no
    ///   shared page) or cannot start the thread that commits the files.
    package static func serve(_ handler: some BatchJobHandler) throws(BatchWorkerError) {
        var handler = handler
        signal(SIGPIPE, SIG_IGN)
        let progress: WorkerProgress
        do {
            progress = try WorkerProgress(mapping: WorkerProgress.workerDescriptor)
        } catch {
            throw .noSharedPage(reason: error.reason)
        }
        guard let answers = WorkerAnswers(descriptor: dup(1), unwrittenFileLine: handler.unwrittenFileLine) else {
            throw .noCommittingThread
        }
        dup2(2, 1)
        var requests = LineReader(descriptor: 0)
        var sequence = 0
        while let request = requests.nextLine(acceptsUnterminatedLastLine: true) {
            let text = String(decoding: request, as: UTF8.self)
            let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let job = Int(parts[0]) else { break }
            guard answers.start(job, notifies: progress.begin(sequence: sequence)) else { break }
            sequence += 1
            guard answers.finish(job, handler.run(String(parts[1]), job: job)) else { break }
        }
        answers.close()
    }
}

/// Why a process cannot serve as a batch's worker.
package enum BatchWorkerError: Error, CustomStringConvertible {
    /// Descriptor 3 is not a page shared with a batch: the process was not started by a
    /// ``BatchRunner``; `reason` is the system's.
    case noSharedPage(reason: String)
    /// The system cannot start the thread that commits the files.
    case noCommittingThread

    /// The reason in one line: "no page shared with the batch on descriptor 3: REASON",
    /// or "cannot start the thread that commits the files".
    package var description: String {
        switch self {
        case .noSharedPage(let reason): "no page shared with the batch on descriptor 3: \(reason)"
        case .noCommittingThread: "cannot start the thread that commits the files"
        }
    }
}
