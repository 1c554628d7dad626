import Geometry

/// The line fragments of a layout, top to bottom: a random-access collection of
/// ``LineFragment`` values, stored compactly and materialized on access.
///
/// A long text in a narrow container has millions of lines (an 8 MB text at width 0
/// has one per grapheme), so the lines are not kept as ``LineFragment`` values (about
/// 170 bytes each, plus an array of runs). Each line is stored in one 56-byte
/// `Line` record: its top, used rect's x and width, where its characters, content,
/// hanging whitespace and glyphs end (each starts where the previous line's ends), an
/// index into a small table of the distinct line metrics, and its flags. A line with
/// one bidi run covering its glyphs and content (almost every line) stores the run's
/// level alone; other lines' runs go to a shared table. One array of records, not an
/// array per field: appending a line checks one array's uniqueness and capacity.
///
/// Use it like an array of lines: `count`, subscripts, `for`-`in`, `first`, `last`,
/// `map`, slices. Reading a line builds its ``LineFragment`` (and allocates its
/// ``LineFragment/runs`` array), so code that walks many lines for one field can use
/// the field accessors such as ``characterRange(ofLineAt:)``, which allocate nothing.
///
/// Two collections are equal when they hold equal lines. A value, safe to share
/// across threads.
public struct LineFragments: RandomAccessCollection, Hashable, Sendable {
    /// The distinct vertical metrics of lines.
    struct Metrics: Hashable {
        var ascent: Double
        var descent: Double
        /// Space above the tallest ascent (from the line height settings).
        var extraAbove: Double
        /// The used rect's height: the line height without spacing.
        var usedHeight: Double
        /// The rect's height: the line height plus line (and paragraph) spacing.
        var rectHeight: Double
        /// The ascent plus the descent, summed in font units and rounded once when the
        /// fonts share their units per em (21.792, not 17.104 + 4.688).
        var runHeight: Double
    }

    /// A bidi run of a line that is not the line's single run.
    struct Run {
        var glyphStart: Int
        var glyphEnd: Int
        var characterStart: Int32
        var characterEnd: Int32
        var level: UInt8
    }

    /// Bits of ``flags``.
    enum Flag {
        static let hardBreak: UInt8 = 1
        static let endsParagraph: UInt8 = 2
        static let isTruncated: UInt8 = 4
        static let rightToLeft: UInt8 = 8
    }

    /// One line in compact form (see ``LineFragments``).
    struct Line {
        var top: Double
        var usedX: Double
        var usedWidth: Double
        var glyphEnd: Int
        var characterEnd: Int32
        var contentEnd: Int32
        var hangingStart: Int32
        var metricIndex: UInt32
        /// Where the line's runs end in ``runs`` (its explicit runs start at the
        /// previous line's end).
        var runEnd: UInt32
        var flags: UInt8
        /// The level of the line's single run, or ``explicitRuns``.
        var level: UInt8
    }

    /// The high bit of ``Line/level``: the line's runs are in ``runs`` (otherwise it has
    /// one run, at the level in the low bits, covering its glyphs and content).
    static let explicitRuns: UInt8 = 0x80

    /// The x and width every line's rect shares (from the container).
    var rectX = 0.0
    var rectWidth = 0.0
    var lines: [Line] = []
    var metrics: [Metrics] = []
    var runs: [Run] = []
    /// Finds an entry of ``metrics`` while lines are appended: text of many scripts has
    /// lines of many fonts, and hashing five numbers (SipHash) for every line cost more
    /// than comparing them with a dozen entries.
    var metricLookup = ScanThenHashLookup<Metrics>()

    /// An empty collection for lines whose rects span `rectX` to `rectX + rectWidth`.
    init(rectX: Double, rectWidth: Double) {
        self.rectX = rectX
        self.rectWidth = rectWidth
    }

    /// A line's position: 0 for the first line.
    public typealias Index = Int
    /// The lines' positions.
    public typealias Indices = Range<Int>
    /// A contiguous run of lines.
    public typealias SubSequence = Slice<LineFragments>

    /// The index of the first line: 0.
    public var startIndex: Int { 0 }

    /// The number of lines (one past the last line's index).
    public var endIndex: Int { lines.count }

    /// The line at `index` (0 ..< ``endIndex``), built from its compact form.
    public subscript(index: Int) -> LineFragment {
        let line = lines[index]
        let metrics = metrics[Int(line.metricIndex)]
        let top = line.top, flags = line.flags
        let content = characterStart(ofLineAt: index)..<Int(line.contentEnd)
        return LineFragment(
            rect: Rect(x: rectX, y: top, width: rectWidth, height: metrics.rectHeight),
            usedRect: Rect(x: line.usedX, y: top, width: line.usedWidth, height: metrics.usedHeight),
            baseline: top + metrics.extraAbove + metrics.ascent, ascent: metrics.ascent, descent: metrics.descent,
            characterRange: characterRange(ofLineAt: index), contentRange: content,
            hangingWhitespaceRange: Int(line.hangingStart)..<content.upperBound,
            glyphRange: glyphRange(ofLineAt: index), hardBreak: flags & Flag.hardBreak != 0,
            endsParagraph: flags & Flag.endsParagraph != 0, isTruncated: flags & Flag.isTruncated != 0,
            baseDirection: flags & Flag.rightToLeft != 0 ? .rightToLeft : .leftToRight, runs: lineRuns(ofLineAt: index))
    }

    /// Line `index`'s vertical metrics; its `runHeight` (the ascent plus the descent) is
    /// summed as the placement summed it: in font units, rounded once, when its fonts
    /// share their units per em.
    func verticalMetrics(ofLineAt index: Int) -> Metrics { metrics[Int(lines[index].metricIndex)] }

    /// The UTF-16 range of line `index`'s characters (``LineFragment/characterRange``).
    @inline(__always)
    public func characterRange(ofLineAt index: Int) -> Range<Int> {
        characterStart(ofLineAt: index)..<Int(lines[index].characterEnd)
    }

    /// The glyphs of line `index` (``LineFragment/glyphRange``).
    @inline(__always)
    public func glyphRange(ofLineAt index: Int) -> Range<Int> {
        (index == 0 ? 0 : lines[index - 1].glyphEnd)..<lines[index].glyphEnd
    }

    /// The top of line `index`'s rect (``LineFragment/rect``'s minimum y).
    @inline(__always)
    public func top(ofLineAt index: Int) -> Double { lines[index].top }

    /// The bottom of line `index`'s rect (``LineFragment/rect``'s maximum y).
    @inline(__always)
    public func bottom(ofLineAt index: Int) -> Double {
        Rect(x: rectX, y: lines[index].top, width: rectWidth, height: metrics[Int(lines[index].metricIndex)].rectHeight).maxY
    }

    @inline(__always)
    func characterStart(ofLineAt index: Int) -> Int { index == 0 ? 0 : Int(lines[index - 1].characterEnd) }

    /// The runs of line `index`, as ``LineFragment/runs``.
    func lineRuns(ofLineAt index: Int) -> [LineRun] {
        let level = lines[index].level
        guard level & Self.explicitRuns != 0 else {
            return [LineRun(
                glyphRange: glyphRange(ofLineAt: index),
                characterRange: characterStart(ofLineAt: index)..<Int(lines[index].contentEnd), level: level)]
        }
        let first = index == 0 ? 0 : Int(lines[index - 1].runEnd)
        return runs[first..<Int(lines[index].runEnd)].map { run in
            LineRun(
                glyphRange: run.glyphStart..<run.glyphEnd,
                characterRange: Int(run.characterStart)..<Int(run.characterEnd), level: run.level)
        }
    }

    /// Whether both hold the same lines.
    public static func == (lhs: LineFragments, rhs: LineFragments) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes every line.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for line in self { hasher.combine(line) }
    }
}
