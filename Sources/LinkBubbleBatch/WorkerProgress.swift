import InternalUtilities
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Which jobs a batch worker has begun and when, in memory the worker shares with the
/// batch (``BatchRunner``): the worker writes it as each job begins, and the batch
/// reads it when it wakes for other reasons (finished jobs, a deadline, the worker's
/// death), so that a job's start costs no message and no wake-up of the batch.
///
/// The worker numbers the jobs it receives 0, 1, 2, ... (its *sequence*; it runs them
/// in that order). The page holds how many it has begun, the instant each began
/// (a ring of ``startRingSize``, more than a worker ever holds), and the sequence at whose
/// start the batch wants a `started` message (``noticeSequence``): the batch sets it when
/// the worker's queue will run low, or when it needs a job's start for its time limit.
///
/// One instance per side: the batch's (``create()``) and the worker's
/// (``init(mapping:)``); each side's thread that owns the worker uses it. The words are
/// atomics, so the two processes may read and write them at once.
final class WorkerProgress: @unchecked Sendable {
    /// How many start instants the page keeps: 128, more than the jobs a worker may
    /// hold (``BatchRunner/jobsInFlight``), so the start of every job not yet
    /// answered is still there.
    static let startRingSize = 128

    /// The page's size in bytes: the count, the notice sequence and the ring.
    private static let byteCount = (2 + startRingSize) * MemoryLayout<Int>.stride

    /// The descriptor number the page has in a worker process.
    static let workerDescriptor: Int32 = 3

    private let words: UnsafeMutablePointer<Atomic<Int>>

    private init(words: UnsafeMutableRawPointer) {
        self.words = words.bindMemory(to: Atomic<Int>.self, capacity: 2 + Self.startRingSize)
    }

    deinit { munmap(UnsafeMutableRawPointer(words), Self.byteCount) }

    /// The batch's side: a new zeroed page in an unnamed file (in `/dev/shm`, else the
    /// temporary folder), and the file's descriptor, which the caller hands to the
    /// worker as ``workerDescriptor`` and then closes.
    ///
    /// - Throws: the system's one-line reason when no such file can be made or mapped.
    static func create() throws(WorkerStartError) -> (progress: WorkerProgress, descriptor: Int32) {
        let descriptor = unnamedFile()
        guard descriptor >= 0 else { throw WorkerStartError(reason: String(cString: strerror(errno))) }
        guard ftruncate(descriptor, off_t(byteCount)) == 0, let words = map(descriptor) else {
            let error = WorkerStartError(reason: String(cString: strerror(errno)))
            close(descriptor)
            throw error
        }
        return (WorkerProgress(words: words), descriptor)
    }

    /// The worker's side: the page the batch handed over as `descriptor` (closed here).
    ///
    /// - Throws: the system's one-line reason when there is no such page.
    convenience init(mapping descriptor: Int32) throws(WorkerStartError) {
        defer { close(descriptor) }
        guard let words = Self.map(descriptor) else { throw WorkerStartError(reason: String(cString: strerror(errno))) }
        self.init(words: words)
    }

    // MARK: The worker's side

    /// Records that the job of `sequence` begins now; true when the batch asked to be
    /// told (see ``noticeSequence``).
    func begin(sequence: Int) -> Bool {
        words[2 + sequence % Self.startRingSize].store(Self.monotonicNanoseconds(), ordering: .relaxed)
        // Sequentially consistent on both sides: either the batch sees this start after
        // setting the notice sequence, or this reads the new notice sequence.
        words[0].store(sequence + 1, ordering: .sequentiallyConsistent)
        return sequence >= words[1].load(ordering: .sequentiallyConsistent)
    }

    // MARK: The batch's side

    /// How many jobs the worker has begun.
    var startedCount: Int { words[0].load(ordering: .sequentiallyConsistent) }

    /// The first sequence whose start the worker tells with a `started` message
    /// (`Int.max`: none). Starts at 0: the worker tells its first job's start.
    var noticeSequence: Int {
        get { words[1].load(ordering: .sequentiallyConsistent) }
        set { words[1].store(newValue, ordering: .sequentiallyConsistent) }
    }

    /// When the job of `sequence` began, as an instant of `ContinuousClock`; only for a
    /// sequence below ``startedCount`` and at most ``startRingSize`` below it.
    func startInstant(ofSequence sequence: Int) -> ContinuousClock.Instant {
        let start = words[2 + sequence % Self.startRingSize].load(ordering: .relaxed)
        return ContinuousClock.now.advanced(by: .nanoseconds(start - Self.monotonicNanoseconds()))
    }

    // MARK: Helpers

    /// `CLOCK_MONOTONIC` in nanoseconds: the same clock in every process.
    private static func monotonicNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// An unnamed file for the page, open for reading and writing, or -1 (`errno` set).
    private static func unnamedFile() -> Int32 {
        let descriptor = UnnamedFile.make(in: "/dev/shm", access: O_RDWR, permissions: 0o600)
        if descriptor >= 0 { return descriptor }
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/linkbubble-worker-XXXXXX").utf8CString)
        let named = mkstemp(&template)
        guard named >= 0 else { return named }
        unlink(template)
        _ = fcntl(named, F_SETFD, FD_CLOEXEC)
        return named
    }

    /// `descriptor`'s first ``byteCount`` bytes mapped shared, or nil (`errno` set).
    private static func map(_ descriptor: Int32) -> UnsafeMutableRawPointer? {
        let address = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        return address == MAP_FAILED ? nil : address
    }
}
