import InternalUtilities

extension LinkBubbleServer {
    /// Serves as ``run()`` does, blocking the calling (non-concurrency) thread until the
    /// server stops: the tool's commands are synchronous.
    package func runBlocking() throws {
        let condition = Condition()
        let outcome = PthreadMutex<Result<Void, any Error>?>(nil)
        Task.detached {
            let result: Result<Void, any Error>
            do { result = .success(try await run()) } catch { result = .failure(error) }
            condition.lock()
            outcome.withLock { $0 = result }
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        while outcome.withLock({ $0 == nil }) { condition.wait() }
        condition.unlock()
        try outcome.withLock { $0 }?.get()
    }
}
