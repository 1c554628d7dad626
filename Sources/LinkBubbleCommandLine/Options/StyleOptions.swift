import ArgumentParser
import LinkBubble

/// The named bubble styles on the command line.
package enum StyleName: String, ExpressibleByArgument, CaseIterable {
    case plain, webkit, ios

    /// The library's style of this name.
    package var bubbleStyle: BubbleStyle {
        switch self {
        case .plain: .plain
        case .webkit: .webkit
        case .ios: .ios
        }
    }
}

/// `--corner-shape`: the style's ``CornerShape``.
enum CornerShapeName: String, ExpressibleByArgument, CaseIterable {
    case circular, continuous

    var cornerShape: CornerShape {
        switch self {
        case .circular: .circular
        case .continuous: .continuous
        }
    }
}

/// The bubble-style options shared by `path`, `render` and `mask`.
package struct StyleOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    @Option(help: ArgumentHelp("The outset before the union: DX, or DX,DY.", valueName: "DX[,DY]"))
    var outset: NumberListArgument?

    @Option(help: ArgumentHelp("The convex corner radius (scales the style's concave radius and snapping).", valueName: "R"))
    var radius: NumberListArgument?

    @Option(help: ArgumentHelp("The concave corner radius.", valueName: "R"))
    var concaveRadius: NumberListArgument?

    @Option(help: "The bubble style: plain (exact outline), webkit (outset 2, r 4) or ios (outset 4,3, r 8, concave 4, continuous corners, snapping).")
    var style: StyleName = .ios

    @Option(
        help: "The curve at each corner: circular (a quarter circle) or continuous (iOS's continuous curvature); default: the style's.")
    var cornerShape: CornerShapeName?

    @Option(
        help: ArgumentHelp(
            "Rect edges this close to the bubble's bounding box move onto it before rounding (0: no snapping); default: the style's.",
            valueName: "D"))
    var snap: NumberListArgument?

    /// The style with the numbers given on the command line.
    package func bubbleStyle() throws -> BubbleStyle {
        var result = style.bubbleStyle
        if let radius {
            result = result.withRadius(try radius.numbers(option: "--radius", count: 1...1)[0])
        }
        if let concaveRadius {
            result.concaveRadius = try concaveRadius.numbers(option: "--concave-radius", count: 1...1)[0]
        }
        if let outset {
            let values = try outset.numbers(option: "--outset", count: 1...2)
            result.outsetX = values[0]
            result.outsetY = values.count > 1 ? values[1] : values[0]
        }
        if let cornerShape { result.cornerShape = cornerShape.cornerShape }
        if let snap { result.snapTolerance = try snap.numbers(option: "--snap", count: 1...1)[0] }
        return result
    }
}
