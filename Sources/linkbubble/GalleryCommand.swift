import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `linkbubble gallery`: renders the sample previews with the bundled fonts and the
/// system's.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the sample link previews (the README's gallery).",
        discussion: """
            Writes NAME.png (the preview) and NAME-MODE.png for each other presentation mode (pressed, outline, \
            spotlight, indicator) per sample, and a sample screenshot with the rects of its UI elements \
            (screenshot.png, screenshot-rects.json) annotated in four modes (screenshot-MODE.png). \
            The bundled fonts draw the samples, and the system's fonts (fontconfig) the scripts and emoji they \
            lack: the README's images were made with the fonts listed in Tests/Fonts/fonts.conf \
            (FONTCONFIG_FILE=Tests/Fonts/fonts.conf linkbubble gallery).
            """)

    @Option(help: "The folder to write the images to (created if needed).")
    var out: String = "gallery"

    @Option(help: "Device pixels per point.")
    var scale: Double = 2

    @Option(help: "The sample screenshot's pixels per point: 1 writes it at 1,280 x 800, 2 at 2,560 x 1,600.")
    var screenshotScale: Double = 1

    @OptionGroup var linkStyleOptions: LinkStyleOptions

    func run() throws {
        try TextOptions.requireFinite(scale, "--scale", positive: true)
        try TextOptions.requireFinite(screenshotScale, "--screenshot-scale", positive: true)
        var appearance = _PreviewGallery.appearance(scale: scale)
        appearance.linkStyle = linkStyleOptions.style()
        // Every scene first: a scale past the limits, or an image too large, is an
        // error before any file or folder is written.
        let scenes = try _PreviewGallery.samples.map { sample in
            let preview = try sample.preview()
            return (sample, preview, try PresentationMode.allCases.map { try preview.scene(appearance, mode: $0) })
        }
        let screenshot = try annotatedScreenshot()
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the folder \(out)")
        }
        for (sample, preview, modeScenes) in scenes {
            let base = out.hasSuffix("/") ? out + sample.name : out + "/" + sample.name
            for (mode, scene) in zip(PresentationMode.allCases, modeScenes) {
                try OutputFile.write(try scene.png(), to: base + _PreviewGallery.fileSuffix(of: mode) + ".png")
            }
            let image = modeScenes[0]
            let bubbles = preview.bubbleLayout.bubbles.count
            Console.current.write(
                "\(base).png  \(image.pixelWidth)x\(image.pixelHeight)  \(sample.title): \(bubbles) bubble\(bubbles == 1 ? "" : "s")\n")
        }
        try write(screenshot, into: out)
    }
}
