/// Why the tool's JSON input was refused: one line that names the problem and, where
/// there is one, the byte (as "malformed JSON at byte 12: expected ',' or '}' in an
/// object, found 'x'").
///
/// The readers of this library throw it; the `linkbubble` tool prints its ``message``
/// as its one-line error.
public struct JSONInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public var message: String

    /// An error whose one-line message is `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The one-line message.
    public var description: String { message }
}
