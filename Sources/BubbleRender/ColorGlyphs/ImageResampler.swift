/// Scales premultiplied RGBA images to device pixels, separably: area averaging when
/// shrinking (each device pixel is the mean of the source area it covers) and bilinear
/// interpolation when growing, with the image placed at a fractional device position.
///
/// Outside the source image is transparent, so the edges come out antialiased.
enum ImageResampler {
    /// Device pixels `columns` x `rows` of `source` (premultiplied RGBA, `width` x
    /// `height`) scaled by `factor`, its left and top edges at device `phase.x` and
    /// `phase.y` (each in 0..<1) right of and below the grid's pixel (0, 0).
    ///
    /// Only the pixels asked for are computed and allocated, and the intermediate rows
    /// are made band by band.
    static func resample(
        _ source: [UInt8], width: Int, height: Int, factor: Double, phase: (x: Double, y: Double),
        columns: Range<Int>, rows: Range<Int>
    ) -> [UInt8] {
        let horizontal = AxisWeights(destination: columns, sourceCount: width, factor: factor, phase: phase.x)
        var output = [UInt8](repeating: 0, count: columns.count * rows.count * 4)
        // Bands of rows, so the horizontally scaled source rows held at once stay few
        // (a band's rows, divided by the factor when shrinking) however tall the output.
        var bandStart = rows.lowerBound
        while bandStart < rows.upperBound {
            let band = bandStart..<Swift.min(rows.upperBound, bandStart + bandHeight)
            let vertical = AxisWeights(destination: band, sourceCount: height, factor: factor, phase: phase.y)
            if let sourceRows = vertical.sourceRange {
                let scaled = scaleRows(
                    sourceRows, of: source, width: width, columns: columns.count, weights: horizontal)
                output.withUnsafeMutableBufferPointer { output in
                    scaled.withUnsafeBufferPointer { scaled in
                        let first = (band.lowerBound - rows.lowerBound) * columns.count * 4
                        let target = UnsafeMutableBufferPointer(rebasing: output[first...])
                        combineRows(scaled, firstRow: sourceRows.lowerBound, count: band.count,
                                    columns: columns.count, weights: vertical, into: target)
                    }
                }
            }
            bandStart = band.upperBound
        }
        return output
    }

    /// Output rows scaled per band.
    private static let bandHeight = 64

    /// The horizontal pass: source rows `rows` scaled to `columns` output columns.
    private static func scaleRows(
        _ rows: Range<Int>, of source: [UInt8], width: Int, columns: Int, weights: AxisWeights
    ) -> [Float] {
        let stride = columns * 4
        var scaled = [Float](repeating: 0, count: rows.count * stride)
        source.withUnsafeBufferPointer { source in
            scaled.withUnsafeMutableBufferPointer { scaled in
                for sourceRow in rows {
                    let input = sourceRow * width * 4, out = (sourceRow - rows.lowerBound) * stride
                    for column in 0..<columns {
                        var (r, g, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
                        weights.forEachTap(of: column) { index, weight in
                            let pixel = input + index * 4
                            r += weight * Float(source[pixel]); g += weight * Float(source[pixel + 1])
                            b += weight * Float(source[pixel + 2]); a += weight * Float(source[pixel + 3])
                        }
                        let at = out + column * 4
                        (scaled[at], scaled[at + 1], scaled[at + 2], scaled[at + 3]) = (r, g, b, a)
                    }
                }
            }
        }
        return scaled
    }

    /// The vertical pass: `count` output rows from horizontally scaled rows (the first
    /// being source row `firstRow`), as premultiplied bytes.
    private static func combineRows(
        _ scaled: UnsafeBufferPointer<Float>, firstRow: Int, count: Int, columns: Int, weights: AxisWeights,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        let stride = columns * 4
        for row in 0..<count {
            for column in 0..<columns {
                var (r, g, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
                weights.forEachTap(of: row) { index, weight in
                    let pixel = (index - firstRow) * stride + column * 4
                    r += weight * scaled[pixel]; g += weight * scaled[pixel + 1]
                    b += weight * scaled[pixel + 2]; a += weight * scaled[pixel + 3]
                }
                // Premultiplied: no channel above alpha.
                let alpha = _byte(a)
                let at = (row * columns + column) * 4
                output[at] = Swift.min(_byte(r), alpha)
                output[at + 1] = Swift.min(_byte(g), alpha)
                output[at + 2] = Swift.min(_byte(b), alpha)
                output[at + 3] = alpha
            }
        }
    }

    @inline(__always)
    private static func _byte(_ value: Float) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, value.rounded()))) }
}

/// The source pixels and weights of each destination pixel along one axis.
struct AxisWeights {
    /// The first source index of each destination pixel's taps.
    private var firsts: [Int] = []
    /// Where each destination pixel's weights start in ``weights`` (one extra at the end).
    private var offsets: [Int] = [0]
    private var weights: [Float] = []

    /// The weights of destination pixels `destination` over `sourceCount` source pixels
    /// scaled by `factor`, the source's first edge at `phase` in destination pixels.
    init(destination: Range<Int>, sourceCount: Int, factor: Double, phase: Double) {
        firsts.reserveCapacity(destination.count)
        offsets.reserveCapacity(destination.count + 1)
        let count = Double(sourceCount)
        for index in destination {
            var first = 0
            if factor < 1 {
                // Area averaging: the source span the pixel covers, weighted by overlap.
                let start = Swift.max(0, (Double(index) - phase) / factor)
                let end = Swift.min(count, (Double(index + 1) - phase) / factor)
                if start < end {
                    first = Int(start.rounded(.down))
                    for source in first..<Int(end.rounded(.up)) {
                        let overlap = Swift.min(end, Double(source + 1)) - Swift.max(start, Double(source))
                        weights.append(Float(overlap * factor))
                    }
                }
            } else {
                // Bilinear: the two source pixels around the pixel's center.
                let center = (Double(index) + 0.5 - phase) / factor - 0.5
                let below = center.rounded(.down)
                let fraction = center - below
                if below >= -1, below < count {
                    let lower = Int(below)
                    first = Swift.max(0, lower)
                    if lower >= 0 { weights.append(Float(1 - fraction)) }
                    if lower + 1 < sourceCount { weights.append(Float(fraction)) }
                }
            }
            firsts.append(first)
            offsets.append(weights.count)
        }
    }

    /// The source pixels any destination pixel reads, or nil when none.
    var sourceRange: Range<Int>? {
        var lower = Int.max, upper = Int.min
        for index in firsts.indices where offsets[index + 1] > offsets[index] {
            lower = Swift.min(lower, firsts[index])
            upper = Swift.max(upper, firsts[index] + offsets[index + 1] - offsets[index])
        }
        return lower < upper ? lower..<upper : nil
    }

    /// Calls `body` with each source index and weight of destination pixel `index`
    /// (counted from the start of the destination range).
    @inline(__always)
    func forEachTap(of index: Int, _ body: (Int, Float) -> Void) {
        let first = firsts[index]
        for tap in offsets[index]..<offsets[index + 1] { body(first + tap - offsets[index], weights[tap]) }
    }
}
