import InternalUtilities

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Frames made on more than one core: every frame's job (drawing, compressing) is
/// independent of the others, so helper threads take frames while the calling thread
/// does too; the results come back in frame order. The calling thread waits for its
/// helpers before returning, so no work outlives the call.
enum FrameWork {
    /// How many helper threads to start: one fewer than the online cores, at most 3
    /// (an animation's frames are few, and each job takes milliseconds).
    static var helperCount: Int {
        max(0, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 4) - 1)
    }

    /// `work(index)` for every index in `0..<count`, in index order, computed on the
    /// calling thread and ``helperCount`` helpers. After the first error no new job
    /// starts, and that error is thrown.
    static func map<Result: Sendable>(
        _ count: Int, _ work: @escaping @Sendable (Int) throws(RenderError) -> Result
    ) throws(RenderError) -> [Result] {
        let state = MapState<Result>(count: count)
        for _ in 0..<min(helperCount, max(count - 1, 0)) {
            state.condition.lock()
            state.running += 1
            state.condition.unlock()
            guard DetachedThread.start({ state.run(work, isHelper: true) }) else {
                state.condition.lock()
                state.running -= 1
                state.condition.unlock()
                break
            }
        }
        state.run(work, isHelper: false)
        state.condition.lock()
        while state.running > 0 { state.condition.wait() }
        let (results, error) = (state.results, state.error)
        state.condition.unlock()
        if let error { throw error }
        return results.compactMap { $0 }
    }

    /// Calls `body(index, make(index))` for every index in order on the calling thread
    /// while a helper thread makes the next values ahead of it (at most `ahead` made and
    /// not yet taken): making overlaps what `body` does with them. Sequential when no
    /// helper can start.
    static func pipeline<Value: Sendable>(
        _ count: Int, ahead: Int = 2, make: @escaping @Sendable (Int) throws(RenderError) -> Value,
        body: (Int, Value) throws(RenderError) -> Void
    ) throws(RenderError) {
        let state = PipelineState<Value>(ahead: ahead)
        guard helperCount > 0, count > 1, DetachedThread.start({ state.produce(count, make) }) else {
            for index in 0..<count { try body(index, try make(index)) }
            return
        }
        defer { state.finish() }
        for index in 0..<count {
            try body(index, try state.take(index))
        }
    }
}

/// What the threads of ``FrameWork/map(_:_:)`` share, under its condition's lock.
private final class MapState<Result: Sendable>: @unchecked Sendable {
    let condition = Condition()
    var next = 0
    var running = 0
    var results: [Result?]
    var error: RenderError?

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// Takes jobs until none is left or one failed; a helper then says it has stopped.
    func run(_ work: (Int) throws(RenderError) -> Result, isHelper: Bool) {
        defer {
            if isHelper {
                condition.lock()
                running -= 1
                condition.broadcast()
                condition.unlock()
            }
        }
        while true {
            condition.lock()
            guard error == nil, next < results.count else {
                condition.unlock()
                return
            }
            let index = next
            next += 1
            condition.unlock()
            do {
                let result = try work(index)
                condition.lock()
                results[index] = result
                condition.unlock()
            } catch {
                condition.lock()
                if self.error == nil { self.error = error }
                condition.unlock()
                return
            }
        }
    }
}

/// What the two threads of ``FrameWork/pipeline(_:ahead:make:body:)`` share, under its
/// condition's lock.
private final class PipelineState<Value: Sendable>: @unchecked Sendable {
    let condition = Condition()
    let ahead: Int
    /// Made values not yet taken, by index.
    var made: [Int: Result<Value, RenderError>] = [:]
    /// How many values the caller has taken.
    var taken = 0
    /// Set when the caller stops early: the maker makes no more.
    var stopped = false
    /// Set when the maker has returned.
    var done = false

    init(ahead: Int) { self.ahead = max(ahead, 1) }

    /// Makes every value in order, staying at most `ahead` values ahead of the caller; on the
    /// helper thread.
    func produce(_ count: Int, _ make: (Int) throws(RenderError) -> Value) {
        defer {
            condition.lock()
            done = true
            condition.broadcast()
            condition.unlock()
        }
        for index in 0..<count {
            condition.lock()
            while index - taken >= ahead && !stopped { condition.wait() }
            let stop = stopped
            condition.unlock()
            if stop { return }
            let value: Result<Value, RenderError>
            do { value = .success(try make(index)) } catch { value = .failure(error) }
            condition.lock()
            made[index] = value
            condition.broadcast()
            condition.unlock()
            if case .failure = value { return }
        }
    }

    /// The value of `index`, once made; on the calling thread.
    func take(_ index: Int) throws(RenderError) -> Value {
        condition.lock()
        while made[index] == nil { condition.wait() }
        let value = made.removeValue(forKey: index)
        taken = index + 1
        condition.broadcast()
        condition.unlock()
        switch value {
        case .success(let value): return value
        case .failure(let error): throw error
        case nil: throw .invalidArgument(name: "frame", value: Double(index))
        }
    }

    /// Stops the maker and waits for it to return.
    func finish() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while !done { condition.wait() }
        condition.unlock()
    }
}
