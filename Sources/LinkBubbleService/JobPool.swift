import InternalUtilities

/// A fixed set of worker threads and a bounded queue in front of them: rendering is
/// CPU-bound, so jobs run here and never on the server's event loops, at most
/// `workers` at once, and a request that finds the queue full is turned away at once.
final class JobPool: @unchecked Sendable {
    /// What became of a job given to ``run(deadline:_:)``.
    enum Outcome<Value: Sendable>: Sendable {
        /// It ran; its value.
        case finished(Value)
        /// The queue was full: it never ran.
        case queueFull
        /// The deadline passed first: its value, if it comes, is dropped.
        case deadlinePassed
    }

    private let condition = Condition()
    private var waiting: [@Sendable () -> Void] = []
    private var first = 0
    private var stopping = false
    private var running = 0
    /// How many jobs may be running or waiting at once.
    private let capacity: Int

    /// A pool of `workers` threads (at least one) with room for `queueLength` waiting jobs.
    init(workers: Int, queueLength: Int) {
        capacity = max(1, workers) + max(0, queueLength)
        for _ in 0..<max(1, workers) {
            _ = DetachedThread.start { [self] in work() }
        }
    }

    /// How many jobs wait for a worker.
    var queueLength: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count - first
    }

    /// Runs `job` on a worker and returns its value, or says that the queue was full or
    /// that `deadline` passed first (the job then still runs to its end on its worker,
    /// which stays busy: the queue bound holds whatever clients send).
    func run<Value: Sendable>(deadline: Duration, _ job: @escaping @Sendable () -> Value) async -> Outcome<Value> {
        await withCheckedContinuation { continuation in
            let answer = OneAnswer(continuation)
            guard submit({ answer.give(.finished(job())) }) else {
                answer.give(.queueFull)
                return
            }
            answer.startTimer(deadline)
        }
    }

    /// Lets the workers end once the queue is empty.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `job`; false when the queue is full or the pool is stopping.
    private func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, waiting.count - first + running < capacity else { return false }
        waiting.append(job)
        condition.broadcast()
        return true
    }

    /// A worker's loop: the next job, until the pool stops and the queue is empty.
    private func work() {
        condition.lock()
        while true {
            if first < waiting.count {
                let job = waiting[first]
                first += 1
                if first == waiting.count { (waiting, first) = ([], 0) }
                running += 1
                condition.unlock()
                job()
                condition.lock()
                running -= 1
            } else if stopping {
                condition.unlock()
                return
            } else {
                condition.wait()
            }
        }
    }
}

/// The continuation of one ``JobPool/run(deadline:_:)``, resumed once: by the job or by
/// the deadline, whichever comes first.
private final class OneAnswer<Value: Sendable>: Sendable {
    private let state: PthreadMutex<(continuation: CheckedContinuation<JobPool.Outcome<Value>, Never>?, timer: Task<Void, Never>?)>

    init(_ continuation: CheckedContinuation<JobPool.Outcome<Value>, Never>) {
        state = PthreadMutex((continuation, nil))
    }

    /// Resumes the continuation with `outcome` unless it was resumed already.
    func give(_ outcome: JobPool.Outcome<Value>) {
        let (continuation, timer) = state.withLock { state in
            defer { state = (nil, nil) }
            return state
        }
        timer?.cancel()
        continuation?.resume(returning: outcome)
    }

    /// Gives `.deadlinePassed` after `deadline`, unless the job answers first.
    func startTimer(_ deadline: Duration) {
        let timer = Task { [self] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            give(.deadlinePassed)
        }
        let answered = state.withLock { state in
            guard state.continuation != nil else { return true }
            state.timer = timer
            return false
        }
        if answered { timer.cancel() }
    }
}
