/// A separable box blur applied three times, which approximates a Gaussian blur
/// (the central limit theorem; the method of CSS and SVG filter implementations).
///
/// The box widths follow Kutskir's "boxes for Gauss": three odd widths whose
/// combined variance matches the Gaussian's, so every pass stays centered.
/// Values beyond the buffer's edges count as zero.
struct _BoxBlur {
    /// The half-widths of the three boxes, in pixels.
    let radii: [Int]

    /// The boxes for a Gaussian of standard deviation `sigma` pixels.
    init(sigma: Double) {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let narrowCount = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        radii = (0..<3).map { Double($0) < narrowCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How far the blur spreads, in pixels: the sum of the half-widths.
    var spread: Int { radii.reduce(0, +) }

    /// Blurs a `width` x `height` buffer of values in place.
    func apply(to values: inout [Float], width: Int, height: Int) {
        var line = [Float](repeating: 0, count: Swift.max(width, height))
        var blurred = line
        values.withUnsafeMutableBufferPointer { values in
            for row in 0..<height {
                blurLine(&values, start: row * width, step: 1, count: width, &line, &blurred)
            }
            for column in 0..<width {
                blurLine(&values, start: column, step: width, count: height, &line, &blurred)
            }
        }
    }

    /// Blurs one row or column (`count` values `step` apart) with every box.
    private func blurLine(
        _ values: inout UnsafeMutableBufferPointer<Float>, start: Int, step: Int, count: Int,
        _ line: inout [Float], _ blurred: inout [Float]
    ) {
        for index in 0..<count { line[index] = values[start + index * step] }
        for radius in radii where radius > 0 {
            let scale = 1 / Float(2 * radius + 1)
            // A running sum over the window [index - radius, index + radius].
            var sum: Float = 0
            for index in 0..<Swift.min(radius, count) { sum += line[index] }
            for index in 0..<count {
                if index + radius < count { sum += line[index + radius] }
                blurred[index] = sum * scale
                if index - radius >= 0 { sum -= line[index - radius] }
            }
            swap(&line, &blurred)
        }
        for index in 0..<count { values[start + index * step] = line[index] }
    }
}
