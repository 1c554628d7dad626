import ArgumentParser
import LinkBubble

extension BubbleLayout {
    /// Checks that the layout left out no rect for edges that overflow after the outset
    /// (the input's numbers are finite, so only the outset overflows): `path`, `render`
    /// and `mask` refuse such a layout.
    ///
    /// - Throws: a `ValidationError` that counts the rects left out.
    package func requireFiniteEdges() throws {
        let count = nonFiniteRectCount
        guard count == 0 else {
            throw ValidationError("the outset moves the edges of \(count) rect\(count == 1 ? "" : "s") past the largest finite number")
        }
    }
}
