import ArgumentParser
import LinkBubble

/// Which text a command is about: a range, or the link under a point; plus the links
/// to mark. Shared by `rects`, `render` and `mask`.
package struct TargetOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    @Option(help: "The range START:END (UTF-16 offsets unless --units scalars).")
    var range: RangeArgument?

    @Option(help: "The link under the point X,Y (its whole range).")
    var at: PointArgument?

    @Option(help: "Mark START:END as a link to VALUE (repeatable).")
    var link: [LinkArgument] = []

    /// Whether `--range`, `--at` or `--link` is given.
    package var isGiven: Bool { range != nil || at != nil || !link.isEmpty }

    /// Checks that exactly one of `--range` and `--at` is given (the commands call it
    /// from their own `validate()`: `mask` takes rects instead).
    package func validateTarget() throws {
        guard (range == nil) != (at == nil) else { throw ValidationError("give exactly one of --range and --at") }
    }

    /// The text with the links marked, and the converter for the chosen units.
    package func markedText(_ text: AttributedText, units: OffsetUnits) throws -> (AttributedText, OffsetConverter) {
        var text = text
        let offsets = OffsetConverter(text: text, units: units)
        try text.addLinks(link.map { marked in
            (marked.value, try marked.range.utf16Range(offsets, length: text.length, option: "--link"))
        })
        return (text, offsets)
    }

    /// The target range in `layout` (nil when --at misses every link) and its link value.
    package func target(in layout: LayoutManager, offsets: OffsetConverter) throws -> (range: Range<Int>, link: String?)? {
        if let range {
            let characters = try range.utf16Range(offsets, length: layout.text.length, option: "--range")
            return (characters, layout.text.links.first { $0.range == characters }?.value)
        }
        guard let at, let hit = layout.link(at: at.point) else { return nil }
        return (hit.range, hit.value)
    }

    /// The word or line under `--at` in `layout` (nil when the layout has no lines), and
    /// the link that holds all of it.
    ///
    /// - Throws: a `ValidationError` without `--at`; ICU errors.
    package func target(
        _ granularity: TextGranularity, in layout: LayoutManager
    ) throws -> (range: Range<Int>, link: String?)? {
        guard let at else { throw ValidationError("--granularity selects what is under --at; give --at X,Y instead of --range") }
        let found = switch granularity {
        case .word: try layout.wordRange(at: at.point)
        case .line: layout.lineRange(at: at.point)
        }
        guard let found else { return nil }
        return (found, layout.text.links.first { $0.range.lowerBound <= found.lowerBound && found.upperBound <= $0.range.upperBound }?.value)
    }
}
