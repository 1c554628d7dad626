import Geometry
import TextLayout

/// Shared sample texts and helpers for layout tests.
enum Samples {
    static let english = """
        Link previews let people see where a link goes before they follow it. The preview \
        shows the destination page in a platter, and the text around the link stays put \
        while the bubble grows out of the link's own lines.
        """

    static func layout(
        _ string: String, width: Double, padding: Double = 0, attributes: TextAttributes = TextAttributes(),
        configure: (inout TextContainer) -> Void = { _ in }
    ) throws -> LayoutManager {
        var container = TextContainer(width: width, lineFragmentPadding: padding)
        configure(&container)
        return try LayoutManager(text: AttributedText(string, attributes: attributes), container: container)
    }
}

extension LayoutManager {
    /// Each line's text.
    var lineTexts: [String] { lineFragments.map { text.substring(utf16: $0.characterRange) } }
}
