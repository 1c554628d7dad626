import ArgumentParser
import Foundation
import LinkBubble

/// `linkbubble gallery`: renders the sample previews with the bundled fonts.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the sample link previews (the README's gallery) with the bundled fonts.",
        discussion: "Writes NAME.png (the preview) and NAME-highlight.png (the text with the bubble outlined) per sample.")

    @Option(help: "The folder to write the images to (created if needed).")
    var out: String = "gallery"

    @Option(help: "Device pixels per point.")
    var scale: Double = 2

    func run() throws {
        try TextOptions.requireFinite(scale, "--scale", positive: true)
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the folder \(out)")
        }
        let appearance = PreviewGallery.appearance(scale: scale)
        for sample in PreviewGallery.samples {
            let preview = try sample.preview()
            let image = try preview.renderPreview(appearance)
            let highlight = try preview.renderHighlight(appearance)
            let base = (out as NSString).appendingPathComponent(sample.name)
            try OutputFile.write(try image.png(), to: base + ".png")
            try OutputFile.write(try highlight.png(), to: base + "-highlight.png")
            print("\(base).png  \(image.width)x\(image.height)  \(sample.title): \(preview.bubbleLayout.bubbles.count) bubble\(preview.bubbleLayout.bubbles.count == 1 ? "" : "s")")
        }
    }
}
