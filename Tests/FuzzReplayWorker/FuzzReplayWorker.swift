import FuzzTargets

/// Runs files through a fuzz target in a process of its own, for `FuzzReplayTests`:
/// `FuzzReplayWorker TARGET FILE...`. An input that still crashes ends only this process.
@main
enum FuzzReplayWorker {
    static func main() throws { try FuzzTarget.replayMain(tool: "FuzzReplayWorker") }
}
