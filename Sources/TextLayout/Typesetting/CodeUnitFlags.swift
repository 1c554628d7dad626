/// What layout knows about the position before one UTF-16 code unit of a paragraph's
/// content (offsets are relative to the content's start; the position after the last
/// code unit has flags too). One byte a position, instead of an array per property.
struct CodeUnitFlags: OptionSet {
    var rawValue: UInt8

    /// An extended grapheme cluster starts here (ICU's character boundaries).
    static let graphemeBoundary = CodeUnitFlags(rawValue: 1 << 0)
    /// A line may end here (UAX #14). Set for mandatory breaks too.
    static let breakOpportunity = CodeUnitFlags(rawValue: 1 << 1)
    /// A line must end here (after a hard break).
    static let mandatoryBreak = CodeUnitFlags(rawValue: 1 << 2)
    /// Inside a shaped run but not where one of its glyph clusters starts (set by
    /// break-unit measuring, on a copy of the segmentation's flags).
    static let insideShapingCluster = CodeUnitFlags(rawValue: 1 << 3)
    /// A grapheme cluster longer than ``TextLayoutLimits/maximumClusterLength`` is cut
    /// here: the position is also a ``graphemeBoundary``, and shaping runs end here so
    /// that HarfBuzz does not merge the pieces back into one cluster.
    static let clusterCut = CodeUnitFlags(rawValue: 1 << 4)

    /// The kind of line break allowed at this position.
    var breakKind: BreakKind {
        contains(.mandatoryBreak) ? .mandatory : contains(.breakOpportunity) ? .opportunity : .none
    }
}

/// Whether a line may end after a break unit, as parley's `BreakReason` records it.
enum BreakKind: UInt8 {
    /// Never: the next unit belongs to the same word.
    case none
    /// A line may end here (a UAX #14 opportunity, or any cluster boundary in
    /// character wrapping).
    case opportunity
    /// A line must end here: a hard break (U+2028, or a paragraph separator).
    case mandatory
}
