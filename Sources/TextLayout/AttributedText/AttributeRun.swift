/// A range of text that shares one set of attributes.
public struct AttributeRun: Hashable, Sendable {
    /// The run's UTF-16 range.
    public var range: Range<Int>
    /// The attributes of every character in the range.
    public var attributes: TextAttributes

    /// Creates a run.
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}
