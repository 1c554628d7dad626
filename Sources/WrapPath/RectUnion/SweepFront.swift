/// What differs between the two top-to-bottom sweeps of ``RectUnion`` (the
/// general one over a coverage tree and the one for rects ordered top to
/// bottom): where each band's covered runs come from, and where the vertical
/// edges left open between bands are kept. ``UnionSweep`` does the rest.
///
/// Runs are sorted lists of disjoint, non-touching half-open `(start, end)`
/// pairs of ``Coordinate``s. `before` holds the runs covered just above the
/// current y (where the band changes) and `after` those just below it.
protocol SweepFront {
    /// A run end: an x coordinate or an index standing for one.
    associatedtype Coordinate: Comparable
    /// What covers one band (the rects or events that start or span it).
    associatedtype Band

    /// The x coordinate of a run end.
    func x(of end: Coordinate) -> Double

    /// Sets `before` and `after` to the covered runs above and below the y
    /// where `band` starts (only where coverage can change, if the front knows
    /// it), and moves the front to the new band.
    mutating func collectRuns(of band: Band, before: inout [(Coordinate, Coordinate)], after: inout [(Coordinate, Coordinate)])

    /// Closes the vertical edge open at `end` above this y at `vertex`, or opens
    /// one there going down.
    mutating func attach(
        _ vertex: Int32, at end: Coordinate, before: [(Coordinate, Coordinate)], after: [(Coordinate, Coordinate)],
        builder: inout OutlineBuilder)

    /// Called once every vertex of the band's horizontal edges is attached: the
    /// vertical edges that go on through this y must now be open below it too.
    mutating func finishAttaching(before: [(Coordinate, Coordinate)], after: [(Coordinate, Coordinate)])

    /// When `corner`, the end of a bottom edge, opened the vertical edge going
    /// down at `end` (the start of an uncovered run, so the end of a covered
    /// run of `after`): the vertex open at the start of that covered run, the
    /// nearest vertical boundary to its left in the same filled region.
    /// Otherwise `nil`.
    func leftNeighbor(of corner: Int32, at end: Coordinate, after: [(Coordinate, Coordinate)]) -> Int32?
}
