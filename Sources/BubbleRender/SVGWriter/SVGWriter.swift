import TextLayout
import Geometry

/// SVG output: documents made of path layers, and laid-out glyphs as outlines.
///
/// ## Threading
/// Stateless: call from any thread. Glyph outlines are read through
/// `Font.withFace`, which serializes use of each FreeType face.
public enum SVGWriter {
    /// An SVG document of `size` (its `width` and `height`) showing the user-space
    /// rect `viewBox`, with one `<path>` element per non-empty layer, in order.
    ///
    /// The text is deterministic: numbers are rounded to three decimals with no
    /// trailing zeros (paths use ``WrapPath/Path/svgPathData``), colors are
    /// written `#rrggbb` with `fill-opacity` or `stroke-opacity` when alpha is
    /// below 1, a missing fill is `fill="none"`, even-odd adds
    /// `fill-rule="evenodd"`, and strokes have round joins (as
    /// ``Canvas/stroke(_:color:width:)`` draws them). For example:
    ///
    /// ```
    /// <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
    /// <path d="M 0 0 L 4 0 L 4 4 L 0 4 Z" fill="#ff0000" fill-opacity="0.5"/>
    /// </svg>
    /// ```
    public static func document(size: Size, viewBox: Rect, layers: [SVGLayer]) -> String {
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(size.width))\""
        text += " height=\"\(number(size.height))\" viewBox=\"\(number(viewBox.origin.x)) \(number(viewBox.origin.y))"
        text += " \(number(viewBox.width)) \(number(viewBox.height))\">\n"
        for layer in layers where !layer.path.isEmpty {
            text += "<path d=\"\(layer.path.svgPathData)\""
            if let fill = layer.fill {
                text += " fill=\"\(hex(fill))\""
                if fill.alpha < 1 { text += " fill-opacity=\"\(number(fill.alpha))\"" }
                if layer.fillRule == .evenOdd { text += " fill-rule=\"evenodd\"" }
            } else {
                text += " fill=\"none\""
            }
            if let stroke = layer.stroke {
                text += " stroke=\"\(hex(stroke))\""
                if stroke.alpha < 1 { text += " stroke-opacity=\"\(number(stroke.alpha))\"" }
                text += " stroke-width=\"\(number(layer.strokeWidth))\" stroke-linejoin=\"round\""
            }
            text += "/>\n"
        }
        text += "</svg>\n"
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
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths.isFinite, abs(thousandths) < 0x1p53 else { return value.isFinite ? "\(value)" : "0" }
        let units = Int64(thousandths)
        let magnitude = units.magnitude
        var text = units < 0 ? "-" : ""
        text += String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
