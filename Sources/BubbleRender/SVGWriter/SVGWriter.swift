import Geometry
import InternalUtilities

/// The SVG back end of ``Scene``: a ``ScenePainter`` that writes each drawing
/// operation as SVG elements, then the whole ``document``.
///
/// ``Scene/svg()`` makes the writer of a scene: the document's `width` and `height`
/// are the scene's pixel size (the size of its PNG) and its `viewBox` is the scene's
/// frame in points, so the elements keep the scene's coordinates. For example:
///
/// ```
/// <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 10 5">
/// <path d="M 0 0 L 4 0 L 4 4 L 0 4 Z" fill="#ff0000" fill-opacity="0.5"/>
/// </svg>
/// ```
///
/// The text is deterministic: numbers are rounded to three decimals with no trailing
/// zeros (paths use `Path.svgPathData`), colors are written `#rrggbb` with
/// `fill-opacity`, `stroke-opacity` or `flood-opacity` when alpha is below 1.
/// - Fills are `<path>` elements, with `fill-rule="evenodd"` for the even-odd rule;
///   empty paths write nothing.
/// - Rects are `<rect>` elements.
/// - Strokes are `<path fill="none">` elements with round joins (as
///   ``Canvas/stroke(_:color:width:)`` draws them).
/// - Shadows are a `<filter>` (`feGaussianBlur` of the shape's alpha with
///   `stdDeviation` = blur radius / 2, as the canvas blurs, `feOffset`, `feFlood` in
///   the shadow color, `feComposite`) over the whole view box, and the shape's
///   `<path>` drawn through it.
/// - Images (``SceneImage``) are `<image>` elements with the bitmap as an embedded PNG.
/// - Dimming is a `<rect>` over the whole view box through a `<mask>` that is white
///   except for the holes, filled black.
/// - Knocked-out fills and strokes are their `<path>` through a `<mask>` that is white
///   except for the glyphs' outlines, filled and stroked black `2 * clearance` wide,
///   and the boxes of color bitmap glyphs grown by the clearance.
/// - Glyphs are their outlines as paths (see ``GlyphRun/outlines(of:)``); COLRv0 color
///   glyphs are their layers' paths in their palette colors, and color bitmap glyphs
///   (CBDT, sbix emoji) `<image>` elements with an embedded PNG.
///
/// The document never passes ``maximumBytes`` (at most
/// ``RenderLimits/maximumSVGBytes``): each operation builds its element, checks the
/// document's size with it, and throws ``RenderError/documentTooLarge(limit:)``
/// instead of appending it when it would not fit, so no more than the limit is
/// ever built (glyph outlines are checked glyph by glyph).
///
/// A value: each copy writes its own document.
public struct SVGWriter: ScenePainter, Sendable {
    /// The document's `width` and `height`.
    public let size: Size
    /// The user-space rect the document shows.
    public let viewBox: Rect
    /// The most bytes (UTF-8) the document may reach.
    public let maximumBytes: Int
    /// The document so far, UTF-8: the opening `<svg>` tag (from the size and the view
    /// box) and the elements written, one per line. Elements are written into it once,
    /// piece by piece, never built whole elsewhere first.
    private var bytes: [UInt8]
    /// How many shadow filters the document defines (their ids count up from 1).
    private var shadowCount = 0
    /// How many masks the document defines (their ids count up from 1).
    var maskCount = 0
    /// The closing tag.
    private static let footer = "</svg>\n"

    /// A writer of a document of `size` showing the user-space rect `viewBox`, of at
    /// most `maximumBytes` bytes (clamped to ``RenderLimits/maximumSVGBytes``).
    public init(size: Size, viewBox: Rect, maximumBytes: Int = RenderLimits.maximumSVGBytes) {
        self.size = size
        self.viewBox = viewBox
        self.maximumBytes = Swift.min(maximumBytes, RenderLimits.maximumSVGBytes)
        let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(size.width))\""
            + " height=\"\(Self.number(size.height))\" viewBox=\"\(Self.number(viewBox.minX))"
            + " \(Self.number(viewBox.minY)) \(Self.number(viewBox.width)) \(Self.number(viewBox.height))\">\n"
        bytes = Array(header.utf8)
    }

    /// A writer of `scene`'s document: its pixel size as `width` and `height`, its
    /// frame as the `viewBox`, at most `maximumBytes` bytes.
    public init(scene: Scene, maximumBytes: Int = RenderLimits.maximumSVGBytes) {
        self.init(
            size: Size(width: Double(scene.pixelWidth), height: Double(scene.pixelHeight)), viewBox: scene.frame,
            maximumBytes: maximumBytes)
    }

    /// The SVG document: the `<svg>` element with everything drawn so far (one copy of
    /// the bytes; ``finish()`` makes none).
    public var document: String {
        let footer = Self.footer.utf8
        return String(unsafeUninitializedCapacity: bytes.count + footer.count) { buffer in
            let (_, written) = buffer.initialize(from: bytes)
            // The slice's index past its last initialized element, in the whole buffer.
            return buffer[written...].initialize(fromContentsOf: footer)
        }
    }

    /// The finished document as UTF-8 bytes, the buffer the elements were written into
    /// (not copied): what a file of the document holds.
    public consuming func finish() -> [UInt8] {
        write(Self.footer)
        return bytes
    }

    /// How many more bytes the elements may take.
    var remainingBytes: Int {
        maximumBytes - bytes.count - Self.footer.utf8.count
    }

    /// Appends `text` to the document. The buffer grows by doubling, as an array does, but
    /// never past ``maximumBytes``: a document near the limit needs the limit and what it
    /// held before its last growth, not twice the limit.
    private mutating func write(_ text: String) {
        let needed = bytes.count + text.utf8.count
        if needed > bytes.capacity {
            bytes.reserveCapacity(Swift.max(needed, Swift.min(bytes.capacity * 2, maximumBytes)))
        }
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `element` (one or more lines), or throws when it does not fit.
    mutating func append(_ element: String) throws(RenderError) {
        guard element.utf8.count <= remainingBytes else { throw .documentTooLarge(limit: maximumBytes) }
        write(element)
    }

    /// The path data of `path`, or a throw when it is too long or not finite, or
    /// alone would not fit.
    func pathData(_ path: Path) throws(RenderError) -> String {
        guard path.elements.count <= RenderLimits.maximumPathElementCount else {
            throw .tooManyPathElements(path.elements.count)
        }
        guard path.isFinite else { throw .nonFinitePath }
        guard let data = path._svgPathData(fractionDigits: 3, maximumUTF8Count: remainingBytes) else {
            throw .documentTooLarge(limit: maximumBytes)
        }
        return data
    }

    /// Writes a `<path>` filled with `color` by `fillRule`; an empty path writes nothing.
    ///
    /// - Throws: ``RenderError/tooManyPathElements(_:)``, ``RenderError/nonFinitePath``,
    ///   ``RenderError/documentTooLarge(limit:)``.
    public mutating func fill(_ path: Path, color: Color, fillRule: FillRule = .nonZero) throws(RenderError) {
        guard !path.isEmpty else { return }
        try appendFill(pathData: try pathData(path), color: color, fillRule: fillRule)
    }

    /// Writes a `<path>` of path data `data` filled with `color` by `fillRule`.
    private mutating func appendFill(pathData data: String, color: Color, fillRule: FillRule) throws(RenderError) {
        let closing = Self.fillClosing(color, fillRule: fillRule)
        guard Self.pathOpening.utf8.count + data.utf8.count + closing.utf8.count <= remainingBytes else {
            throw .documentTooLarge(limit: maximumBytes)
        }
        write(Self.pathOpening)
        write(data)
        write(closing)
    }

    /// What comes before the path data of a `<path>`.
    private static let pathOpening = "<path d=\""

    /// What comes after the path data of a `<path>` filled with `color` by `fillRule`.
    private static func fillClosing(_ color: Color, fillRule: FillRule) -> String {
        "\"" + paint("fill", color) + (fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : "") + "/>\n"
    }

    /// Writes a `<rect>` filled with `color`.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a non-finite rect,
    ///   ``RenderError/documentTooLarge(limit:)``.
    public mutating func fill(_ rect: Rect, color: Color) throws(RenderError) {
        for (name, value) in [("rect.x", rect.origin.x), ("rect.y", rect.origin.y),
                              ("rect.width", rect.width), ("rect.height", rect.height)]
        where !value.isFinite {
            throw .invalidArgument(name: name, value: value)
        }
        try append(
            "<rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\""
                + " width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
                + "\(Self.paint("fill", color))/>\n")
    }

    /// Writes a `<path>` stroked `width` wide in `color`, round joins, not filled; an
    /// empty path writes nothing.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite width, ``RenderError/tooManyPathElements(_:)``,
    ///   ``RenderError/nonFinitePath``, ``RenderError/documentTooLarge(limit:)``.
    public mutating func stroke(_ path: Path, color: Color, width: Double) throws(RenderError) {
        guard width.isFinite, width >= 0 else { throw .invalidArgument(name: "width", value: width) }
        guard !path.isEmpty else { return }
        try append(
            "<path d=\"\(try pathData(path))\" fill=\"none\"\(Self.paint("stroke", color))"
                + " stroke-width=\"\(Self.number(width))\" stroke-linejoin=\"round\"/>\n")
    }

    /// Writes a shadow filter and the shape of `path` drawn through it: the shape's
    /// alpha blurred (standard deviation `blurRadius / 2`), moved by `offset`, filled
    /// with `color`. An empty path writes nothing.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite radius or a non-finite offset, ``RenderError/tooManyPathElements(_:)``,
    ///   ``RenderError/nonFinitePath``, ``RenderError/documentTooLarge(limit:)``.
    public mutating func drawShadow(of path: Path, color: Color, blurRadius: Double, offset: Point) throws(RenderError) {
        guard blurRadius.isFinite, blurRadius >= 0 else {
            throw .invalidArgument(name: "blurRadius", value: blurRadius)
        }
        guard offset.x.isFinite else { throw .invalidArgument(name: "offset.x", value: offset.x) }
        guard offset.y.isFinite else { throw .invalidArgument(name: "offset.y", value: offset.y) }
        guard !path.isEmpty else { return }
        let data = try pathData(path)
        let id = "shadow-\(shadowCount + 1)"
        try append(
            "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(Self.number(viewBox.minX))\""
                + " y=\"\(Self.number(viewBox.minY))\" width=\"\(Self.number(viewBox.width))\""
                + " height=\"\(Self.number(viewBox.height))\" color-interpolation-filters=\"sRGB\">\n"
                + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.number(blurRadius / 2))\"/>\n"
                + "<feOffset dx=\"\(Self.number(offset.x))\" dy=\"\(Self.number(offset.y))\" result=\"shadow\"/>\n"
                + "<feFlood\(Self.paint("flood-color", color, opacity: "flood-opacity"))/>\n"
                + "<feComposite in2=\"shadow\" operator=\"in\"/>\n"
                + "</filter>\n"
                + "<path d=\"\(data)\" fill=\"#000000\" filter=\"url(#\(id))\"/>\n")
        shadowCount += 1
    }

    /// Writes the glyphs: their outlines as one filled `<path>` per group of
    /// neighbouring runs of one color (as ``GlyphRun/outlines(of:)`` groups them, COLRv0
    /// layers included), whose path data is built glyph by glyph and checked against
    /// ``maximumBytes`` as it grows; color bitmap glyphs (CBDT, sbix emoji) as
    /// `<image>` elements holding their strike image as an embedded PNG
    /// (`data:image/png;base64,...`), placed and sized at the glyph's box.
    ///
    /// - Throws: ``RenderError/documentTooLarge(limit:)``,
    ///   ``RenderError/glyphImageTooLarge(width:height:)``, or a ``RenderError`` when a
    ///   glyph fails to load or its image fails to encode.
    public mutating func drawGlyphs(_ runs: [GlyphRun]) throws(RenderError) {
        // The `<path>` being written: where it starts, where its data starts, its color
        // and its closing. Its path data goes straight into the document, glyph by glyph.
        var open: (start: Int, dataStart: Int, color: Color, closing: String)?
        var encoded: [ColorGlyphCache.GlyphKey: String] = [:]
        do throws(RenderError) {
            try GlyphRun.forEachPaint(of: runs) { paint throws(RenderError) in
                switch paint {
                case .outline(let path, let color):
                    if let current = open, current.color != color {
                        write(current.closing)
                        open = nil
                    }
                    let closing = open?.closing ?? Self.fillClosing(color, fillRule: .nonZero)
                    let separator = open == nil ? Self.pathOpening : (bytes.count > open!.dataStart ? " " : "")
                    let room = remainingBytes - separator.utf8.count - closing.utf8.count
                    guard room >= 0, let data = path._svgPathData(fractionDigits: 3, maximumUTF8Count: room) else {
                        throw .documentTooLarge(limit: maximumBytes)
                    }
                    if open == nil { open = (bytes.count, bytes.count + separator.utf8.count, color, closing) }
                    write(separator)
                    write(data)
                case .image(let bitmap, let key, let box, let opacity):
                    if let current = open {
                        write(current.closing)
                        open = nil
                    }
                    guard opacity > 0 else { return }
                    let uri: String
                    if let known = encoded[key] {
                        uri = known
                    } else {
                        uri = try Self.dataURI(of: bitmap)
                        encoded[key] = uri
                    }
                    var element = "<image x=\"\(Self.number(box.minX))\" y=\"\(Self.number(box.minY))\""
                        + " width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\""
                        + " preserveAspectRatio=\"none\""
                    if opacity < 1 { element += " opacity=\"\(Self.number(opacity))\"" }
                    try append(element + " href=\"\(uri)\"/>\n")
                }
            }
        } catch {
            // No half-written element stays in the document.
            if let open { bytes.removeSubrange(open.start...) }
            throw error
        }
        if let open { write(open.closing) }
    }

    /// A strike image as a `data:` URI of a PNG (straight alpha, as PNG stores it).
    private static func dataURI(of bitmap: GlyphBitmap) throws(RenderError) -> String {
        var pixels = bitmap.pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            guard alpha != 0, alpha != 255 else { continue }
            for channel in index..<index + 3 {
                pixels[channel] = UInt8(Swift.min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
            }
        }
        let image = try Bitmap(width: bitmap.width, height: bitmap.height, format: .rgba8, pixels: pixels)
        return "data:image/png;base64," + Base64.encode(try PNGCodec.encode(image))
    }

    /// ` name="#rrggbb"`, and ` opacity="a"` when the color's alpha is below 1.
    static func paint(_ name: String, _ color: Color, opacity: String? = nil) -> String {
        var text = " \(name)=\"\(hex(color))\""
        let alpha = Color._unit(color.alpha)
        if alpha < 1 { text += " \(opacity ?? name + "-opacity")=\"\(number(alpha))\"" }
        return text
    }

    /// A color as `#rrggbb` (alpha ignored).
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int(Color._byte(component))
            text.append(digits[byte >> 4])
            text.append(digits[byte & 15])
        }
        return text
    }

    /// A number rounded to three decimals, without trailing zeros or negative zero.
    static func number(_ value: Double) -> String {
        DecimalFormatting.string(value, fractionDigits: 3)
    }
}
