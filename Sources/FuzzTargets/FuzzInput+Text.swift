import TextLayout

extension FuzzInput {
    /// Scalars chosen to reach the typesetter's hard cases: Latin and combining marks,
    /// Arabic and Hebrew (bidi, joining), bidi controls, CJK, emoji with ZWJ and
    /// variation selectors, line and paragraph separators, tabs, controls, and scalars
    /// no bundled font has.
    private static let scalarPalette: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x0300...0x036F, 0x0591...0x05F4, 0x0600...0x06FF, 0x200B...0x200F, 0x202A...0x202E,
        0x2066...0x2069, 0x4E00...0x4E20, 0x1F600...0x1F64F, 0x1F3FB...0x1F3FF, 0xFE00...0xFE0F,
        0x0A...0x0D, 0x2028...0x2029, 0x09...0x09, 0x00...0x1F, 0x0E00...0x0E5B, 0xE000...0xE010,
        0x10FFF0...0x10FFFD, 0xFFFC...0xFFFD, 0x200D...0x200D,
    ]

    /// A string of up to `maximumScalars` scalars from the palette; a run of one
    /// scalar repeated is likely, so long clusters and long words come up.
    public mutating func text(maximumScalars: Int) -> String {
        var scalars = String.UnicodeScalarView()
        let count = choice(maximumScalars + 1)
        while scalars.count < count {
            let range = Self.scalarPalette[choice(Self.scalarPalette.count)]
            let value = range.lowerBound + UInt32(uint16()) % (range.upperBound - range.lowerBound + 1)
            let scalar = Unicode.Scalar(value) ?? "?"
            let repeats = choice(4) == 0 ? 1 + choice(32) : 1
            for _ in 0..<min(repeats, count - scalars.count) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// A container with raw dimensions (NaN, negative and huge ones included) and
    /// random insets, padding, line limit and line break mode (any of them).
    public mutating func container() -> TextContainer {
        TextContainer(
            width: choice(4) == 0 ? double() : Double(choice(400)), height: bool() ? nil : double(),
            insets: choice(4) == 0
                ? EdgeInsets(top: double(), left: double(), bottom: double(), right: double()) : .zero,
            lineFragmentPadding: choice(4) == 0 ? double() : 5, maximumNumberOfLines: choice(4),
            lineBreakMode: LineBreakMode.allCases[choice(LineBreakMode.allCases.count)])
    }

    /// Attributes with raw sizes and spacing, a random paragraph style, maybe a link.
    public mutating func attributes(font: Font? = nil) -> TextAttributes {
        let alignments: [TextAlignment] = [.natural, .left, .right, .center, .justified]
        let directions: [BaseWritingDirection] = [.natural, .leftToRight, .rightToLeft]
        let style = ParagraphStyle(
            alignment: alignments[choice(alignments.count)], baseWritingDirection: directions[choice(directions.count)],
            lineHeightMultiple: choice(4) == 0 ? double() : 0, minimumLineHeight: choice(4) == 0 ? double() : 0,
            maximumLineHeight: choice(4) == 0 ? double() : 0, lineSpacing: choice(4) == 0 ? double() : 0,
            paragraphSpacing: choice(4) == 0 ? double() : 0)
        var attributes = font.map { TextAttributes(font: $0) } ?? TextAttributes()
        attributes.size = choice(4) == 0 ? double() : Double(1 + choice(40))
        attributes.letterSpacing = choice(4) == 0 ? double() : 0
        attributes.baselineOffset = choice(4) == 0 ? double() : 0
        attributes.paragraphStyle = style
        attributes.link = bool() ? "https://example.com/\(choice(4))" : nil
        return attributes
    }

    /// A range in `0...length`, occasionally reaching outside it.
    public mutating func range(in length: Int) -> Range<Int> {
        let a = Int(uint16()) % (length + 2) - (choice(16) == 0 ? 1 : 0)
        let b = Int(uint16()) % (length + 2)
        return min(a, b)..<max(a, b)
    }
}
