import ArgumentParser
import LinkBubble
import LinkBubbleJSON

// The keys of `batch` jobs: each option group's long option names, each with how its
// JSON value is decoded (``JobOption``). `JobKeyTests` checks that these are exactly
// the options of `render` and `mask` on the command line.
//
// And what a job starts from: each group's options at their declared defaults, set one
// by one (`jobDefaults`, `unset`), not parsed. Parsing no arguments gives the same
// values, but the argument parser reflects over every option to do it: half the
// instructions of a worker that runs one render job (Benchmarks/README.md, "Process
// start"). `JobDefaultsTests` checks that each `jobDefaults`
// equals the group parsed from no arguments.

extension TextOptions {
    static var jobOptions: [String: JobOption<TextOptions>] {
        let own: [String: JobOption<TextOptions>] = [
            "language": .string(\.language), "size": .number(\.size), "width": .number(\.width),
            "line-height": .number(\.lineHeight), "padding": .number(\.padding), "max-lines": .integer(\.maxLines),
            "underline": .argument(\.underline), "underline-color": .argument(\.underlineColor),
            "strikethrough": .argument(\.strikethrough), "strikethrough-color": .argument(\.strikethroughColor),
            "line-break-mode": .argument(\.lineBreakMode), "tab-interval": .number(\.tabInterval),
            "units": .argument(\.units), "text": .string(\.text), "text-file": .string(\.textFile),
        ]
        let fonts: [String: JobOption<FontOptions>] = [
            "font": .strings(\.files, parse: FontFileArgument.init(parsing:)), "family": .strings(\.families),
            "system-fonts": .argument(\.systemFonts),
        ]
        let typesetting: [String: JobOption<TypesettingOptions>] = [
            "alignment": .argument(\.alignment), "direction": .argument(\.direction),
            "letter-spacing": .number(\.letterSpacing), "feature": .strings(\.features),
            "line-spacing": .number(\.lineSpacing), "paragraph-spacing": .number(\.paragraphSpacing),
            "min-line-height": .number(\.minimumLineHeight), "max-line-height": .number(\.maximumLineHeight),
            "line-break-strategy": .argument(\.lineBreakStrategy), "insets": .numberText(\.insets),
            "height": .number(\.height),
        ]
        return own.merging(fonts.mapValues { $0.lifted(to: \.fontOptions) }) { own, _ in own }
            .merging(typesetting.mapValues { $0.lifted(to: \.typesettingOptions) }) { own, _ in own }
    }

    /// Every option at its declared default.
    static var jobDefaults: TextOptions {
        var options = TextOptions()
        (options.fontOptions, options.typesettingOptions) = (.jobDefaults, .jobDefaults)
        (options.language, options.size, options.width, options.lineHeight) = (nil, 16, 300, 0)
        (options.padding, options.maxLines, options.underline, options.underlineColor) = (5, 0, nil, nil)
        (options.strikethrough, options.strikethroughColor) = (nil, nil)
        (options.lineBreakMode, options.tabInterval, options.units) = (.truncateTail, 0, .utf16)
        (options.text, options.textFile) = (nil, nil)
        return options
    }
}

extension FontOptions {
    /// Every option at its declared default.
    static var jobDefaults: FontOptions {
        var options = FontOptions()
        (options.files, options.families, options.systemFonts) = ([], [], .on)
        return options
    }
}

extension TypesettingOptions {
    /// Every option at its declared default.
    static var jobDefaults: TypesettingOptions {
        var options = TypesettingOptions()
        (options.alignment, options.direction, options.letterSpacing, options.features) = (.natural, .natural, 0, [])
        (options.lineSpacing, options.paragraphSpacing) = (0, 0)
        (options.minimumLineHeight, options.maximumLineHeight, options.lineBreakStrategy) = (0, 0, .standard)
        (options.insets, options.height) = (nil, nil)
        return options
    }
}

extension TargetOptions {
    static var jobOptions: [String: JobOption<TargetOptions>] {
        [
            "range": JobOption { target, value, key in target.range = try rangeArgument(value, key) },
            "at": JobOption { target, value, key in
                if case .string(let text) = value, let point = PointArgument(argument: text) {
                    target.at = point
                    return
                }
                guard case .array(let pair) = value, pair.count == 2 else {
                    throw JobOption<TargetOptions>.wrongType(value, key, expected: "[x, y] or \"X,Y\"")
                }
                target.at = PointArgument(point: Point(
                    x: try JobOption<TargetOptions>.number(pair[0], key), y: try JobOption<TargetOptions>.number(pair[1], key)))
            },
            "link": JobOption { target, value, key in
                target.links = try JobOption<TargetOptions>.list(value) { link in
                    if case .string(let text) = link, let argument = LinkArgument(argument: text) { return argument }
                    guard case .object(let members) = link, members.count == 2,
                        let range = members.first(where: { $0.key == "range" })?.value,
                        case .string(let target)? = members.first(where: { $0.key == "value" })?.value
                    else {
                        throw ValidationError(
                            "each \"link\" must be {\"range\": [start, end], \"value\": \"...\"} or \"START:END=VALUE\"")
                    }
                    return LinkArgument(range: try rangeArgument(range, key), value: target)
                }
            },
        ]
    }

    /// `[start, end]` (whole numbers) or `"START:END"`.
    private static func rangeArgument(_ value: JSONReader.Value, _ key: String) throws -> RangeArgument {
        if case .string(let text) = value, let range = RangeArgument(argument: text) { return range }
        guard case .array(let pair) = value, pair.count == 2 else {
            throw JobOption<TargetOptions>.wrongType(value, key, expected: "[start, end] or \"START:END\"")
        }
        return RangeArgument(
            start: try JobOption<TargetOptions>.integer(pair[0], key), end: try JobOption<TargetOptions>.integer(pair[1], key))
    }

    /// No range, point or links: what a job starts from.
    static var unset: TargetOptions {
        var options = TargetOptions()
        options.range = nil
        options.at = nil
        options.links = []
        return options
    }
}

extension StyleOptions {
    static var jobOptions: [String: JobOption<StyleOptions>] {
        [
            "outset": .numberText(\.outset), "radius": .numberText(\.radius), "concave-radius": .numberText(\.concaveRadius),
            "style": .argument(\.style), "corner-shape": .argument(\.cornerShape), "snap": .numberText(\.snap),
        ]
    }

    /// Every option at its declared default.
    static var jobDefaults: StyleOptions {
        var options = StyleOptions()
        (options.outset, options.radius, options.concaveRadius) = (nil, nil, nil)
        (options.style, options.cornerShape, options.snap) = (.ios, nil, nil)
        return options
    }
}

extension LinkStyleOptions {
    static var jobOptions: [String: JobOption<LinkStyleOptions>] {
        [
            "link-style": .argument(\.linkStyle), "link-color": .argument(\.linkColor),
            "link-underline": .argument(\.linkUnderline), "link-underline-color": .argument(\.linkUnderlineColor),
        ]
    }

    /// Every option at its declared default.
    static var jobDefaults: LinkStyleOptions {
        var options = LinkStyleOptions()
        (options.linkStyle, options.linkColor, options.linkUnderline, options.linkUnderlineColor) = (.standard, nil, nil, nil)
        return options
    }
}

extension ImageOutputOptions {
    static var jobOptions: [String: JobOption<ImageOutputOptions>] {
        ["scale": .number(\.scale), "out": .string(\.out), "format": .argument(\.format)]
    }

    /// The defaults, and `out` still to be given: what a job starts from.
    static var unset: ImageOutputOptions {
        var options = ImageOutputOptions()
        options.scale = defaultScale
        options.out = ""
        options.format = nil
        return options
    }
}

extension JSONOutputOptions {
    static var jobOptions: [String: JobOption<JSONOutputOptions>] { ["precision": .integer(\.precision)] }

    /// Every option at its declared default.
    static var jobDefaults: JSONOutputOptions {
        var options = JSONOutputOptions()
        options.precision = nil
        return options
    }
}
