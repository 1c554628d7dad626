import InternalUtilities

/// The tab stops of one paragraph, and the widths tabs take on its lines (stages 5
/// and 6): a tab's width depends on where it starts on its line and, for right, center
/// and decimal stops, on the text after it.
///
/// Positions are measured from the leading edge of the line's text, adding the
/// widths of the line's break units in logical order.
struct TabStops {
    /// The stops, sorted by location.
    let stops: [TextTab]
    let interval: Double
    /// Whether a stop lines up the text after a tab by its width (right, center, decimal).
    let measuresFollowingText: Bool

    init(_ style: ParagraphStyle) {
        stops = style.tabStops.sorted { $0.location < $1.location }
        interval = style.defaultTabInterval
        measuresFollowingText = stops.contains { $0.alignment != .left }
    }

    /// Whether break unit `index` is a tab.
    @inline(__always)
    static func isTab(_ index: Int, of units: BreakUnits, text: AttributedText) -> Bool {
        units.containsTab && text.utf16[units.units[index].start] == 0x09
    }

    /// The width of tab unit `index` when it starts `position` pixels from the line's
    /// leading edge: to the first stop past `position` that the text after it (up to
    /// the next tab or the end of the paragraph) can line up with, else to the next
    /// multiple of the default interval, else the tab's own width.
    func width(ofTab index: Int, at position: Double, units: BreakUnits, text: AttributedText) -> Double {
        var following = 0.0
        var beforeDecimal: Double?
        var next = index + 1
        // Text wider than the last stop lines up with none: stop measuring there.
        let farthest = stops.last?.location ?? 0
        while measuresFollowingText && next < units.units.count && following <= farthest
            && !Self.isTab(next, of: units, text: text)
        {
            if beforeDecimal == nil && text.utf16[units.units[next].start] == 0x2E {
                beforeDecimal = following + units.units[next].width / 2
            }
            following += units.units[next].width
            if units.units[next].breakAfter == .mandatory { break }
            next += 1
        }
        var stop = _partitioningIndex(count: stops.count) { stops[$0].location > position + 1e-9 }
        while stop < stops.count {
            let lead: Double =
                switch stops[stop].alignment {
                case .left: 0
                case .right: following
                case .center: following / 2
                case .decimal: beforeDecimal ?? following
                }
            let width = stops[stop].location - lead - position
            if width >= 0 { return width }
            stop += 1
        }
        if interval > 0 {
            let from = max(position, stops.last?.location ?? 0)
            return ((from / interval).rounded(.down) + 1) * interval - position
        }
        return units.units[index].width
    }

    /// The width of units `range` of a line that starts with unit `range.lowerBound`,
    /// tabs included.
    func width(of range: Range<Int>, units: BreakUnits, text: AttributedText) -> Double {
        var position = 0.0
        for index in range {
            position +=
                Self.isTab(index, of: units, text: text)
                ? width(ofTab: index, at: position, units: units, text: text) : units.units[index].width
        }
        return position
    }

    /// The widths of the tabs of the line from UTF-16 offset `start` to `end`, by the
    /// tab's offset; empty when the line has no tab.
    func tabWidths(from start: Int, to end: Int, units: BreakUnits, text: AttributedText) -> [Int: Double] {
        var widths: [Int: Double] = [:]
        guard units.containsTab, text.utf16[start..<end].contains(0x09), var index = units.index(startingAt: start) else { return widths }
        var position = 0.0
        while index < units.units.count && units.units[index].start < end {
            var width = units.units[index].width
            if Self.isTab(index, of: units, text: text) {
                width = self.width(ofTab: index, at: position, units: units, text: text)
                widths[units.units[index].start] = width
            }
            position += width
            index += 1
        }
        return widths
    }
}
