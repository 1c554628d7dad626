import LinkBubble
import LinkBubbleCommandLine
import LinkBubbleJSON

extension GalleryCommand {
    /// The modes the annotated screenshot is drawn in.
    static let screenshotModes: [PresentationMode] = [.outline, .pressed, .spotlight, .indicator]

    /// Writes the sample screenshot (`screenshot.png`, 1,280 x 800), its rects
    /// (`screenshot-rects.json`, as `path` and `annotate` read them) and the screenshot
    /// annotated in each of ``screenshotModes`` (`screenshot-MODE.png`, the iOS style)
    /// into `folder`, and prints one line about them.
    func writeAnnotatedScreenshot(into folder: String) throws {
        let (image, rects) = try _AnnotationSample.screenshot()
        let base = folder.hasSuffix("/") ? folder + "screenshot" : folder + "/screenshot"
        let scenes = try Self.screenshotModes.map { mode in
            try ImageAnnotation(image: image, rects: rects, mode: mode).scene()
        }
        try OutputFile.write(try PNGCodec.encode(image), to: base + ".png")
        var writer = JSONWriter(numbers: .shortest)
        try writer.write(.array(rects.map { .rect($0.minX, $0.minY, $0.width, $0.height) }))
        try OutputFile.write(writer.bytes + [UInt8(ascii: "\n")], to: base + "-rects.json")
        for (mode, scene) in zip(Self.screenshotModes, scenes) {
            try OutputFile.write(try scene.png(), to: base + "-" + mode.rawValue + ".png")
        }
        Console.current.write(
            "\(base).png  \(image.width)x\(image.height)  A screenshot annotated in \(Self.screenshotModes.count) modes: \(rects.count) rects\n")
    }
}
