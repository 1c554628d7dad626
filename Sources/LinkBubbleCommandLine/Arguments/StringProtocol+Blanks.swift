extension StringProtocol {
    /// The text without the spaces and tabs (Unicode's horizontal whitespace) at its
    /// two ends, as a number list's items are read (`"1, 2"`).
    package func trimmingBlanks() -> String {
        let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
        let text = self[...]
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(text[first...last])
    }
}
