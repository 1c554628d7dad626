import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: it reads commands from its descriptor 3 and writes answers
/// and events to its descriptor 4, each a JSON text ended by a NUL byte), so a test can
/// give a page real input: mouse presses at a point, as a person's click.
///
/// Every wait has a deadline, and the browser is killed when the session ends. One test's
/// own; not shared.
final class DevToolsPipe {
    private let process: pid_t
    private let commands: Int32
    private let answers: Int32
    private var unread: [UInt8] = []
    private var nextID = 1
    /// The page's session, once ``open(_:)`` has attached to it.
    private var session: String?

    /// A failed command, a browser that went away, or a wait past its deadline.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts Chromium at `path` with `arguments` (besides the pipe).
    init(chromium path: String, arguments: [String]) throws {
        var toBrowser: [Int32] = [-1, -1], fromBrowser: [Int32] = [-1, -1]
        // Socket pairs made close-on-exec at once, so no other test's child inherits them;
        // the browser reads and writes them as it would pipes.
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, kind, 0, &toBrowser) == 0, socketpair(AF_UNIX, kind, 0, &fromBrowser) == 0 else {
            throw Failure(description: "cannot make the pipes: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments + ["--remote-debugging-pipe"]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var process: pid_t = 0
        let status = posix_spawn(&process, path, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(status)))")
        }
        (self.process, commands, answers) = (process, toBrowser[1], fromBrowser[0])
    }

    deinit {
        close(commands)
        close(answers)
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
    }

    /// Opens `address` in a new page and attaches to it: later commands go to that page.
    func open(_ address: String) throws {
        let target = try send("Target.createTarget", ["url": address], toPage: false)
        let targetID = try #require(target["targetId"] as? String)
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], toPage: false)
        session = try #require(attached["sessionId"] as? String)
    }

    /// The value of the JavaScript `expression` in the page (awaited when it is a promise).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (JavaScript) is true in the page, for at most `seconds`; a
    /// condition that throws (the page's document not there yet) is not true yet.
    func waitUntil(_ condition: String, seconds: Double = 30) throws {
        let end = Date().addingTimeInterval(seconds)
        while try evaluate("(() => { try { return Boolean(\(condition)); } catch { return false; } })()") as? Bool != true {
            guard Date() < end else { throw Failure(description: "not true within \(seconds) s: \(condition)") }
            usleep(50_000)
        }
    }

    /// Presses and releases the left mouse button at (`x`, `y`) in the page's viewport.
    func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            _ = try send(
                "Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// Sends `method` with `parameters` (to the page, unless `toPage` is false) and
    /// returns its result, reading past events; at most 30 s.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any], toPage: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if toPage { message["sessionId"] = try #require(session, "open a page first") }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser stopped reading: \(method)") }
            written += count
        }
        let end = Date().addingTimeInterval(30)
        while true {
            let reply = try nextMessage(before: end)
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// The next message from the browser, read before `end`.
    private func nextMessage(before end: Date) throws -> [String: Any] {
        while true {
            if let terminator = unread.firstIndex(of: 0) {
                let text = Data(unread[..<terminator])
                unread.removeSubrange(...terminator)
                return try JSONSerialization.jsonObject(with: text) as? [String: Any] ?? [:]
            }
            let remaining = end.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure(description: "no answer from the browser within 30 s") }
            var ready = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            unread += buffer[..<count]
        }
    }
}
