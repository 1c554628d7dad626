/// A top-to-bottom sweep that turns the changes of coverage between bands into
/// the union's outline, with ``SweepFront`` supplying the runs and keeping the
/// open vertical edges.
///
/// At each y, runs that become uncovered are bottom edges (drawn right to left)
/// and runs that become covered are top edges (left to right); every vertex
/// either closes the vertical edge open above it or opens one going down. The
/// top-left corner of each future hole learns its left neighbour, which later
/// assigns the hole to its region.
struct UnionSweep<Front: SweepFront> {
    typealias Runs = [(Front.Coordinate, Front.Coordinate)]

    /// Where the runs come from and where the open vertical edges are kept.
    var front: Front
    /// The edges found so far; it traces the regions at the end.
    var builder: OutlineBuilder
    private var before: Runs = []
    private var after: Runs = []
    private var bottomEdges: Runs = []
    private var topEdges: Runs = []

    init(front: Front, capacity: Int) {
        self.front = front
        builder = OutlineBuilder(capacity: capacity)
    }

    /// Moves to the band starting at `y`, covered as `band` says.
    mutating func advance(y: Double, band: Front.Band) {
        front.collectRuns(of: band, before: &before, after: &after)
        bottomEdges._removeAllKeepingCapacity()
        topEdges._removeAllKeepingCapacity()
        RunDifference.split(before: before, after: after, lost: &bottomEdges, gained: &topEdges)
        let firstBottom = Int32(builder.points.count)
        for edge in bottomEdges { addEdge(y: y, from: edge.1, to: edge.0) }
        for edge in topEdges { addEdge(y: y, from: edge.0, to: edge.1) }
        front.finishAttaching(before: before, after: after)
        for (index, edge) in bottomEdges.enumerated() {
            let corner = firstBottom + Int32(2 * index + 1)
            guard let neighbor = front.leftNeighbor(of: corner, at: edge.0, after: after) else { continue }
            builder.leftNeighbor[Int(corner)] = neighbor
        }
    }

    /// Adds the horizontal edge at `y` from `start` to `end` and attaches both
    /// of its vertices.
    @inline(__always)
    private mutating func addEdge(y: Double, from start: Front.Coordinate, to end: Front.Coordinate) {
        let vertices = builder.addEdge(y: y, fromX: front.x(of: start), toX: front.x(of: end))
        front.attach(vertices.start, at: start, before: before, after: after, builder: &builder)
        front.attach(vertices.end, at: end, before: before, after: after, builder: &builder)
    }
}
