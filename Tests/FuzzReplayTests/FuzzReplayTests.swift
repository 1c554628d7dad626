import Foundation
import FuzzTargets
import Testing

/// Every corpus file and every recorded failing input, replayed through its target, so
/// an input that failed once stays a regression test.
struct FuzzReplayTests {
    /// The folder holding Corpus/ and Crashes/: the nested package Fuzz/, whose libFuzzer
    /// harness grows them.
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// The files of `folder/TARGET/`, sorted by name (none when the folder does not exist).
    static func inputs(in folder: String, of target: FuzzTarget) -> [URL] {
        let directory = fuzzFolder.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The replay worker, `FuzzReplayWorker`, built next to the tests.
    static func replayWorker() -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("FuzzReplayWorker").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("FuzzReplayWorker")
    }

    /// The corpus passed the fuzzer cleanly: it replays in this process.
    @Test(arguments: FuzzTarget.allCases)
    func corpusReplaysCleanly(target: FuzzTarget) throws {
        let files = Self.inputs(in: "Corpus", of: target)
        #expect(!files.isEmpty, "Fuzz/Corpus/\(target.rawValue) is empty: run scripts/fuzz \(target.rawValue)")
        for file in files { target.run(Array(try Data(contentsOf: file))) }
    }

    /// The recorded failures are found where the fuzzer leaves them (most targets have none,
    /// so their tests alone would pass on a wrong folder).
    @Test func recordedFailuresAreFound() {
        let count = FuzzTarget.allCases.map { Self.inputs(in: "Crashes", of: $0).count }.reduce(0, +)
        #expect(count > 0, "no file in \(Self.fuzzFolder.path)/Crashes/*/")
    }

    /// Each input that once crashed runs in its own process, so one that still crashes
    /// fails this test by name instead of stopping the test run.
    @Test(arguments: FuzzTarget.allCases)
    func recordedFailuresReplayCleanly(target: FuzzTarget) throws {
        for file in Self.inputs(in: "Crashes", of: target) {
            let process = Process()
            process.executableURL = Self.replayWorker()
            process.arguments = [target.rawValue, file.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(
                process.terminationReason == .exit && process.terminationStatus == 0,
                "Fuzz/Crashes/\(target.rawValue)/\(file.lastPathComponent) still fails (\(process.terminationReason == .exit ? "exit status" : "signal") \(process.terminationStatus)); replay it: swift run FuzzReplayWorker \(target.rawValue) \(file.path)")
        }
    }
}
