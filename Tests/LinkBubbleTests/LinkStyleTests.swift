import LinkBubble
import Testing

@Suite struct LinkStyleTests {
    /// A two-line link with descenders, in the bundled fonts.
    static func preview() throws -> LinkPreview {
        var text = AttributedText("Open the page at https://example.com/typography/glyphs today.")
        let range = try #require(text.utf16Range(of: "https://example.com/typography/glyphs"))
        try text.addLink("https://example.com", range: range)
        return try LinkPreview(
            text: text, container: TextContainer(width: 200), characterRange: range, style: .ios, fontSource: .fontChain)
    }

    @Test func theStyleChangesLinkRunsOnly() {
        let plain = TextAttributes()
        #expect(LinkStyle.standard.applied(to: plain) == plain)
        let link = plain.withLink("https://example.com")
        let styled = LinkStyle.standard.applied(to: link)
        #expect(styled.foregroundColor == Color(red: 0, green: 122.0 / 255, blue: 1) && styled.underlineStyle == .single)
        #expect(LinkStyle.none.applied(to: link) == link)
        let partial = LinkStyle(underlineColor: Color(red: 1, green: 0, blue: 0)).applied(to: link)
        #expect(partial.foregroundColor == .black && partial.underlineStyle == [] && partial.underlineColor != nil)
    }

    @Test func masksHoldTheDecorations() throws {
        let preview = try Self.preview()
        var appearance = PreviewAppearance()
        appearance.linkStyle.underlineStyle = .double
        for mode in [PresentationMode.preview, .outline] {
            let scene = try preview.scene(appearance, mode: mode)
            let decorations = scene.elements.compactMap { element -> [TextDecoration]? in
                if case .decorations(let list) = element { return list }
                return nil
            }.flatMap { $0 }
            let rects = decorations.flatMap(\.rects)
            #expect(rects.count > 4, "a double underline on two lines, cut at descenders")
            guard mode == .preview else { continue }
            // The mask is of the outline around the link's line rects: it holds every underline
            // piece (corners taken a hair inside: a piece may end on the mask's edge).
            for rect in rects {
                let inset = 1e-6
                for corner in [Point(x: rect.minX + inset, y: rect.minY + inset), Point(x: rect.maxX - inset, y: rect.maxY - inset)] {
                    #expect(preview.maskPath.contains(corner), "\(rect) inside the mask path")
                }
            }
        }
    }

    @Test func noLinkStyleNoDecorations() throws {
        let preview = try Self.preview()
        let scene = try preview.scene(PreviewAppearance(linkStyle: .none))
        #expect(!scene.elements.contains { if case .decorations = $0 { true } else { false } })
        let glyphs = scene.elements.compactMap { if case .glyphs(let runs) = $0 { runs } else { nil } }.flatMap { $0 }
        #expect(glyphs.allSatisfy { $0.color == .black })
    }
}
