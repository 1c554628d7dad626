import ArgumentParser
import LinkBubbleJSON

/// The tool's errors as it reports them: on one line, the way `linkbubble` prints them
/// after `linkbubble: error:`, for the errors of a batch's jobs and a service's requests.
package enum ToolErrors {
    /// `error` as the tool reports it: the ``JSONInputError`` of a JSON reader becomes the
    /// `ValidationError` of its message, which prints as `linkbubble: error: MESSAGE` and
    /// exits with status 64, as a bad option does.
    package static func reportable(_ error: any Error) -> any Error {
        guard let input = error as? JSONInputError else { return error }
        return ValidationError(input.message)
    }

    /// The first line of the tool's message for `error`.
    package static func oneLineMessage(for error: any Error) -> String {
        // The message of any error but the parser's own is the same whatever command
        // reports it; a job's or a request's error never is the parser's.
        ErrorReporter.message(for: reportable(error)).split(separator: "\n").first.map(String.init) ?? "\(error)"
    }

    /// The tool's exit status for `error`: 64 for a ``ValidationError`` (and the
    /// ``JSONInputError`` reported as one), 1 for any other error but the parser's.
    package static func exitCode(for error: any Error) -> Int32 {
        ErrorReporter.exitCode(for: reportable(error)).rawValue
    }

    /// The arguments that ask swift-argument-parser for an error's message.
    private struct ErrorReporter: ParsableArguments {}
}
