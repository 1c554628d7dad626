import LinkBubble
import LinkBubbleCommandLine
import LinkBubbleJSON

extension GalleryCommand {
    /// The modes the annotated screenshot is drawn in.
    static let screenshotModes: [PresentationMode] = [.outline, .pressed, .spotlight, .indicator]

    /// The sample screenshot (1,280 x 800 points at `--screenshot-scale`), its rects,
    /// and its scene annotated in each of ``screenshotModes`` (the iOS style).
    struct AnnotatedScreenshot {
        var image: Bitmap
        var rects: [Rect]
        var scenes: [Scene]
    }

    /// The screenshot and its scenes, made before anything is written.
    func annotatedScreenshot() throws -> AnnotatedScreenshot {
        let (image, rects) = try _AnnotationSample.screenshot(scale: screenshotScale)
        let scenes = try Self.screenshotModes.map { mode in
            try ImageAnnotation(image: image, rects: rects, mode: mode).scene()
        }
        return AnnotatedScreenshot(image: image, rects: rects, scenes: scenes)
    }

    /// Writes `screenshot.png`, its rects (`screenshot-rects.json`, as `path` and
    /// `annotate` read them) and `screenshot-MODE.png` into `folder`, and prints one
    /// line about them.
    func write(_ screenshot: AnnotatedScreenshot, into folder: String) throws {
        let base = folder.hasSuffix("/") ? folder + "screenshot" : folder + "/screenshot"
        try OutputFile.write(try PNGCodec.encode(screenshot.image), to: base + ".png")
        var writer = JSONWriter(numbers: .shortest)
        try writer.write(.array(screenshot.rects.map { .rect($0.minX, $0.minY, $0.width, $0.height) }))
        try OutputFile.write(writer.bytes + [UInt8(ascii: "\n")], to: base + "-rects.json")
        for (mode, scene) in zip(Self.screenshotModes, screenshot.scenes) {
            try OutputFile.write(try scene.png(), to: base + "-" + mode.rawValue + ".png")
        }
        let (image, count) = (screenshot.image, screenshot.rects.count)
        Console.current.write(
            "\(base).png  \(image.width)x\(image.height)  A screenshot annotated in \(Self.screenshotModes.count) modes: \(count) rects\n")
    }
}
