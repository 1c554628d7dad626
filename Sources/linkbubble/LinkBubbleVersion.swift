/// The tool's version, as printed by `linkbubble --version`.
enum LinkBubbleVersion {
    static let current = "0.1.0"
}
