import InternalUtilities

#if canImport(Glibc)
    import Glibc
#endif

/// A worker process (``WorkerExecutable``), which reads jobs from a socket on its
/// standard input, answers on its standard output, and records which job it runs in a
/// page it shares with the batch (``progress``, its descriptor 3; see
/// ``BatchWorker/serve(_:)``).
///
/// Owned by one thread of ``BatchRunner``; not shared.
final class WorkerProcess {
    private let process: pid_t
    private let socket: Int32
    /// Which jobs the worker has begun, and when.
    let progress: WorkerProgress
    private var reader: LineReader
    /// Whether ``endInput()`` was called.
    private var inputEnded = false

    /// Starts a worker running `executable`. Its standard input and output are one end
    /// of a socket pair, its descriptor 3 the shared page of ``progress``, its standard
    /// error is this process's. The Swift runtime's crash backtraces are off in the
    /// worker, so a crash ends it at once, printing at most the runtime's "Fatal error"
    /// line.
    ///
    /// - Throws: a one-line reason when the system cannot start the process.
    init(_ executable: WorkerExecutable) throws(WorkerStartError) {
        let (progress, page) = try WorkerProgress.create()
        defer { close(page) }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw WorkerStartError(reason: String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Each dup2 gives the child a descriptor without close-on-exec. A source that is
        // already one of the targets (0, 1 or 3, when this process has them closed) would
        // be overwritten or kept close-on-exec: move it past them first.
        let socketEnd = Self.descriptorAbove3(ends[1])
        let pageCopy = Self.descriptorAbove3(page)
        defer {
            if socketEnd != ends[1] { close(socketEnd) }
            if pageCopy != page { close(pageCopy) }
        }
        posix_spawn_file_actions_adddup2(&actions, socketEnd, 0)
        posix_spawn_file_actions_adddup2(&actions, socketEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, pageCopy, WorkerProgress.workerDescriptor)
        let arguments = Self.cStrings(executable.arguments)
        var environment = Self.cStrings(Self.environment())
        defer { (arguments + environment).forEach { free($0) } }
        var process: pid_t = 0
        let status = arguments.withUnsafeBufferPointer { argv in
            environment.withUnsafeMutableBufferPointer { envp in
                posix_spawn(&process, executable.path, &actions, nil, UnsafeMutablePointer(mutating: argv.baseAddress!), envp.baseAddress!)
            }
        }
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            throw WorkerStartError(reason: String(cString: strerror(status)))
        }
        self.process = process
        self.progress = progress
        socket = ends[0]
        reader = LineReader(descriptor: ends[0])
    }

    /// `descriptor`, or a close-on-exec copy of it numbered above 3 when it is 3 or below.
    private static func descriptorAbove3(_ descriptor: Int32) -> Int32 {
        guard descriptor <= 3 else { return descriptor }
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 4)
        return copy >= 0 ? copy : descriptor
    }

    /// What the worker said, or what became of it.
    enum Message {
        /// It began the job, whose start the batch asked to be told (see
        /// ``WorkerProgress/noticeSequence``).
        case started(job: Int)
        /// The job is over (its file written): its result line, and whether it failed.
        case done(job: Int, line: String, failed: Bool)
        /// The worker died first, or said something that is not a message
        /// (``finish()`` says how it ended).
        case died
        /// Nothing came before the deadline (``kill()`` ends the worker).
        case timedOut
    }

    /// Sends `requests` (whole lines, `N JOB`, each ending in a newline); false when the
    /// worker is gone.
    func send(_ requests: String) -> Bool {
        var bytes = Array(requests.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeMutableBytes { Glibc.send(socket, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Whether the worker's next message has arrived whole, so that ``receive(until:)``
    /// returns at once (the lines of a group of finished jobs come in one write).
    var hasMessageReady: Bool { reader.hasBufferedLine }

    /// Waits for the worker's next message, until `deadline` (nil: as long as it takes).
    func receive(until deadline: ContinuousClock.Instant?) -> Message {
        reader.deadline = deadline
        let bytes: [UInt8]
        switch reader.readLine(acceptsUnterminatedLastLine: false) {
        case .line(let line): bytes = line
        case .timedOut: return .timedOut
        case .end, .tooLong, .failed: return .died
        }
        let parts = String(decoding: bytes, as: UTF8.self).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        switch (parts.first, parts.count > 1 ? Int(parts[1]) : nil) {
        case ("started", let job?) where parts.count == 2: return .started(job: job)
        case ("done", let job?) where parts.count == 3: return .done(job: job, line: String(parts[2]), failed: false)
        case ("failed", let job?) where parts.count == 3: return .done(job: job, line: String(parts[2]), failed: true)
        default: return .died
        }
    }

    /// Tells the worker that no more jobs will come (its input ends), while its answers
    /// still arrive: it then flushes the files of its last jobs at once instead of
    /// waiting for more to join their group. Does nothing the second time.
    func endInput() {
        guard !inputEnded else { return }
        inputEnded = true
        shutdown(socket, Int32(SHUT_WR))
    }

    /// Ends the worker at once (`SIGKILL`), in the middle of its job, and waits for it.
    func kill() {
        _ = Glibc.kill(process, SIGKILL)
        finish()
    }

    /// Closes the worker's input, so that it exits, and waits for it.
    ///
    /// - Returns: how it ended, as a phrase: "signal 11: segmentation fault",
    ///   "exit status 3", or nil when it exited normally (status 0).
    @discardableResult
    func finish() -> String? {
        close(socket)
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        return Self.describe(status: status)
    }

    /// A `waitpid` status as a phrase, or nil for a normal exit.
    static func describe(status: Int32) -> String? {
        let signal = status & 0x7F
        if signal == 0 {
            let code = (status >> 8) & 0xFF
            return code == 0 ? nil : "exit status \(code)"
        }
        return "signal \(signal): \(signalName(signal))"
    }

    /// What a signal that ends a process means, in words.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "segmentation fault"
        case SIGBUS: "bus error"
        case SIGILL: "illegal instruction"
        case SIGTRAP: "trace/breakpoint trap"
        case SIGABRT: "aborted"
        case SIGFPE: "floating-point exception"
        case SIGKILL: "killed"
        case SIGTERM: "terminated"
        case SIGXFSZ: "file size limit exceeded"
        case SIGXCPU: "CPU time limit exceeded"
        case SIGPIPE: "broken pipe"
        default: "unnamed signal"
        }
    }

    /// `strings` as a null-terminated array of C strings, for `posix_spawn` (freed by the caller).
    private static func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { (string: String) -> UnsafeMutablePointer<CChar>? in strdup(string) } + [nil]
    }

    /// This process's environment with the Swift runtime's backtracer off.
    private static func environment() -> [String] {
        var variables: [String] = []
        var entry = environ
        while let variable = entry.pointee {
            let text = String(cString: variable)
            if !text.hasPrefix("SWIFT_BACKTRACE=") { variables.append(text) }
            entry += 1
        }
        return variables + ["SWIFT_BACKTRACE=enable=no"]
    }
}

/// Why a worker process could not be started.
struct WorkerStartError: Error {
    /// The system's reason (`strerror`).
    var reason: String
}
