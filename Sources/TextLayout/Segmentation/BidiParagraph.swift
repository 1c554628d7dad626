import CICUShim

/// The writing direction a paragraph starts from.
public enum BaseWritingDirection: Hashable, Sendable {
    /// From the first strong character (UAX #9 rules P2 and P3), left to right when none.
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// A maximal run of text at one bidi embedding level.
public struct BidiRun: Hashable, Sendable {
    /// The run's UTF-16 range.
    public var range: Range<Int>
    /// The UAX #9 embedding level: even is left to right, odd is right to left.
    public var level: UInt8
    /// The direction the run's level implies.
    public var direction: TextDirection { level & 1 == 0 ? .leftToRight : .rightToLeft }
}

/// The result of ICU's Unicode Bidirectional Algorithm (UAX #9) on a paragraph.
public struct BidiParagraph: Hashable, Sendable {
    /// The resolved embedding level of every UTF-16 code unit.
    public let levels: [UInt8]
    /// The paragraph's resolved base level (0 left to right, 1 right to left).
    public let baseLevel: UInt8

    /// Resolves the embedding levels of UTF-16 text. ICU resolves only the stretches
    /// around right-to-left text when the rest is certain to be left to right (see
    /// `lb_bidi_resolve_levels_sparse` in CICUShim); the levels are ICU's for the whole
    /// text either way.
    ///
    /// - Throws: ``TextLayoutError/textTooLong(length:maximum:)`` for a text longer than
    ///   ``TextLayoutLimits/maximumTextLength``, and ICU errors.
    public init(utf16 text: [UInt16], base: BaseWritingDirection = .natural) throws(TextLayoutError) {
        try TextLayoutLimits.checkTextLength(text.count)
        let requested: UInt8 =
            switch base {
            case .natural: UInt8(LB_BIDI_DEFAULT_LTR)
            case .leftToRight: 0
            case .rightToLeft: 1
            }
        var levels = [UInt8](repeating: 0, count: text.count)
        var error: Int32 = 0
        let resolved = lb_bidi_resolve_levels_sparse(text, Int32(text.count), requested, &levels, &error)
        guard resolved >= 0 else {
            throw .icu(function: "ubidi_setPara", name: String(cString: lb_icu_error_name(error)))
        }
        self.levels = levels
        self.baseLevel = UInt8(resolved)
    }

    /// Resolves the embedding levels of a string.
    public init(_ text: String, base: BaseWritingDirection = .natural) throws(TextLayoutError) {
        try self.init(utf16: Array(text.utf16), base: base)
    }

    /// The runs of equal level in logical (memory) order.
    public var logicalRuns: [BidiRun] {
        guard !levels.isEmpty else { return [] }
        var runs: [BidiRun] = []
        var start = 0
        for index in 1...levels.count where index == levels.count || levels[index] != levels[start] {
            if index > start { runs.append(BidiRun(range: start..<index, level: levels[start])) }
            start = index
        }
        return runs
    }

    /// The runs of `range` in visual order, left to right (UAX #9 rule L2, by ICU).
    public func visualRuns(in range: Range<Int>? = nil) -> [BidiRun] {
        let range = range ?? 0..<levels.count
        let runs = logicalRuns.compactMap { run -> BidiRun? in
            let clipped = run.range.clamped(to: range)
            return clipped.isEmpty ? nil : BidiRun(range: clipped, level: run.level)
        }
        guard runs.count > 1 else { return runs }
        return BidiOrder.order(levels: runs.map(\.level)).map { runs[$0] }
    }
}
