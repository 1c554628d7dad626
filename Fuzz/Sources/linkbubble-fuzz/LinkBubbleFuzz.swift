// The fuzzing harness and the replay tool for LinkBubble's fuzz targets.
//
// Built by scripts/fuzz with `-sanitize=fuzzer,address -D LINKBUBBLE_LIBFUZZER`, it hands
// the command line to libFuzzer's driver and fuzzes the target named by the environment
// variable LINKBUBBLE_FUZZ_TARGET. Built plainly, it runs files through a target:
// `linkbubble-fuzz TARGET FILE...`.
import FuzzTargets
import Glibc

#if LINKBUBBLE_LIBFUZZER
    import CLibFuzzer

    /// The target named by LINKBUBBLE_FUZZ_TARGET, read once (libFuzzer's callback is a C
    /// function and cannot capture it).
    private let selectedTarget = FuzzTarget(rawValue: getenv("LINKBUBBLE_FUZZ_TARGET").map { String(cString: $0) } ?? "")
#endif

/// libFuzzer's harness, or the replay tool.
@main
enum LinkBubbleFuzz {
    static func main() throws {
        #if LINKBUBBLE_LIBFUZZER
            guard selectedTarget != nil else {
                print("set LINKBUBBLE_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: " | "))")
                exit(2)
            }
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                selectedTarget?.run(Array(UnsafeBufferPointer(start: data, count: size)))
                return 0
            })
        #else
            try FuzzTarget.replayMain(tool: "linkbubble-fuzz")
        #endif
    }
}
