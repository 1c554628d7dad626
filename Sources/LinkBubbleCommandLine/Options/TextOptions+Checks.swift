import ArgumentParser
import LinkBubble
import LinkBubbleJSON

/// The checks of option values, each a one-line usage error naming the option.
extension TextOptions {
    /// Checks an option's number: finite, and above 0 (`positive`) or at least 0, as a
    /// one-line usage error naming the option.
    package static func requireFinite(_ value: Double, _ name: String, positive: Bool = false) throws {
        guard value.isFinite, positive ? value > 0 : value >= 0 else {
            throw ValidationError("\(name) must be a finite number \(positive ? "above" : "of at least") 0, not \(value)")
        }
    }

    /// Checks an option's number: finite, at least (or above) 0, at most `maximum` (one
    /// of ``TextLayoutLimits``), as a one-line usage error naming the option.
    static func require(_ value: Double, _ name: String, atLeast lower: Double, atMost maximum: Double) throws {
        guard value.isFinite, value >= lower else {
            throw ValidationError("\(name) must be a finite number of at least \(JSONValue.format(lower)), not \(value)")
        }
        try requireAtMost(value, name, maximum)
    }

    /// Checks an option's number: finite, above `lower`, at most `maximum`.
    package static func require(_ value: Double, _ name: String, above lower: Double, atMost maximum: Double) throws {
        guard value.isFinite, value > lower else {
            throw ValidationError("\(name) must be a finite number above \(JSONValue.format(lower)), not \(value)")
        }
        try requireAtMost(value, name, maximum)
    }

    private static func requireAtMost(_ value: Double, _ name: String, _ maximum: Double) throws {
        guard value <= maximum else {
            throw ValidationError("\(name) must be at most \(JSONValue.format(maximum)), not \(value)")
        }
    }
}
