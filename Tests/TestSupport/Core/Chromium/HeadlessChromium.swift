import Foundation
import Synchronization

/// Headless Chromium (Debian's `chromium`, which `scripts/ensure-system-packages`
/// installs), one browser for the whole test process: started on a test's first page,
/// and ended when the test process exits (or, should it be killed, when its end closes
/// the browser's command pipe; see ``DevToolsPipe``). The browser tests share its start
/// (its processes, its profile), and each opens pages of its own.
///
/// One test uses the browser at a time; the others wait for it, each on a thread of its
/// own (``onOwnThread(_:)``), so no waiting test holds one of Swift Testing's threads.
package enum HeadlessChromium {
    /// Chromium's path, when installed.
    package static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Headless, as root (no sandbox), without a GPU, scroll bars or first-run pages.
    static let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"]

    /// The running browser, once a page has started it; nil again after it failed.
    private static let browser = Mutex<DevToolsPipe?>(nil)

    /// Ends the browser when the test process exits, before `swift test` does: so no
    /// helper process of it outlives the test run.
    private static let endedAtExit: Void = {
        atexit { _ = HeadlessChromium.browser.withLockIfAvailable { $0 = nil } }
    }()

    /// Opens `address` in a new page, a viewport of `width` x `height` CSS pixels at one
    /// device pixel each, waits until it has loaded, and returns what `body` returns for
    /// the page; the page is closed after.
    package static func withPage<T: Sendable>(
        _ address: String, width: Int, height: Int, _ body: @escaping @Sendable (BrowserPage) throws -> T
    ) async throws -> T {
        try await onOwnThread {
            try browser.withLock { running throws -> T in
                guard let path else { throw BrowserFailure(description: "chromium is not installed") }
                endedAtExit
                let connection = try running ?? DevToolsPipe(chromium: path, arguments: arguments)
                running = connection
                do {
                    let page = try BrowserPage(opening: address, in: connection, width: width, height: height)
                    defer { page.close() }
                    return try body(page)
                } catch let failure as BrowserFailure {
                    // The browser may be what failed: the next page starts a new one.
                    running = nil
                    throw failure
                }
            }
        }
    }
}
