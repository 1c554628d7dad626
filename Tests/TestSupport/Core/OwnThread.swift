import Foundation

/// Runs `body`, which blocks while it waits (for a process, a browser, or a batch's
/// worker processes), on a thread of its own. Swift Testing runs tests on as many
/// threads as there are cores, so a test that blocks one of them for seconds would keep
/// every other test off that core.
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
