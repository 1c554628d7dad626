/// A made-up screenshot of a settings window with the frames of its UI elements, drawn
/// with the bundled fonts: the README's annotated screenshot (`linkbubble gallery`),
/// the input of the `annotate` benchmark and of the annotation tests. Demo data for the
/// tool, the benchmarks and the tests, not API.
///
/// The window is 1,280 x 800 points: a title bar, a sidebar, and 8 cards, each a
/// title, rows of text and a button. The rects are the cards' elements, 50 in all,
/// 6 or 7 per card, each row touching the next, so that they unite into 8 bubbles (one
/// per card) with any style.
package enum _AnnotationSample {
    /// The window's size in points.
    package static let size = Size(width: 1280, height: 800)

    /// The screenshot at `scale` pixels per point (1,280 x 800 pixels at 1, 2,560 x
    /// 1,600 at 2), and the rects of its cards' elements in its pixels.
    package static func screenshot(scale: Double = 1) throws -> (image: Bitmap, rects: [Rect]) {
        var scene = try Scene(covering: Rect(origin: .zero, size: size), scale: scale)
        var rects: [Rect] = []
        func fill(_ rect: Rect, _ hex: String, radius: Double = 0) {
            let color = Color(hex: hex) ?? .white
            let path = radius > 0 ? Bubble.bubbles(around: [rect], style: BubbleStyle(radius: radius))[0].path : Path(rect: rect)
            scene.elements.append(.fill(path, color: color, fillRule: .nonZero))
        }
        func text(_ string: String, at origin: Point, size: Double, bold: Bool = false, color: String = "#1C1C1E") throws -> Rect {
            let attributes = TextAttributes(
                font: Font.bundled(bold ? .notoSansBold : .notoSans), size: size, foregroundColor: Color(hex: color) ?? .black)
            let layout = try LayoutManager(
                text: AttributedText(string, attributes: attributes),
                container: TextContainer(width: 1000, lineFragmentPadding: 0), fontSource: .fontChain)
            scene.elements.append(.glyphs(try GlyphRun.runs(of: layout, offset: origin)))
            let used = layout.usedRect
            return Rect(x: origin.x + used.minX, y: origin.y + used.minY, width: used.width, height: used.height)
        }
        fill(Rect(origin: .zero, size: size), "#F2F2F7")
        fill(Rect(x: 0, y: 0, width: 1280, height: 52), "#FFFFFF")
        _ = try text("Settings", at: Point(x: 24, y: 12), size: 20, bold: true)
        fill(Rect(x: 0, y: 52, width: 232, height: 748), "#FFFFFF")
        for (index, item) in sidebar.enumerated() {
            _ = try text(item, at: Point(x: 24, y: 76 + Double(index) * 36), size: 15, color: "#3A3A3C")
        }
        for (index, card) in cards.enumerated() {
            let (column, row) = (Double(index % 4), Double(index / 4))
            let origin = Point(x: 256 + column * 252, y: 76 + row * 312)
            fill(Rect(x: origin.x, y: origin.y, width: 236, height: 290), "#FFFFFF", radius: 12)
            var top = origin.y + 16
            for (line, words) in ([card.title] + card.rows).enumerated() {
                let height = line == 0 ? 34.0 : 30.0
                let used = try text(
                    words, at: Point(x: origin.x + 16, y: top + 4), size: line == 0 ? 18 : 14, bold: line == 0,
                    color: line == 0 ? "#1C1C1E" : "#48484A")
                rects.append(Rect(x: origin.x + 12, y: top, width: used.width + 8, height: height))
                top += height
            }
            let button = Rect(x: origin.x + 16, y: top + 4, width: 96, height: 30)
            fill(button, "#007AFF", radius: 8)
            _ = try text(card.button, at: Point(x: button.minX + 14, y: button.minY + 5), size: 14, bold: true, color: "#FFFFFF")
            rects.append(Rect(x: origin.x + 12, y: top, width: 104, height: 38))
        }
        let pixels = rects.map { Rect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale) }
        return (try scene.canvas().bitmap(), pixels)
    }

    /// The sidebar's items.
    private static let sidebar = ["General", "Appearance", "Notifications", "Privacy", "Network", "Storage", "Accounts",
                                  "About"]

    /// Each card's title, rows and button: 4 rows in six cards and 5 in two, so 50 rects.
    private static let cards: [(title: String, rows: [String], button: String)] = [
        ("Wi-Fi", ["Home network", "Ask to join", "Auto hotspot", "Private address"], "Details"),
        ("Bluetooth", ["Headphones", "Keyboard", "Trackpad", "Show in menu bar"], "Pair"),
        ("Display", ["Brightness 80 %", "True Tone", "Night Shift", "Resolution: default", "Refresh: 120 Hz"], "Arrange"),
        ("Sound", ["Output: speakers", "Input: microphone", "Alert volume", "Play feedback"], "Test"),
        ("Battery", ["Low power mode", "Optimized charging", "Health: normal", "Usage last 24 h"], "History"),
        ("Keyboard", ["Key repeat fast", "Delay short", "Input sources", "Text replacements", "Dictation off"], "Edit"),
        ("Updates", ["Automatic updates", "Security responses", "Last checked today", "Beta: off"], "Check"),
        ("Backups", ["Last backup 2 h ago", "Next in 22 min", "Disk: 1.2 TB free", "Encrypted"], "Back up"),
    ]
}
