import CICUShim

/// How a grapheme cluster asks to be shown: as a color emoji, as text, or either
/// (Unicode Technical Standard #51, section 4).
///
/// Font sources use it to order faces: a cluster that wants ``emoji`` takes a color
/// face first (the chain's color fonts, then the system's), one that wants ``text``
/// takes a face without color glyphs first; either way a face that covers the
/// cluster beats one that does not.
public enum EmojiPresentation: Hashable, Sendable {
    /// Shown as a color emoji: the cluster has VS16 (U+FE0F), a skin-tone modifier, a
    /// zero-width-joiner sequence of pictographs, a pair of regional indicators (a
    /// flag), a combining keycap (U+20E3), or starts with a character whose default
    /// presentation is emoji (Emoji_Presentation=Yes, such as U+1F600) without VS15.
    case emoji
    /// Shown as text: the cluster has VS15 (U+FE0E), or starts with an emoji
    /// character whose default presentation is text (U+2764 HEAVY BLACK HEART,
    /// U+00A9, digits).
    case text
    /// No preference: the cluster has nothing to do with emoji.
    case unspecified

    /// The presentation a cluster asks for, from its code points (ICU's emoji
    /// properties).
    public init(codePoints: some Sequence<UInt32>) {
        var first: UInt32?
        var firstProperties: UInt32 = 0
        var pictographs = 0
        var regionalIndicators = 0
        var hasJoiner = false
        var hasTextSelector = false
        for scalar in codePoints {
            switch scalar {
            case 0xFE0F, 0x20E3:
                self = .emoji
                return
            case 0xFE0E:
                hasTextSelector = true
                continue
            case 0x200D:
                hasJoiner = true
                continue
            default: break
            }
            let properties = lb_emoji_properties(scalar)
            if properties & UInt32(LB_EMOJI_MODIFIER) != 0 {
                self = .emoji
                return
            }
            if properties & UInt32(LB_REGIONAL_INDICATOR) != 0 { regionalIndicators += 1 }
            if properties & UInt32(LB_EXTENDED_PICTOGRAPHIC) != 0 { pictographs += 1 }
            if first == nil {
                first = scalar
                firstProperties = properties
            }
        }
        if regionalIndicators >= 2 || (hasJoiner && pictographs >= 2) {
            self = .emoji
        } else if hasTextSelector {
            self = .text
        } else if firstProperties & UInt32(LB_EMOJI_PRESENTATION) != 0 {
            self = .emoji
        } else if firstProperties & UInt32(LB_EMOJI) != 0 {
            self = .text
        } else {
            self = .unspecified
        }
    }
}

extension FontQuery {
    /// The presentation the cluster asks for; see ``EmojiPresentation``.
    public var emojiPresentation: EmojiPresentation { EmojiPresentation(codePoints: codePoints) }
}
