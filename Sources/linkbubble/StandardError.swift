/// Writing to standard error: the current ``Console``'s.
enum StandardError {
    /// Writes `text` to standard error as it is.
    static func write(_ text: String) {
        Console.current.writeError(text)
    }
}
