import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

extension FuzzTarget {
    /// The `main` of the plain replay tools (`linkbubble-fuzz` built without libFuzzer, and
    /// the replay tests' worker): `TOOL TARGET FILE...` runs each file through the target,
    /// printing its path first, so that a file that crashes is the last one printed.
    /// Exits with status 2 after a usage line when the target is not one of these.
    public static func replayMain(tool: String) throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: \(tool) (\(allCases.map(\.rawValue).joined(separator: " | "))) FILE...")
            exit(2)
        }
        for path in arguments.dropFirst() {
            print("\(name) \(path)")
            target.run(Array(try Data(contentsOf: URL(filePath: path))))
        }
    }
}
