import Foundation
import InternalUtilities
import Testing

/// `SIGTERM`, `SIGINT` and `SIGHUP` wait while a temporary file has a name, then end the
/// process by the same signal: the test worker (`LinkBubbleBatchTestWorker hold PATH`)
/// holds a temporary file until the test lets it rename it.
@Suite struct TerminationSignalsTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalWaitsForTheRenameThenEndsTheProcess(signal: Int32) async throws {
        let folder = NSTemporaryDirectory() + "linkbubble-hold-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BatchRunnerTests.worker.path)
        process.arguments = ["hold", folder + "/out.bin"]
        let (input, output) = (Pipe(), Pipe())
        (process.standardInput, process.standardOutput) = (input, output)
        try process.run()
        let said = output.fileHandleForReading.readData(ofLength: 5)
        #expect(String(decoding: said, as: UTF8.self) == "held\n")
        let temporary = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(temporary.count == 1 && temporary[0].hasSuffix(".linkbubble-tmp"))

        kill(process.processIdentifier, signal)
        try await Task.sleep(for: .milliseconds(200))
        #expect(process.isRunning, "held while the temporary file has a name")
        try input.fileHandleForWriting.write(contentsOf: Data("\n".utf8))
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "ended by the signal")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.bin"], "renamed, no temporary file")
    }
}
