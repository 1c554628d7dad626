import ArgumentParser
import LinkBubble

/// `--kind`: what an animation does, by its name on the command line.
package enum AnimationKindArgument: String, ExpressibleByArgument, CaseIterable, Sendable {
    case lift
    case bounce
    case bounceCrossfade = "bounce-crossfade"
    case fadeIn = "fade-in"
    case fadeOut = "fade-out"

    /// The kind, with `destination` for a lift.
    package func kind(destination: LiftDestination) -> LinkAnimation.Kind {
        switch self {
        case .lift: .lift(destination)
        case .bounce: .bounce
        case .bounceCrossfade: .bounceAndCrossfade
        case .fadeIn: .fadeIn
        case .fadeOut: .fadeOut
        }
    }
}

/// `--curve`: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`,
/// `cubic-bezier(x1,y1,x2,y2)` or `spring(damping,response)`, as CSS and SwiftUI write them.
package struct TimingCurveArgument: ExpressibleByArgument, Sendable {
    /// The curve, checked.
    package let curve: TimingCurve

    package init?(argument: String) {
        let text = argument.filter { !$0.isWhitespace }.lowercased()
        let named: [String: TimingCurve] = [
            "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
        ]
        if let curve = named[text] {
            self.curve = curve
            return
        }
        func numbers(after prefix: String, count: Int) -> [Double]? {
            guard text.hasPrefix(prefix + "("), text.hasSuffix(")") else { return nil }
            let values = text.dropFirst(prefix.count + 1).dropLast().split(separator: ",", omittingEmptySubsequences: false)
                .compactMap { Double($0) }
            return values.count == count ? values : nil
        }
        let curve: TimingCurve
        if let values = numbers(after: "cubic-bezier", count: 4) {
            curve = .cubicBezier(values[0], values[1], values[2], values[3])
        } else if let values = numbers(after: "spring", count: 2) {
            curve = .spring(Spring(dampingRatio: values[0], response: values[1]))
        } else {
            return nil
        }
        guard let valid = try? curve.validated() else { return nil }
        self.curve = valid
    }

    package static var defaultCompletionKind: CompletionKind {
        .list(["linear", "ease", "ease-in", "ease-out", "ease-in-out"])
    }
}

/// `--to W,H[,X,Y]`: the lift's destination card, its size and, optionally, its
/// top-left corner (centered on the link without one).
package struct DestinationArgument: ExpressibleByArgument, Sendable {
    /// Width and height, in points.
    package let size: Size
    /// The top-left corner, when given.
    package let origin: Point?

    /// A card of `size` at `origin`, or centered on the link.
    package init(size: Size, origin: Point?) {
        self.size = size
        self.origin = origin
    }

    package init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingBlanks()) }
        guard values.count == 2 || values.count == 4 else { return nil }
        let numbers = values.compactMap { $0 }
        guard numbers.count == values.count, numbers.allSatisfy(\.isFinite) else { return nil }
        self.init(
            size: Size(width: numbers[0], height: numbers[1]),
            origin: numbers.count == 4 ? Point(x: numbers[2], y: numbers[3]) : nil)
    }

    /// The destination around `center` (the link's) unless the corner is given.
    package func destination(centeredOn center: Point) -> LiftDestination {
        if let origin {
            return LiftDestination(rect: Rect(origin: origin, size: size))
        }
        return LiftDestination(size: size, centeredOn: center)
    }
}
