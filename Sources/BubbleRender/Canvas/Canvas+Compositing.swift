import Geometry

extension Canvas {
    /// Paints `color` through `mask`, "source over": each pixel gets the color at
    /// the mask's coverage times the color's alpha, over what is already there.
    ///
    /// The mask should be made at this canvas's ``scale``; its grid is placed at
    /// the canvas pixel nearest its ``Mask/origin`` (exact when both grids come
    /// from the same origin and scale). Pixels outside the mask are unchanged.
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` when the mask's bitmap is not
    ///   `.gray8` or its pixels do not fill its size.
    public mutating func fill(mask: Mask, color: Color) throws(RenderError) {
        try mask.bitmap.checkPixels(format: .gray8)
        guard let placement = placement(of: mask) else { return }
        mask.bitmap.pixels.withUnsafeBufferPointer { coverage in
            composite(coverage.baseAddress!, width: mask.bitmap.width, height: mask.bitmap.height, at: placement, color: color)
        }
    }

    /// Multiplies every pixel by `mask`'s coverage there: pixels the mask does
    /// not cover, inside or outside its grid, become fully transparent. The mask
    /// is placed as in ``fill(mask:color:)``.
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` as ``fill(mask:color:)`` does.
    public mutating func clip(to mask: Mask) throws(RenderError) {
        try mask.bitmap.checkPixels(format: .gray8)
        let placement = placement(of: mask) ?? (x: width, y: height)
        let (maskWidth, maskHeight) = (mask.bitmap.width, mask.bitmap.height)
        let (width, height) = (width, height)
        mask.bitmap.pixels.withUnsafeBufferPointer { coverage in
            withPixels { pixels in
                for row in 0..<height {
                    let maskRow = row - placement.y
                    for column in 0..<width {
                        let maskColumn = column - placement.x
                        let inside = maskRow >= 0 && maskRow < maskHeight && maskColumn >= 0 && maskColumn < maskWidth
                        let value = inside ? Int(coverage[maskRow * maskWidth + maskColumn]) : 0
                        guard value != 255 else { continue }
                        let index = (row * width + column) * 4
                        for channel in index..<index + 4 {
                            pixels[channel] = _multiply255(pixels[channel], value)
                        }
                    }
                }
            }
        }
    }

    /// The canvas pixel of a mask's top-left corner, or nil when it cannot overlap.
    private func placement(of mask: Mask) -> (x: Int, y: Int)? {
        let device = deviceOrigin
        let x = (mask.origin.x - device.x).rounded()
        let y = (mask.origin.y - device.y).rounded()
        guard x.isFinite, y.isFinite, x < Double(width), y < Double(height),
            x + Double(mask.bitmap.width) > 0, y + Double(mask.bitmap.height) > 0
        else { return nil }
        return (Int(x), Int(y))
    }

    /// Composites `color` through a pooled coverage buffer whose pixel (0, 0) lands on
    /// canvas pixel `at`, source over, premultiplied.
    mutating func composite(
        _ coverage: PooledBuffer<UInt8>, width coverageWidth: Int, height coverageHeight: Int,
        at placement: (x: Int, y: Int), color: Color
    ) {
        composite(UnsafePointer(coverage.base), width: coverageWidth, height: coverageHeight, at: placement, color: color)
    }

    /// Composites `color` through a coverage buffer whose pixel (0, 0) lands on
    /// canvas pixel `at`, source over, premultiplied.
    mutating func composite(
        _ coverage: UnsafePointer<UInt8>, width coverageWidth: Int, height coverageHeight: Int,
        at placement: (x: Int, y: Int), color: Color
    ) {
        let source = PremultipliedColor(color)
        guard source.alpha > 0 else { return }
        // The buffer may lie partly or wholly outside the canvas (a shadow's grid
        // reaches past it): check the bounds before making ranges of them.
        let top = Swift.max(0, placement.y), bottom = Swift.min(height, placement.y + coverageHeight)
        let left = Swift.max(0, placement.x), right = Swift.min(width, placement.x + coverageWidth)
        guard top < bottom, left < right else { return }
        let rows = top..<bottom, columns = left..<right
        let canvasWidth = width
        // Where an opaque color covers a pixel fully, the result is the color itself.
        let opaque = source.alpha == 255
        let packed = SIMD4<UInt8>(source.red, source.green, source.blue, source.alpha)
        let twoPixels = SIMD8<UInt8>(lowHalf: packed, highHalf: packed)
        let fourPixels = SIMD16<UInt8>(lowHalf: twoPixels, highHalf: twoPixels)
        // The color at each coverage, computed once rather than once a pixel; and its
        // four bytes, which a transparent pixel takes as they are (a shadow is drawn on
        // an empty canvas: source over nothing is the source).
        let scaled = (0...255).map { source.scaled(by: $0) }
        let scaledBytes = scaled.map { SIMD4<UInt8>(truncatingIfNeeded: $0) }
        let canvasHeight = height
        let wroteEveryPixel: Void? = withUnwrittenPixels { pixels in
            scaledBytes.withUnsafeBufferPointer { scaledBytes in
                Self.writeFirst(
                    coverage, width: coverageWidth, at: placement, rows: rows, columns: columns, colors: scaledBytes,
                    into: pixels, width: canvasWidth, height: canvasHeight)
            }
        }
        if wroteEveryPixel != nil { return }
        scaled.withUnsafeBufferPointer { scaled in scaledBytes.withUnsafeBufferPointer { scaledBytes in withPixels { pixels in
            /// Paints one pixel at a coverage that is not zero.
            @inline(__always) func paint(_ value: Int, at pixel: UnsafeMutablePointer<UInt8>) {
                if value == 255, opaque {
                    UnsafeMutableRawPointer(pixel).storeBytes(of: packed, as: SIMD4<UInt8>.self)
                } else if UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self) == 0 {
                    UnsafeMutableRawPointer(pixel).storeBytes(of: scaledBytes[value], as: SIMD4<UInt8>.self)
                } else {
                    PremultipliedColor.paint(scaled[value], over: pixel)
                }
            }
            // The backdrop is the first color other than transparent that a group of 8
            // pixels is painted over.
            var over = ColorsOverBackdrop()
            for row in rows {
                let coverageRow = coverage + (row - placement.y) * coverageWidth - placement.x
                let pixelRow = pixels.baseAddress! + row * canvasWidth * 4
                var column = columns.lowerBound
                // Most of a glyph grid is empty, and most of a platter's full: skip or
                // fill them 8 pixels at a time. Other groups of 8 over one color
                // (transparent, or the table's backdrop) take their results from a
                // table, and the rest are painted four pixels at a time.
                while column + 8 <= columns.upperBound {
                    // Empty stretches go by 16 coverages at a time.
                    while column &+ 16 <= columns.upperBound, Self.isEmpty16(coverageRow + column) { column &+= 16 }
                    guard column + 8 <= columns.upperBound else { break }
                    let eight = UnsafeRawPointer(coverageRow + column).loadUnaligned(as: UInt64.self)
                    if eight == .max, opaque {
                        let target = UnsafeMutableRawPointer(pixelRow + column * 4)
                        // Eight pixels are two stores of four.
                        target.storeBytes(of: fourPixels, as: SIMD16<UInt8>.self)
                        target.storeBytes(of: fourPixels, toByteOffset: 16, as: SIMD16<UInt8>.self)
                    } else if eight != 0 {
                        let target = pixelRow + column * 4
                        let backdrop = UnsafeRawPointer(target).loadUnaligned(as: UInt64.self)
                        // Transparent, the table's backdrop, or the first backdrop met (the
                        // table is made for it); an unmade table's backdrop is 0.
                        if backdrop == 0 || backdrop == over.backdrop || !over.isMade,
                            ColorsOverBackdrop.isUniform(target, backdrop)
                        {
                            if backdrop != 0, !over.isMade {
                                over = ColorsOverBackdrop(UInt32(truncatingIfNeeded: backdrop), scaled: scaled)
                            }
                            Self.store8(backdrop == 0 ? scaledBytes : over.colors, coverage: coverageRow + column, to: target)
                        } else {
                            PremultipliedColor.paint(source, coverage: coverageRow + column, over: target)
                            PremultipliedColor.paint(source, coverage: coverageRow + column + 4, over: target + 16)
                        }
                    }
                    column += 8
                }
                while column < columns.upperBound {
                    let value = Int(coverageRow[column])
                    if value != 0 { paint(value, at: pixelRow + column * 4) }
                    column += 1
                }
            }
        } } }
    }
}

extension Canvas {
    /// Whether the 16 coverages at `coverage` are all 0.
    @inline(__always)
    static func isEmpty16(_ coverage: UnsafePointer<UInt8>) -> Bool {
        let raw = UnsafeRawPointer(coverage)
        return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == 0
    }
}

/// `a * b / 255`, rounded to nearest, for 8-bit values.
@inline(__always)
func _multiply255(_ a: UInt8, _ b: Int) -> UInt8 {
    let product = Int(a) * b + 128
    return UInt8((product + (product >> 8)) >> 8)
}

/// A color premultiplied by its alpha, 0 to 255 per channel.
struct PremultipliedColor {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    init(_ color: Color) {
        let opacity = Color._unit(color.alpha)
        red = Color._byte(Color._unit(color.red) * opacity)
        green = Color._byte(Color._unit(color.green) * opacity)
        blue = Color._byte(Color._unit(color.blue) * opacity)
        alpha = Color._byte(opacity)
    }

    /// The color times `coverage` (0 to 255), each channel rounded as ``_multiply255(_:_:)``
    /// rounds, as four 16-bit lanes (red, green, blue, alpha).
    func scaled(by coverage: Int) -> SIMD4<UInt16> {
        let color = SIMD4<UInt16>(UInt16(red), UInt16(green), UInt16(blue), UInt16(alpha))
        return coverage == 255 ? color : Self.multiply255(color, UInt16(coverage))
    }

    /// Source over, for a source already scaled by its coverage (``scaled(by:)``):
    /// destination = source + destination * (255 - source alpha) / 255, per channel.
    @inline(__always)
    static func paint(_ source: SIMD4<UInt16>, over pixel: UnsafeMutablePointer<UInt8>) {
        let destination = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt8>.self))
        // At most 255 per channel (color <= alpha), so the bytes do not wrap.
        let result = source &+ multiply255(destination, 255 &- source[3])
        UnsafeMutableRawPointer(pixel).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: result), as: SIMD4<UInt8>.self)
    }

    /// Source over, on the 4 pixels at `pixels`, of `color` at the coverages
    /// `coverage[0...3]` (any of them 0 or 255): the color scaled by each pixel's
    /// coverage as ``scaled(by:)`` scales it, then painted as ``paint(_:over:)`` paints
    /// it, 16 lanes at once. The bytes are those of painting pixel by pixel: since
    /// ``multiply255(_:_:)`` by 255 gives its value back and by 0 gives 0, a pixel at
    /// coverage 0 stays as it is and an opaque color at 255 replaces it.
    @inline(__always)
    static func paint(_ color: PremultipliedColor, coverage: UnsafePointer<UInt8>, over pixels: UnsafeMutablePointer<UInt8>) {
        let (c0, c1, c2, c3) = (UInt16(coverage[0]), UInt16(coverage[1]), UInt16(coverage[2]), UInt16(coverage[3]))
        let coverages = SIMD16<UInt16>(c0, c0, c0, c0, c1, c1, c1, c1, c2, c2, c2, c2, c3, c3, c3, c3)
        let (r, g, b, a) = (UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        let source = multiply255(SIMD16<UInt16>(r, g, b, a, r, g, b, a, r, g, b, a, r, g, b, a), coverages)
        let remaining = 255 &- multiply255(SIMD16<UInt16>(repeating: a), coverages)
        let destination = SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pixels).loadUnaligned(as: SIMD16<UInt8>.self))
        let result = source &+ multiply255(destination, remaining)
        UnsafeMutableRawPointer(pixels).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: result), as: SIMD16<UInt8>.self)
    }

    /// ``_multiply255(_:_:)`` on 16 lanes of 8-bit values.
    @inline(__always)
    static func multiply255(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        // Vectors, not scalars, on the right: optimized builds make the same instructions
        // of both, but a debug build (the tests') takes a scalar operand lane by lane
        // through generic code, and then this function is most of a test run's time.
        let (half, eight) = (SIMD16<UInt16>(repeating: 128), SIMD16<UInt16>(repeating: 8))
        let product = a &* b &+ half
        return (product &+ (product &>> eight)) &>> eight
    }

    /// ``_multiply255(_:_:)`` on four lanes of 8-bit values. 16 bits hold every step:
    /// 255 * 255 + 128 + (that >> 8) is 65,407.
    @inline(__always)
    static func multiply255(_ a: SIMD4<UInt16>, _ b: UInt16) -> SIMD4<UInt16> {
        // Vectors on the right, as in the 16-lane form.
        let (half, eight) = (SIMD4<UInt16>(repeating: 128), SIMD4<UInt16>(repeating: 8))
        let product = a &* SIMD4(repeating: b) &+ half
        return (product &+ (product &>> eight)) &>> eight
    }
}
