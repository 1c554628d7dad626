import BenchmarkInputs
import Geometry
import Glibc
import WrapPath

// profile union time SET COUNT [CALLS]   CALLS unions (default 6) of one generated set, each in
//                                        thread CPU time: one JSON line with the first call, the
//                                        median and the least of the others and the result's hash
// profile union reuse SET COUNT [CALLS]  the same with RectUnion.formRegions(of:into:), every call
//                                        into one array (the first call fills an empty one)
// profile union once SET COUNT           one union (for callgrind and /usr/bin/time -v): the hash
//
// SET is text-lines, ragged or random: the inputs of Benchmarks/README.md (seed 42), or a worst
// case of the chunked union: sparse, nested or shuffled-lines (WorstCaseInputs.swift). The hash
// (FNV-1a over the bit patterns of every output coordinate, ring by ring) tells whether two
// builds give the same regions.

/// `profile union`: the union at 100,000 to 1,000,000 rects.
func runUnionScale(_ arguments: [String]) throws {
    guard arguments.count >= 3, let count = Int(arguments[2]), count > 0 else {
        fail("usage: profile union time|reuse|once text-lines|ragged|random|sparse|nested|shuffled-lines COUNT [CALLS]")
    }
    let rects: [Rect]
    switch arguments[1] {
    case "sparse": rects = WorstCaseInputs.sparseRects(count)
    case "nested": rects = WorstCaseInputs.nestedRects(count)
    case "shuffled-lines": rects = WorstCaseInputs.shuffledTextLines(count)
    default:
        guard let set = BenchmarkRectSet(rawValue: arguments[1]) else { fail("unknown set \(arguments[1])") }
        rects = set.rects(count: count)
    }

    switch arguments[0] {
    case "time", "reuse":
        let calls = max(2, arguments.count > 3 ? Int(arguments[3]) ?? 6 : 6)
        var times: [Double] = []
        var resultHash: UInt64 = 0
        var regions: [Region] = []
        for _ in 0..<calls {
            let start = Double(nanoseconds(CLOCK_THREAD_CPUTIME_ID)) / 1e6
            if arguments[0] == "time" {
                regions = RectUnion.regions(of: rects)
            } else {
                RectUnion.formRegions(of: rects, into: &regions)
            }
            times.append(Double(nanoseconds(CLOCK_THREAD_CPUTIME_ID)) / 1e6 - start)
            resultHash = hash(regions)
        }
        let repeated = times.dropFirst().sorted()
        let median = repeated[repeated.count / 2]
        print("{\"set\":\"\(arguments[1])\",\"count\":\(count),\"first\":\(times[0]),\"repeated\":\(median),\"least\":\(repeated[0]),\"hash\":\"\(String(resultHash, radix: 16))\"}")
    case "once":
        print(String(hash(RectUnion.regions(of: rects)), radix: 16))
    default: fail("unknown mode \(arguments[0])")
    }
}

/// FNV-1a over every output coordinate's bits, with a marker between rings.
private func hash(_ regions: [Region]) -> UInt64 {
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
