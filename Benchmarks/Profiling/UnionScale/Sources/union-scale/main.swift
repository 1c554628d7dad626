// union-scale time SET COUNT [CALLS]   CALLS unions (default 6) of one generated set, each in
//                                      thread CPU time: one JSON line with the first call, the
//                                      median and the least of the others and the result's hash
// union-scale reuse SET COUNT [CALLS]  the same with RectUnion.formRegions(of:into:), every call
//                                      into one array (the first call fills an empty one)
// union-scale once SET COUNT           one union (for callgrind and /usr/bin/time -v): the hash
//
// SET is text-lines, ragged or random: the inputs of Benchmarks/README.md (seed 42), or a worst
// case of the chunked union: sparse, nested or shuffled-lines (WorstCaseInputs.swift). The hash
// (FNV-1a over the bit patterns of every output coordinate, ring by ring) tells whether two
// builds give the same regions.
import Geometry
import Glibc
import WrapPath

/// Writes `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let count = Int(arguments[2]), count > 0 else {
    fail("usage: union-scale time|reuse|once text-lines|ragged|random|sparse|nested|shuffled-lines COUNT [CALLS]")
}
let rects: [Rect]
switch arguments[1] {
case "text-lines": rects = BenchmarkInputs.textLines(count)
case "ragged": rects = BenchmarkInputs.raggedTextLines(count)
case "random": rects = BenchmarkInputs.randomRects(count)
case "sparse": rects = WorstCaseInputs.sparseRects(count)
case "nested": rects = WorstCaseInputs.nestedRects(count)
case "shuffled-lines": rects = WorstCaseInputs.shuffledTextLines(count)
default: fail("unknown set \(arguments[1])")
}

/// FNV-1a over every output coordinate's bits, with a marker between rings.
func hash(_ regions: [Region]) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ word: UInt64) { value = (value ^ word) &* 0x100_0000_01b3 }
    for region in regions {
        for ring in [region.outer] + region.holes {
            mix(UInt64(ring.points.count))
            for point in ring.points {
                mix(point.x.bitPattern)
                mix(point.y.bitPattern)
            }
        }
    }
    return value
}

/// The calling thread's CPU time in milliseconds (kernel work such as page faults included,
/// waits for a core excluded).
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

switch arguments[0] {
case "time", "reuse":
    let calls = max(2, arguments.count > 3 ? Int(arguments[3]) ?? 6 : 6)
    var times: [Double] = []
    var resultHash: UInt64 = 0
    var regions: [Region] = []
    for _ in 0..<calls {
        let start = cpuMilliseconds()
        if arguments[0] == "time" {
            regions = RectUnion.regions(of: rects)
        } else {
            formRegions(of: rects, into: &regions)
        }
        times.append(cpuMilliseconds() - start)
        resultHash = hash(regions)
    }
    let repeated = times.dropFirst().sorted()
    let median = repeated[repeated.count / 2]
    print("{\"set\":\"\(arguments[1])\",\"count\":\(count),\"first\":\(times[0]),\"repeated\":\(median),\"least\":\(repeated[0]),\"hash\":\"\(String(resultHash, radix: 16))\"}")
case "once":
    print(String(hash(RectUnion.regions(of: rects)), radix: 16))
default: fail("unknown mode \(arguments[0])")
}
