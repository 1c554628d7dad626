import ArgumentParser
import LinkBubble

/// `#RRGGBB`, `#RRGGBBAA` or `#RGB` on the command line.
package struct ColorArgument: ArgumentForm {
    /// The color given.
    package var color: Color

    /// `#RRGGBB or #RRGGBBAA` (the short `#RGB` is read too, but not taught).
    package static var expectedForm: String { "#RRGGBB or #RRGGBBAA" }

    /// Reads `#RRGGBB`, `#RRGGBBAA` or `#RGB`; nil for anything else.
    package init?(argument: String) {
        guard let color = Color(hex: argument) else { return nil }
        self.color = color
    }

    /// Nothing: a color option's help shows no default.
    package var defaultValueDescription: String { "" }
}
