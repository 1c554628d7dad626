import ArgumentParser

/// `rects --granularity`: what `--at` selects instead of the link under the point.
package enum TextGranularity: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The word under the point, as a double-click selects it.
    case word
    /// The line under the point.
    case line
}
