import FoundationEssentials
import FuzzTargets
import Testing

/// Every corpus file and every recorded crash, replayed through its target, so an input
/// that crashed once stays a regression test (a crash here stops the test process and
/// names nothing: `linkbubble-fuzz TARGET FILE` replays one file alone).
struct FuzzReplayTests {
    /// The folder holding Corpus/ and Crashes/.
    static let fuzzFolder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files of `folder/TARGET/`, sorted by name (none when the folder does not exist).
    static func inputs(in folder: String, of target: FuzzTarget) -> [URL] {
        let directory = fuzzFolder.appending(path: folder).appending(path: target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appending(path: $0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusReplaysCleanly(target: FuzzTarget) throws {
        let files = Self.inputs(in: "Corpus", of: target)
        #expect(!files.isEmpty, "Fuzz/Corpus/\(target.rawValue) is empty: run scripts/fuzz \(target.rawValue)")
        for file in files { target.run(Array(try Data(contentsOf: file))) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func recordedCrashesReplayCleanly(target: FuzzTarget) throws {
        for file in Self.inputs(in: "Crashes", of: target) { target.run(Array(try Data(contentsOf: file))) }
    }
}
