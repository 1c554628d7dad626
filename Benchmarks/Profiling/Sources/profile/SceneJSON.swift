import LinkBubble

/// `scene` as the JSON the Skia peers draw (Benchmarks/peers/render_peers.py's `build`):
/// pixel size, scale, origin, and the shadows, fills, glyph runs and decoration rects in
/// order, paths as SVG path data.
func sceneJSON(_ scene: Scene) -> String {
    func color(_ color: Color) -> String { "[\(color.red),\(color.green),\(color.blue),\(color.alpha)]" }
    var parts: [String] = []
    for element in scene.elements {
        switch element {
        case .shadow(let shadow):
            parts.append("""
                {"kind":"shadow","path":"\(shadow.path.svgPathData(fractionDigits: 6))","color":\(color(shadow.color)),\
                "blurRadius":\(shadow.blurRadius),"offset":[\(shadow.offset.x),\(shadow.offset.y)]}
                """)
        case .fill(let path, let fill, _):
            parts.append("{\"kind\":\"fill\",\"path\":\"\(path.svgPathData(fractionDigits: 6))\",\"color\":\(color(fill))}")
        case .glyphs(let runs):
            for run in runs {
                let glyphs = run.glyphs.map { "[\($0.id),\($0.position.x),\($0.position.y)]" }.joined(separator: ",")
                parts.append("""
                    {"kind":"glyphs","family":"\(run.font.familyName)","size":\(run.size),"color":\(color(run.color)),\
                    "glyphs":[\(glyphs)]}
                    """)
            }
        case .decorations(let decorations):
            for decoration in decorations {
                let rects = decoration.rects.map { "[\($0.minX),\($0.minY),\($0.width),\($0.height)]" }
                parts.append("{\"kind\":\"rects\",\"color\":\(color(decoration.color)),\"rects\":[\(rects.joined(separator: ","))]}")
            }
        case .rect, .stroke, .dim, .knockout, .image:
            fatalError("the samples have no background rects, strokes, dimming, knockouts or images")
        }
    }
    return """
        {"width":\(scene.pixelWidth),"height":\(scene.pixelHeight),"scale":\(scene.scale),\
        "origin":[\(scene.frame.minX),\(scene.frame.minY)],"elements":[\(parts.joined(separator: ","))]}
        """
}
