/// A separable box blur applied three times, which approximates a Gaussian blur
/// (the central limit theorem; the method of CSS and SVG filter implementations).
///
/// The box widths follow Kutskir's "boxes for Gauss": three odd widths whose
/// combined variance matches the Gaussian's, so every pass stays centered.
/// Values beyond the buffer's edges count as zero. Each pass is a running sum:
/// O(1) per pixel whatever the radius; vertical passes keep one running sum per
/// column and walk the rows in order.
struct BoxBlur {
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

    /// How many columns the vertical passes blur at once.
    static let stripWidth = 32

    /// Blurs a `width` x `height` coverage buffer in place.
    ///
    /// Memory: 2 bytes a pixel besides the coverage (the horizontal passes' result, in
    /// 8.8 fixed point) and two float buffers of 4 rows or of one strip of
    /// ``stripWidth`` columns, all from the buffer pool. Rows go through the horizontal
    /// passes 4 at a time; then each strip of columns goes through the vertical passes
    /// and back into the coverage.
    func apply(to coverage: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        let radii = radii.filter { $0 > 0 }
        guard width > 0, height > 0, !radii.isEmpty else { return }
        // Every element of these is written before it is read.
        let rows = PooledBuffer<UInt16>(count: width * height, zeroed: false)
        let scratchCount = Swift.max(4 * width, Self.stripWidth * height)
        let first = PooledBuffer<Float>(count: scratchCount, zeroed: false)
        let second = PooledBuffer<Float>(count: scratchCount, zeroed: false)
        let sums = PooledBuffer<Float>(count: Self.stripWidth, zeroed: false)
        // The pointers below are used past the buffers' last mention.
        defer { withExtendedLifetime((rows, first, second, sums)) {} }
        let buffers = (first.base, second.base)
        Self.horizontalPasses(radii, from: coverage, to: rows.base, width: width, height: height, buffers: buffers)
        Self.verticalPasses(
            radii, from: rows.base, to: coverage, width: width, height: height, buffers: buffers, sums: sums.base)
    }

    /// Every horizontal pass, 4 rows at a time, from `coverage` into `rows` (8.8 fixed point).
    private static func horizontalPasses(
        _ radii: [Int], from coverage: UnsafeMutablePointer<UInt8>, to rows: UnsafeMutablePointer<UInt16>,
        width: Int, height: Int, buffers: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>)
    ) {
        var row = 0
        while row < height {
            let count = Swift.min(4, height - row)
            let (input, output) = (coverage + row * width, rows + row * width)
            // Four rows are interleaved (pixel x of row r at 4 x + r): their running sums
            // are one vector, loaded and stored whole. Fewer rows lie one after another.
            let interleaved = count == 4
            let step = interleaved ? 4 : 1
            for y in 0..<count {
                let (from, to) = (input + y * width, buffers.0 + (interleaved ? y : y * width))
                for x in 0..<width { to[x &* step] = Float(from[x]) }
            }
            var source = buffers.0, target = buffers.1
            for radius in radii {
                if interleaved {
                    horizontalFour(source, target, width: width, radius: radius)
                } else {
                    horizontal(source, target, width: width, height: count, radius: radius)
                }
                swap(&source, &target)
            }
            for y in 0..<count {
                let (from, to) = (source + (interleaved ? y : y * width), output + y * width)
                for x in 0..<width {
                    to[x] = Swift.min(65_535, Swift.max(0, from[x &* step] * 256 + 0.5)).truncated(to: UInt16.self)
                }
            }
            row += count
        }
    }

    /// Every vertical pass, one strip of columns at a time, from `rows` back into `coverage`.
    private static func verticalPasses(
        _ radii: [Int], from rows: UnsafeMutablePointer<UInt16>, to coverage: UnsafeMutablePointer<UInt8>,
        width: Int, height: Int, buffers: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>),
        sums: UnsafeMutablePointer<Float>
    ) {
        var column = 0
        while column < width {
            let strip = Swift.min(stripWidth, width - column)
            for y in 0..<height {
                let (input, output) = (rows + y * width + column, buffers.0 + y * strip)
                for x in 0..<strip { output[x] = Float(input[x]) * (1 / 256) }
            }
            var source = buffers.0, target = buffers.1
            for radius in radii {
                vertical(source, target, width: strip, height: height, radius: radius, sums: sums)
                swap(&source, &target)
            }
            for y in 0..<height {
                let (input, output) = (source + y * strip, coverage + y * width + column)
                for x in 0..<strip { output[x] = input[x].roundedByte }
            }
            column += strip
        }
    }

    /// One box along 4 interleaved rows (pixel x of row r at 4 x + r). A running sum is
    /// one long chain of dependent additions, so the four rows' sums go side by side in
    /// a vector.
    private static func horizontalFour(
        _ source: UnsafeMutablePointer<Float>, _ target: UnsafeMutablePointer<Float>, width: Int, radius: Int
    ) {
        let scale = 1 / Float(2 * radius + 1)
        let (input, output) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
        func four(_ x: Int) -> SIMD4<Float> { input.loadUnaligned(fromByteOffset: x &* 16, as: SIMD4<Float>.self) }
        var sum = SIMD4<Float>.zero
        for x in 0..<Swift.min(radius, width) { sum += four(x) }
        for x in 0..<width {
            if x + radius < width { sum += four(x &+ radius) }
            output.storeBytes(of: sum * scale, toByteOffset: x &* 16, as: SIMD4<Float>.self)
            if x >= radius { sum -= four(x &- radius) }
        }
    }

    /// One box along each of `height` rows that lie one after another.
    private static func horizontal(
        _ source: UnsafeMutablePointer<Float>, _ target: UnsafeMutablePointer<Float>, width: Int, height: Int,
        radius: Int
    ) {
        let scale = 1 / Float(2 * radius + 1)
        for row in 0..<height {
            let input = source + row * width, output = target + row * width
            var sum: Float = 0
            for x in 0..<Swift.min(radius, width) { sum += input[x] }
            for x in 0..<width {
                if x + radius < width { sum += input[x + radius] }
                output[x] = sum * scale
                if x >= radius { sum -= input[x - radius] }
            }
        }
    }

    /// One box along every column, one running sum per column.
    private static func vertical(
        _ source: UnsafeMutablePointer<Float>, _ target: UnsafeMutablePointer<Float>, width: Int, height: Int,
        radius: Int, sums: UnsafeMutablePointer<Float>
    ) {
        let scale = 1 / Float(2 * radius + 1)
        sums.update(repeating: 0, count: width)
        for row in 0..<Swift.min(radius, height) {
            let input = source + row * width
            for x in 0..<width { sums[x] += input[x] }
        }
        for row in 0..<height {
            if row + radius < height {
                let entering = source + (row + radius) * width
                for x in 0..<width { sums[x] += entering[x] }
            }
            let output = target + row * width
            for x in 0..<width { output[x] = sums[x] * scale }
            if row >= radius {
                let leaving = source + (row - radius) * width
                for x in 0..<width { sums[x] -= leaving[x] }
            }
        }
    }
}
