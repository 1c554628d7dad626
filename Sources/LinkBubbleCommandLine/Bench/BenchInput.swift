import ArgumentParser
import BenchmarkInputs
import LinkBubble

/// `--generate` names one of the benchmarks' rect sets by its raw value.
extension BenchmarkRectSet: ExpressibleByArgument {}

/// The output formats of `linkbubble bench`.
package enum BenchFormat: String, ExpressibleByArgument, CaseIterable {
    /// A table.
    case text
    /// One line of JSON.
    case json
}

/// The rects `linkbubble bench` times the operations on.
package struct BenchInput {
    /// Where the rects came from.
    package enum Source {
        /// Read from the file at the path.
        case file(String)
        /// Made by the generator of the set from the seed.
        case generated(BenchmarkRectSet, seed: UInt64)
    }

    /// The rects.
    package var rects: [Rect]
    /// Where they came from.
    package var source: Source

    /// The rects of `set`, `count` of them made from `seed` (1000 and 42 by default),
    /// or else those of the file at `path`.
    ///
    /// - Throws: the file's error (see ``RectsOptions/readFile(atPath:)``).
    package init(generating set: BenchmarkRectSet?, count: Int?, seed: UInt64?, orReading path: String?) throws {
        if let set {
            let count = count ?? 1000, seed = seed ?? 42
            (rects, source) = (set.rects(count: count, seed: seed), .generated(set, seed: seed))
        } else {
            let path = path ?? ""
            (rects, source) = (try RectsOptions.readFile(atPath: path), .file(path))
        }
    }
}
