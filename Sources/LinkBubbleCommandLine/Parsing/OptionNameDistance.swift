/// How far apart two option names are: the optimal string alignment distance, which
/// counts an insertion, a deletion, a substitution or a swap of two neighbouring
/// characters as one edit each, so a typed transposition is a near miss.
package enum OptionNameDistance {
    /// Distances below this suggest a name (swift-argument-parser's floor).
    package static let similarityFloor = 4

    /// The name in `names` nearest to `given`, closer than ``similarityFloor``; the
    /// first of equally near ones.
    package static func nearest(to given: String, in names: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = self.distance(given, name)
            if distance < similarityFloor, distance < best?.distance ?? .max { best = (name, distance) }
        }
        return best?.name
    }

    /// The number of edits from `a` to `b`.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows of the table: two back, the previous and the current.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
