import ArgumentParser

/// One or more comma-separated numbers given to an option (`4`, `4,3`), kept as text
/// until the command reads them (``numbers(option:count:)``), so that the error names
/// the option; a `batch` job may also give a number or a list of numbers.
struct NumberListArgument: ExpressibleByArgument, Sendable {
    /// The text given.
    var text: String

    /// The text `text`.
    init(text: String) { self.text = text }

    init?(argument: String) { text = argument }

    /// The finite, non-negative numbers of the text, as many as `count` allows.
    ///
    /// - Throws: a `ValidationError` naming `option`.
    func numbers(option: String, count: ClosedRange<Int>) throws -> [Double] {
        try NumberList.parse(text, option: option, count: count)
    }
}
