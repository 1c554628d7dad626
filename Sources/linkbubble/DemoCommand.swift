import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble demo`: shapes a sample sentence with a link on the bundled fonts and
/// reports what the layout libraries say about it.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Shape a sample sentence with a link using the bundled fonts and report on it.")

    @Option(help: "The font size in pixels.")
    var size: Double = 16

    func run() throws {
        try TextOptions.require(size, "--size", above: 0, atMost: TextLayoutLimits.maximumFontSize)
        Console.current.write(try SampleReport(size: size).lines.joined(separator: "\n") + "\n")
    }
}
