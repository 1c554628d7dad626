import ArgumentParser
import LinkBubble

/// An underline or strikethrough style on the command line: `none`, or words joined by
/// commas: a line kind (`single`, `thick`, `double`), a pattern (`solid`, `dot`, `dash`,
/// `dash-dot`, `dash-dot-dot`) and `by-word`, such as `double,dash,by-word`. A pattern
/// or `by-word` without a kind draws a single line.
struct UnderlineStyleArgument: ArgumentForm {
    var style: UnderlineStyle

    /// `none`, or ``words`` joined by commas.
    static var expectedForm: String { "none, or words joined by commas: " + words.map(\.key).joined(separator: ", ") }

    /// The words a style is made of, and what each adds.
    static let words: KeyValuePairs<String, UnderlineStyle> = [
        "single": .single, "thick": .thick, "double": .double, "solid": [], "dot": .patternDot,
        "dash": .patternDash, "dash-dot": .patternDashDot, "dash-dot-dot": .patternDashDotDot, "by-word": .byWord,
    ]

    init?(argument: String) {
        guard argument != "none" else {
            style = []
            return
        }
        var style = UnderlineStyle()
        for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Self.words.first(where: { $0.key == word })?.value else { return nil }
            style.formUnion(value)
        }
        // A pattern, solid or by-word alone draws a single line.
        if style.isDisjoint(with: [.single, .thick, .double]) { style.formUnion(.single) }
        self.style = style
    }
}
