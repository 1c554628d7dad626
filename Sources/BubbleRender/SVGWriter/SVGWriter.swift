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
/// - Glyphs are their outlines as paths (see ``glyphOutlines(of:)``).
///
/// A value: each copy writes its own document.
public struct SVGWriter: ScenePainter, Sendable {
    /// The document's `width` and `height`.
    public let size: Size
    /// The user-space rect the document shows.
    public let viewBox: Rect
    /// The elements written so far, one per line.
    private var body = ""
    /// How many shadow filters the document defines (their ids count up from 1).
    private var shadowCount = 0

    /// A writer of a document of `size` showing the user-space rect `viewBox`.
    public init(size: Size, viewBox: Rect) {
        self.size = size
        self.viewBox = viewBox
    }

    /// A writer of `scene`'s document: its pixel size as `width` and `height`, its
    /// frame as the `viewBox`.
    public init(scene: Scene) {
        self.init(size: Size(width: Double(scene.pixelWidth), height: Double(scene.pixelHeight)), viewBox: scene.frame)
    }

    /// The SVG document: the `<svg>` element with everything drawn so far.
    public var document: String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(size.width))\""
            + " height=\"\(Self.number(size.height))\" viewBox=\"\(Self.number(viewBox.minX))"
            + " \(Self.number(viewBox.minY)) \(Self.number(viewBox.width)) \(Self.number(viewBox.height))\">\n"
            + body + "</svg>\n"
    }

    /// Writes a `<path>` filled with `color` by `fillRule`; an empty path writes nothing.
    public mutating func fill(_ path: Path, color: Color, fillRule: FillRule = .nonZero) {
        guard !path.isEmpty else { return }
        body += "<path d=\"\(path.svgPathData)\"\(Self.paint("fill", color))"
        if fillRule == .evenOdd { body += " fill-rule=\"evenodd\"" }
        body += "/>\n"
    }

    /// Writes a `<rect>` filled with `color`.
    public mutating func fill(_ rect: Rect, color: Color) {
        body += "<rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\""
            + " width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
            + "\(Self.paint("fill", color))/>\n"
    }

    /// Writes a `<path>` stroked `width` wide in `color`, round joins, not filled; an
    /// empty path writes nothing.
    public mutating func stroke(_ path: Path, color: Color, width: Double) {
        guard !path.isEmpty else { return }
        body += "<path d=\"\(path.svgPathData)\" fill=\"none\"\(Self.paint("stroke", color))"
            + " stroke-width=\"\(Self.number(width))\" stroke-linejoin=\"round\"/>\n"
    }

    /// Writes a shadow filter and the shape of `path` drawn through it: the shape's
    /// alpha blurred (standard deviation `blurRadius / 2`), moved by `offset`, filled
    /// with `color`. An empty path writes nothing.
    public mutating func drawShadow(of path: Path, color: Color, blurRadius: Double, offset: Point) {
        guard !path.isEmpty else { return }
        shadowCount += 1
        let id = "shadow-\(shadowCount)"
        body += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(Self.number(viewBox.minX))\""
            + " y=\"\(Self.number(viewBox.minY))\" width=\"\(Self.number(viewBox.width))\""
            + " height=\"\(Self.number(viewBox.height))\" color-interpolation-filters=\"sRGB\">\n"
            + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.number(blurRadius / 2))\"/>\n"
            + "<feOffset dx=\"\(Self.number(offset.x))\" dy=\"\(Self.number(offset.y))\" result=\"shadow\"/>\n"
            + "<feFlood\(Self.paint("flood-color", color, opacity: "flood-opacity"))/>\n"
            + "<feComposite in2=\"shadow\" operator=\"in\"/>\n"
            + "</filter>\n"
            + "<path d=\"\(path.svgPathData)\" fill=\"#000000\" filter=\"url(#\(id))\"/>\n"
    }

    /// Writes the glyphs' outlines: one filled `<path>` per group of neighbouring
    /// runs of one color (``glyphOutlines(of:)``).
    ///
    /// - Throws: ``RenderError`` when a glyph outline fails to load.
    public mutating func drawGlyphs(_ runs: [GlyphRun]) throws(RenderError) {
        for (path, color) in try Self.glyphOutlines(of: runs) { fill(path, color: color) }
    }

    /// ` name="#rrggbb"`, and ` opacity="a"` when the color's alpha is below 1.
    private static func paint(_ name: String, _ color: Color, opacity: String? = nil) -> String {
        var text = " \(name)=\"\(hex(color))\""
        if color.alpha < 1 { text += " \(opacity ?? name + "-opacity")=\"\(number(color.alpha))\"" }
        return text
    }

    /// A color as `#rrggbb` (alpha ignored).
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((Swift.min(Swift.max(component, 0), 1) * 255).rounded())
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
