/// A place where a line may (or must) end, from ICU's UAX #14 line breaking.
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The UTF-16 offset at which the next line would start.
    public var offset: Int
    /// Whether the line must end here (after a newline or paragraph separator).
    public var isMandatory: Bool

    /// Creates a break opportunity.
    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
