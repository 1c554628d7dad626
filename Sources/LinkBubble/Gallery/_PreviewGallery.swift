/// Sample link previews, laid out with the bundled fonts and, for the scripts and
/// emoji those lack, the system's: the README's gallery (`linkbubble gallery`) and the
/// golden images of the tests (recorded with the fixed font set of
/// `Tests/Fonts/fonts.conf`). Demo data for the tool and the tests, not API.
package enum _PreviewGallery {
    /// One sample: a text, the link in it, and the container width.
    package struct Sample: Sendable {
        /// A short name, used for file names ("two-lines").
        package var name: String
        /// What the sample shows.
        package var title: String
        /// The text.
        package var text: String
        /// The link's text, found in ``text``.
        package var link: String
        /// The container width in points.
        package var width: Double
        /// The BCP 47 language of the text (nil: none), for shaping, line breaking and
        /// the choice of fallback fonts.
        package var language: String?

        /// Creates a sample.
        package init(name: String, title: String, text: String, link: String, width: Double, language: String? = nil) {
            self.name = name
            self.title = title
            self.text = text
            self.link = link
            self.width = width
            self.language = language
        }

        /// The attributed text with the link marked, and the link's range.
        package func linkedText() throws(TextLayoutError) -> (AttributedText, Range<Int>) {
            var attributed = AttributedText(text, attributes: TextAttributes(language: language))
            guard let range = attributed.utf16Range(of: link) else {
                throw .rangeOutOfBounds(range: 0..<0, length: attributed.length)
            }
            try attributed.addLink("https://example.com/\(name)", range: range)
            return (attributed, range)
        }

        /// The sample's preview with `style`, its faces chosen by `fontSource` (by
        /// default the bundled fonts, then the system's for what they lack).
        package func preview(
            style: BubbleStyle = .ios, fontSource: any FontSource = SystemFontSource.shared
        ) throws(TextLayoutError) -> LinkPreview {
            let (attributed, range) = try linkedText()
            return try LinkPreview(
                text: attributed, container: TextContainer(width: width), characterRange: range, style: style,
                fontSource: fontSource)
        }
    }

    /// How the gallery's images look: the default platter with a soft shadow, at `scale`,
    /// links in ``LinkStyle/standard`` (iOS blue, underlined).
    package static func appearance(scale: Double = 2) -> PreviewAppearance {
        PreviewAppearance(scale: scale, shadow: PreviewShadow())
    }

    /// What follows a sample's name in the file name of its image in `mode`: nothing
    /// for the preview, `-pressed`, `-outline`, `-spotlight`, `-indicator`.
    package static func fileSuffix(of mode: PresentationMode) -> String {
        mode == .preview ? "" : "-" + mode.rawValue
    }

    /// The samples: one line, two lines, three lines, right to left, a link among
    /// other text, a link whose lines do not overlap (two bubbles), and links in
    /// Japanese, with emoji, and in Hindi (drawn by system fonts: Han and kana, color
    /// emoji, Devanagari).
    package static let samples: [Sample] = [
        Sample(name: "one-line", title: "A link on one line",
               text: "Read more at example.com today.", link: "example.com", width: 260),
        Sample(name: "two-lines", title: "A link over two lines",
               text: "The release notes at https://example.com/notes/latest list every change.",
               link: "https://example.com/notes/latest", width: 230),
        Sample(name: "three-lines", title: "A link over three lines",
               text: "Open https://docs.example.com/guides/link-previews/bubbles-and-platters to learn more.",
               link: "https://docs.example.com/guides/link-previews/bubbles-and-platters", width: 170),
        Sample(name: "right-to-left", title: "A right-to-left link",
               text: "اقرأ المزيد على موقعنا الرسمي قبل يوم الجمعة.", link: "موقعنا الرسمي", width: 260),
        Sample(name: "next-to-text", title: "A link among other text",
               text: "Text above the link. Then a link to the preview guide sits here, and text follows it below.",
               link: "the preview guide", width: 210),
        Sample(name: "two-bubbles", title: "Lines that do not overlap: two bubbles",
               text: "A long line that ends with a link here and goes on.", link: "link here", width: 265),
        Sample(name: "japanese", title: "A Japanese link",
               text: "詳しい使い方はリンクプレビューの説明ページをご覧ください。",
               link: "リンクプレビューの説明ページ", width: 210, language: "ja"),
        Sample(name: "emoji", title: "A link with emoji",
               text: "Tickets are out 🎉 Grab yours at the 🎟️ box office 👍🏽 before Friday 🇺🇸.",
               link: "🎟️ box office 👍🏽", width: 250),
        Sample(name: "hindi", title: "A Hindi link",
               text: "पूरी जानकारी के लिए हमारी आधिकारिक वेबसाइट पर जाएँ और आज ही जुड़ें।",
               link: "हमारी आधिकारिक वेबसाइट", width: 230, language: "hi"),
    ]
}
