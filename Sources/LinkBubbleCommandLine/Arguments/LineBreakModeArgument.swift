import ArgumentParser
import LinkBubble

/// `--line-break-mode`: the command-line names of ``LineBreakMode``.
enum LineBreakModeArgument: String, ExpressibleByArgument, CaseIterable {
    case wordWrap = "word-wrap"
    case charWrap = "char-wrap"
    case clip
    case truncateHead = "truncate-head"
    case truncateMiddle = "truncate-middle"
    case truncateTail = "truncate-tail"

    /// The library's mode.
    var mode: LineBreakMode {
        switch self {
        case .wordWrap: .byWordWrapping
        case .charWrap: .byCharWrapping
        case .clip: .byClipping
        case .truncateHead: .byTruncatingHead
        case .truncateMiddle: .byTruncatingMiddle
        case .truncateTail: .byTruncatingTail
        }
    }
}
