import Geometry

extension Canvas {
    /// Fills or strokes `knockout.path` in its color, source over, except within
    /// `knockout.clearance` of the ink of `knockout.runs` and on every pixel that ink
    /// touches: what ``SceneElement/knockout(_:)`` draws.
    ///
    /// The runs are drawn on a transparent canvas like this one, exactly as
    /// ``drawGlyphs(_:)`` draws them, and every pixel they touch (alpha above 0) takes
    /// the paint's coverage away around it: fully within `clearance` device-scaled,
    /// fading out over the next pixel. So a pixel of the glyphs' ink shows nothing of
    /// the paint, whichever glyphs and scale.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite clearance or stroke width, and what ``fill(_:color:fillRule:)``,
    ///   ``stroke(_:color:width:)`` and ``drawGlyphs(_:)`` throw.
    public mutating func drawKnockout(_ knockout: SceneKnockout) throws(RenderError) {
        try knockout.checkNumbers()
        let painted: (PooledBuffer<UInt8>, PlacedGrid)?
        switch knockout.paint {
        case .fill(let fillRule): painted = try fillCoverage(of: knockout.path, fillRule: fillRule)
        case .stroke(let width): painted = try strokeCoverage(of: knockout.path, width: width)
        }
        guard let (coverage, placed) = painted else { return }
        let (gridWidth, gridHeight) = (placed.grid.width, placed.grid.height)
        if !knockout.runs.isEmpty {
            var ink = try Canvas(width: width, height: height, scale: scale, origin: origin)
            try ink.drawGlyphs(knockout.runs)
            let radius = knockout.clearance * scale
            withExtendedLifetime(ink.premultiplied) {
                Self.knockOut(
                    coverage.base, grid: placed, around: ink.premultiplied.base, canvasWidth: width,
                    canvasHeight: height, radius: radius)
            }
        }
        composite(coverage, width: gridWidth, height: gridHeight, at: (placed.x, placed.y), color: knockout.color)
    }

    /// Multiplies `coverage` (a grid placed on the canvas) by one minus the knockout
    /// around the inked pixels of `ink` (premultiplied RGBA of the whole canvas): 1 on
    /// an inked pixel and within `radius` pixels of one, falling to 0 one pixel
    /// farther.
    private static func knockOut(
        _ coverage: UnsafeMutablePointer<UInt8>, grid placed: PlacedGrid, around ink: UnsafePointer<UInt8>,
        canvasWidth: Int, canvasHeight: Int, radius: Double
    ) {
        let (gridWidth, gridHeight) = (placed.grid.width, placed.grid.height)
        // The disk of the knockout around one inked pixel: offsets and their strength.
        let reach = Int((radius + 1).rounded(.up))
        var disk: [(dx: Int, dy: Int, strength: UInt8)] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                let distance = Double(dx * dx + dy * dy).squareRoot()
                let strength = Swift.min(1, Swift.max(0, radius + 1 - distance))
                if strength > 0 { disk.append((dx, dy, UInt8((strength * 255).rounded()))) }
            }
        }
        var knockout = [UInt8](repeating: 0, count: gridWidth * gridHeight)
        // Inked pixels within `reach` of the grid can knock pixels of it out.
        let top = Swift.max(0, placed.y - reach), bottom = Swift.min(canvasHeight, placed.y + gridHeight + reach)
        let left = Swift.max(0, placed.x - reach), right = Swift.min(canvasWidth, placed.x + gridWidth + reach)
        guard top < bottom, left < right else { return }
        for row in top..<bottom {
            for column in left..<right where ink[(row * canvasWidth + column) * 4 + 3] != 0 {
                for (dx, dy, strength) in disk {
                    let x = column + dx - placed.x, y = row + dy - placed.y
                    guard x >= 0, x < gridWidth, y >= 0, y < gridHeight else { continue }
                    knockout[y * gridWidth + x] = Swift.max(knockout[y * gridWidth + x], strength)
                }
            }
        }
        for index in 0..<gridWidth * gridHeight where knockout[index] != 0 {
            coverage[index] = _multiply255(coverage[index], 255 - Int(knockout[index]))
        }
    }
}
