import ArgumentParser
import LinkBubble

/// The named link styles on the command line.
enum LinkStyleName: String, ExpressibleByArgument, CaseIterable {
    case standard, none

    var linkStyle: LinkStyle {
        switch self {
        case .standard: .standard
        case .none: .none
        }
    }
}

/// How link text looks (`render`, `gallery`): `LinkStyle`, as UITextView's
/// linkTextAttributes.
package struct LinkStyleOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    @Option(help: "How link text looks: standard (iOS blue #007AFF, single underline) or none (as its attributes say).")
    var linkStyle: LinkStyleName = .standard

    @Option(help: "The link text's color, #RRGGBB or #RRGGBBAA (over --link-style).")
    var linkColor: ColorArgument?

    @Option(help: ArgumentHelp("The link text's underline (over --link-style): none, or words joined by commas as --underline takes.",
                               valueName: "style"))
    var linkUnderline: UnderlineStyleArgument?

    @Option(help: "The link underline's color (default: the link text's).")
    var linkUnderlineColor: ColorArgument?

    /// The link style these options describe.
    package func style() -> LinkStyle {
        var style = linkStyle.linkStyle
        if let linkColor { style.foregroundColor = linkColor.color }
        if let linkUnderline { style.underlineStyle = linkUnderline.style }
        if let linkUnderlineColor { style.underlineColor = linkUnderlineColor.color }
        return style
    }
}
