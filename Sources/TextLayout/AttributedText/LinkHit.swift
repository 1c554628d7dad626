/// A link: its value and the full UTF-16 range it covers. The type of both a text's
/// ``AttributedText/links`` and the link ``LayoutManager/link(at:)`` finds under a point.
public struct LinkHit: Hashable, Sendable {
    /// The link's value (a URL or any string).
    public var value: String
    /// The whole range of consecutive characters with this link value.
    public var range: Range<Int>

    /// Creates a link hit.
    public init(value: String, range: Range<Int>) {
        self.value = value
        self.range = range
    }
}
