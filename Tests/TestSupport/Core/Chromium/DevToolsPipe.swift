import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: it reads commands from its descriptor 3 and writes answers
/// and events to its descriptor 4, each a JSON text ended by a NUL byte).
///
/// Every wait has a deadline. The browser ends when its command pipe closes: when this
/// connection ends, or when the test process does, however it ends. It runs in a process
/// group of its own, with its helper processes, so that ending the connection leaves none.
final class DevToolsPipe {
    private let process: pid_t
    private let commands: Int32
    private let answers: Int32
    private var unread: [UInt8] = []
    private var nextID = 1

    /// Starts Chromium at `path` with `arguments` (besides the pipe).
    init(chromium path: String, arguments: [String]) throws(BrowserFailure) {
        var toBrowser: [Int32] = [-1, -1], fromBrowser: [Int32] = [-1, -1]
        // Socket pairs made close-on-exec at once, so no other test's child inherits them
        // (and keeps the browser's command pipe open past the test process); the browser
        // reads and writes them as it would pipes.
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, kind, 0, &toBrowser) == 0, socketpair(AF_UNIX, kind, 0, &fromBrowser) == 0 else {
            throw BrowserFailure(description: "cannot make the pipes: \(String(cString: strerror(errno)))")
        }
        // The browser's ends above 4, so that neither is one the other's dup2 to 3 or 4
        // overwrites, nor is 3 or 4 already (a dup2 to itself would keep it close-on-exec).
        let browserReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 5), browserWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 5)
        close(toBrowser[0])
        close(fromBrowser[1])
        defer {
            close(browserReads)
            close(browserWrites)
        }
        guard browserReads >= 0, browserWrites >= 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw BrowserFailure(description: "cannot make the pipes: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments + ["--remote-debugging-pipe"]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var process: pid_t = 0
        let status = posix_spawn(&process, path, &actions, &attributes, argv, environ)
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw BrowserFailure(description: "cannot start \(path): \(String(cString: strerror(status)))")
        }
        (self.process, commands, answers) = (process, toBrowser[1], fromBrowser[0])
    }

    /// Closes the pipes, which ends the browser, and waits for it (at most 10 s); then
    /// kills what is left of its process group: helpers still shutting down, or a browser
    /// that did not end.
    deinit {
        close(commands)
        close(answers)
        var status: Int32 = 0
        let end = Date().addingTimeInterval(10)
        while waitpid(process, &status, WNOHANG) == 0 && Date() < end { usleep(10_000) }
        kill(-process, SIGKILL)
        waitpid(process, &status, 0)
    }

    /// Sends `method` with `parameters` (to the page of `session`, or to the browser when
    /// it is nil) and returns its result, reading past events; at most 30 s.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any], session: String?) throws(BrowserFailure) -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        guard var bytes = try? [UInt8](JSONSerialization.data(withJSONObject: message)) else {
            throw BrowserFailure(description: "\(method): parameters that are not JSON")
        }
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            // MSG_NOSIGNAL: a browser gone is this error, not a SIGPIPE that ends the tests.
            let count = bytes[written...].withUnsafeBytes {
                Glibc.send(commands, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw BrowserFailure(description: "the browser stopped reading: \(method)") }
            written += count
        }
        let end = Date().addingTimeInterval(30)
        while true {
            let reply = try nextMessage(before: end)
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw BrowserFailure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// The next message from the browser, read before `end`.
    private func nextMessage(before end: Date) throws(BrowserFailure) -> [String: Any] {
        while true {
            if let terminator = unread.firstIndex(of: 0) {
                let text = Data(unread[..<terminator])
                unread.removeSubrange(...terminator)
                return (try? JSONSerialization.jsonObject(with: text)) as? [String: Any] ?? [:]
            }
            let remaining = end.timeIntervalSinceNow
            guard remaining > 0 else { throw BrowserFailure(description: "no answer from the browser within 30 s") }
            var ready = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw BrowserFailure(description: "the browser closed its pipe") }
            unread += buffer[..<count]
        }
    }
}

/// A failed command, a browser that went away, or a wait past its deadline.
package struct BrowserFailure: Error, CustomStringConvertible {
    package var description: String
}
