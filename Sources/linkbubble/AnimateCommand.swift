import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine
import LinkBubbleJSON

#if canImport(Glibc)
    import Glibc
#endif

/// `linkbubble animate`: a link's lift, bounce or fade as an animated image, a folder
/// of frames, and keyframes.
struct AnimateCommand: JSONCommand, TextCommand, LinkTargetCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate a link: Safari's lift into a preview card, or WebKit's indicator bounce and fades.",
        discussion: """
            Writes --out: FILE.webp (animated WebP, lossless), FILE.png (APNG), FILE.svg (an SVG flipbook that \
            browsers play with SMIL) or DIR/ (frame-000.png, frame-001.png, ... in the folder, made if missing), and \
            prints {"out": OUT, "frames": N, "width": W, "height": H, "duration": S}. --kind lift raises the link's \
            bubble and morphs it into the --to card (W,H centered on the link, or W,H,X,Y); bounce, bounce-crossfade, \
            fade-in and fade-out move WebKit's yellow text indicator. The first frame at 0 s and the last at \
            --duration; each shows for 1/--fps s, looping. --keyframes FILE also writes the path data, transform, \
            opacity and time of every frame as JSON.
            """)

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var target: TargetOptions
    @OptionGroup var styleOptions: StyleOptions
    @OptionGroup var linkStyleOptions: LinkStyleOptions
    @OptionGroup var jsonOutput: JSONOutputOptions

    @Option(help: "What moves: lift, bounce, bounce-crossfade, fade-in or fade-out.")
    var kind: AnimationKindArgument = .lift

    @Option(help: "Seconds (default: 0.5 for lift, WebKit's 0.12, 0.3, 0.15 and 0.3 for the others).")
    var duration: Double?

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: ArgumentHelp("The lift's destination card: W,H (centered on the link) or W,H,X,Y.", valueName: "card"))
    var to: DestinationArgument?

    @Option(help: ArgumentHelp(
        "linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2) or spring(damping,response).",
        valueName: "curve"))
    var curve: TimingCurveArgument?

    @Option(help: "Device pixels per point.")
    var scale: Double = 2

    @Option(help: "The file to write: FILE.webp, FILE.png (APNG), FILE.svg, or DIR/ for numbered PNGs.")
    var out: String

    @Option(help: "Also write the keyframes as JSON to this file.")
    var keyframes: String?

    @Option(help: "The platter color, #RRGGBB or #RRGGBBAA.")
    var background: ColorArgument?

    @Option(help: "Paint all text in this color.")
    var textColor: ColorArgument?

    @Flag(help: "Draw a soft shadow under the platter before it lifts.")
    var shadow = false

    /// The lift's card when `--to` is not given: 300 x 200 points.
    static let defaultCardSize = Size(width: 300, height: 200)

    func validate() throws { try target.validateTarget() }

    func run() throws { try printResult() }

    func validateJob() throws { try target.validateTarget() }

    /// What `--out` names.
    private enum Output {
        case webp, apng, svg, folder
    }

    private func outputKind() throws -> Output {
        if out.hasSuffix("/") { return .folder }
        let lowered = out.lowercased()
        if lowered.hasSuffix(".webp") { return .webp }
        if lowered.hasSuffix(".png") { return .apng }
        if lowered.hasSuffix(".svg") { return .svg }
        throw ValidationError("--out must end in .webp, .png, .svg or /, not '\(out)'")
    }

    /// Draws the frames and hands each file to `writeFile` (nothing before every
    /// frame is drawn and encoded); returns the JSON summary line.
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8] {
        try TextOptions.requireFinite(scale, "--scale", positive: true)
        let output = try outputKind()
        let numbers = try jsonOutput.numberFormat()
        let preview = try PreviewTarget.preview(textOptions, target, style: try styleOptions.bubbleStyle())
        var appearance = PreviewAppearance(scale: scale, textColor: textColor?.color, linkStyle: linkStyleOptions.style())
        if let background { appearance.platterColor = background.color }
        if shadow { appearance.shadow = PreviewShadow() }
        let destination = (to ?? DestinationArgument(size: Self.defaultCardSize, origin: nil))
            .destination(centeredOn: preview.center ?? .zero)
        let (animation, frames, keyframeList) = try Self.checked { () throws(AnimationError) in
            let animation = try LinkAnimation(
                preview: preview, kind: kind.kind(destination: destination), duration: duration,
                curve: curve?.curve ?? .easeInOut, appearance: appearance)
            let frames = try FrameSequence(animation, frameRate: fps)
            return (animation, frames, keyframes == nil ? nil : try animation.keyframes(frameRate: fps))
        }
        let first = try frames.scene(ofFrame: 0)
        var files: [(bytes: [UInt8], path: String)] = []
        switch output {
        case .webp: files.append((try frames.webp(), out))
        case .apng: files.append((try frames.apng(), out))
        case .svg: files.append((try frames.svg(), out))
        case .folder:
            let digits = max(3, String(frames.count - 1).count)
            for (index, png) in try frames.pngFrames().enumerated() {
                let number = String(index)
                files.append((png, out + "frame-" + String(repeating: "0", count: digits - number.count) + number + ".png"))
            }
            try Self.makeFolder(out)
        }
        if let keyframes, let keyframeList {
            var writer = JSONWriter(numbers: numbers)
            try writer.write(Self.json(keyframeList, animation: animation))
            files.append((writer.bytes + [UInt8(ascii: "\n")], keyframes))
        }
        for file in files { try writeFile(file.bytes, file.path) }
        var writer = JSONWriter(numbers: numbers)
        try writer.write(.object([
            ("out", .string(out)), ("frames", .number(Double(frames.count))),
            ("width", .number(Double(first.pixelWidth))), ("height", .number(Double(first.pixelHeight))),
            ("duration", .number(animation.duration)),
        ]))
        return writer.bytes
    }

    /// Runs `body`, reporting an ``AnimationError`` about the options as a usage error
    /// (one line, status 64).
    private static func checked<Result>(_ body: () throws(AnimationError) -> Result) throws -> Result {
        do {
            return try body()
        } catch .render(let error) {
            throw error
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Makes the folder `path` unless it exists.
    private static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw ValidationError("cannot make the folder '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// The keyframes as JSON: the duration and, per keyframe, its time, the SVG path data
    /// of its shape, the transform [a, b, c, d, tx, ty], the content's opacity and the
    /// shadow (color as [r, g, b, a] from 0 to 1, blur, offset) or null.
    private static func json(_ keyframes: [AnimationKeyframe], animation: LinkAnimation) -> JSONValue {
        .object([
            ("duration", .number(animation.duration)),
            ("keyframes", .array(keyframes.map { keyframe in
                let t = keyframe.transform
                let shadow: JSONValue = keyframe.shadow.map { shadow in
                    .object([
                        ("color", .array([shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha]
                            .map(JSONValue.number))),
                        ("blur", .number(shadow.blurRadius)),
                        ("offset", .array([.number(shadow.offset.x), .number(shadow.offset.y)])),
                    ])
                } ?? .null
                return .object([
                    ("time", .number(keyframe.time)), ("path", .string(keyframe.path.svgPathData(fractionDigits: 3))),
                    ("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONValue.number))),
                    ("opacity", .number(keyframe.opacity)), ("shadow", shadow),
                ])
            })),
        ])
    }
}
