extension SpanTarget {
    /// Zeros the unwritten pixels before `position`, an index in FreeType's order (`y *
    /// width + x`, y up from the bottom row), and counts the pixels up to `written`
    /// (at least `position`, the end of a span about to be stored there) as written.
    ///
    /// FreeType's rasterizer hands over spans row by row from the bottom and left to
    /// right within a row, so a fill's pixels are written once: spans where it covers,
    /// zeros in between. A span behind the unwritten ones (should spans come in another
    /// order) is stored over written pixels, which is still correct.
    mutating func zeroUnwritten(before position: Int, writing written: Int? = nil) {
        guard var index = unwrittenFrom else { return }
        while index < position {
            let y = index / width, x = index - y * width
            let end = Swift.min(position, (y + 1) * width)
            (base + (height - 1 - y) * width + x).update(repeating: 0, count: end - index)
            index = end
        }
        let reached = Swift.max(index, written ?? position)
        unwrittenFrom = reached < width * height ? reached : nil
    }
}
