extension LinkBubbleCommand {
    /// `message` with the form a number option expects when it is swift-argument-parser's
    /// bare "The value 'X' is invalid for '--name <name>'": every other option type says
    /// its form (``ArgumentForm``) or lists its values, so a bare one is an `Int` or a
    /// `Double` option. A value that is a number but not a whole one failed an `Int`
    /// option: "expected a whole number"; any other, "expected a number".
    static func withExpectedNumber(_ message: String) -> String {
        guard message.hasPrefix("The value '"), message.hasSuffix(">'"), message.contains("' is invalid for '--")
        else { return message }
        let value = message.dropFirst("The value '".count).prefix { $0 != "'" }
        return message + (Double(value)?.isFinite == true ? ": expected a whole number" : ": expected a number")
    }
}
