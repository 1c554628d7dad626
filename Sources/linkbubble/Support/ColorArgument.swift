import ArgumentParser
import LinkBubble

/// `#RRGGBB`, `#RRGGBBAA` or `#RGB` on the command line.
struct ColorArgument: ExpressibleByArgument {
    var color: Color

    init?(argument: String) {
        guard let color = Color(hex: argument) else { return nil }
        self.color = color
    }

    var defaultValueDescription: String { "" }
}
