import Geometry

extension SVGWriter {
    /// Writes a `<rect>` over the whole view box in `color`, through a `<mask>` that
    /// leaves out `holes` (non-zero rule): ``SceneElement/dim(_:holes:)``.
    ///
    /// - Throws: ``RenderError/tooManyPathElements(_:)``, ``RenderError/nonFinitePath``,
    ///   ``RenderError/documentTooLarge(limit:)``.
    public mutating func dim(_ color: Color, outside holes: Path) throws(RenderError) {
        let cutOut = holes.isEmpty ? "" : "<path d=\"\(try pathData(holes))\" fill=\"#000000\"/>\n"
        let id = try appendMask(cutOut)
        try append("<rect \(viewBoxAttributes)\(Self.paint("fill", color)) mask=\"url(#\(id))\"/>\n")
    }

    /// Writes `knockout.path` filled or stroked through a `<mask>` that leaves out the
    /// glyphs of `knockout.runs` grown by `knockout.clearance`: their outlines filled
    /// and stroked black `2 * clearance` wide, color bitmap glyphs as their boxes grown
    /// by the clearance. An empty path writes nothing.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite clearance or stroke width, ``RenderError/tooManyPathElements(_:)``,
    ///   ``RenderError/nonFinitePath``, ``RenderError/documentTooLarge(limit:)``, or a
    ///   ``RenderError`` when a glyph fails to load.
    public mutating func drawKnockout(_ knockout: SceneKnockout) throws(RenderError) {
        try knockout.checkNumbers()
        guard !knockout.path.isEmpty else { return }
        var outlines = Path()
        var boxes = ""
        let clearance = knockout.clearance
        try GlyphRun.forEachPaint(of: knockout.runs) { paint throws(RenderError) in
            switch paint {
            case .outline(let path, _): outlines.addPath(path)
            case .image(_, _, let box, _):
                let grown = box.outsetBy(dx: clearance, dy: clearance)
                boxes += "<rect x=\"\(Self.number(grown.minX))\" y=\"\(Self.number(grown.minY))\""
                    + " width=\"\(Self.number(grown.width))\" height=\"\(Self.number(grown.height))\" fill=\"#000000\"/>\n"
            }
        }
        var cutOut = boxes
        if !outlines.isEmpty {
            let stroke = clearance > 0
                ? " stroke=\"#000000\" stroke-width=\"\(Self.number(2 * clearance))\" stroke-linejoin=\"round\"" : ""
            cutOut = "<path d=\"\(try pathData(outlines))\" fill=\"#000000\"\(stroke)/>\n" + cutOut
        }
        let id = try appendMask(cutOut)
        let data = try pathData(knockout.path)
        switch knockout.paint {
        case .fill(let fillRule):
            try append(
                "<path d=\"\(data)\"\(Self.paint("fill", knockout.color))"
                    + (fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : "") + " mask=\"url(#\(id))\"/>\n")
        case .stroke(let width):
            try append(
                "<path d=\"\(data)\" fill=\"none\"\(Self.paint("stroke", knockout.color))"
                    + " stroke-width=\"\(Self.number(width))\" stroke-linejoin=\"round\" mask=\"url(#\(id))\"/>\n")
        }
    }

    /// Writes a `<mask>` over the view box, white except for `cutOut` (elements
    /// painted black), and returns its id.
    private mutating func appendMask(_ cutOut: String) throws(RenderError) -> String {
        let id = "mask-\(maskCount + 1)"
        try append(
            "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(viewBoxAttributes)>\n"
                + "<rect \(viewBoxAttributes) fill=\"#ffffff\"/>\n" + cutOut + "</mask>\n")
        maskCount += 1
        return id
    }

    /// `x`, `y`, `width` and `height` of the view box, as attributes.
    private var viewBoxAttributes: String {
        "x=\"\(Self.number(viewBox.minX))\" y=\"\(Self.number(viewBox.minY))\""
            + " width=\"\(Self.number(viewBox.width))\" height=\"\(Self.number(viewBox.height))\""
    }
}
