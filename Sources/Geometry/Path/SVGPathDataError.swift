/// Why ``Path/init(svgPathData:)`` could not read SVG path data: the bad token, where it
/// starts and what was wrong.
public struct SVGPathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The token that could not be read (at most 32 characters of it), or empty at the end
    /// of the data.
    public var token: String
    /// The token's UTF-8 offset in the path data.
    public var offset: Int
    /// What was expected there.
    public var reason: String

    /// Creates an error.
    public init(token: String, offset: Int, reason: String) {
        self.token = token
        self.offset = offset
        self.reason = reason
    }

    /// One line: `bad SVG path data at offset 4: "x" (expected a number)`.
    public var description: String {
        token.isEmpty
            ? "bad SVG path data at its end (offset \(offset)): \(reason)"
            : "bad SVG path data at offset \(offset): \"\(token)\" (\(reason))"
    }
}
