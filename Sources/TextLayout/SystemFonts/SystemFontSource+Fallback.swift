import CFreeType

extension SystemFontSource {
    /// The face that draws the query's cluster: the explicit chain, color faces
    /// first for emoji, then fontconfig's fallback, then the chain's missing-glyph
    /// face; see ``SystemFontSource``.
    public func font(for query: FontQuery) -> Font? {
        if let fast = Self.fastAnswer(for: query) { return fast.takeUnretainedValue() }
        let chain = FontChainSource()
        // A space keeps the current face, even one from the system, when it has one
        // (as Pango does): "日本 語" stays in one face. Not a color (emoji) face: its
        // space is as wide as an emoji, and Pango's emoji items end before the space.
        if let current = query.currentFont, !current.hasColorGlyphs,
            let first = FontChainSource.firstCountedCodePoint(of: query),
            CharacterClass.isSpaceSeparator(first), current.hasGlyph(first)
        {
            return current
        }
        let presentation = query.emojiPresentation
        let covering = FontChainSource.coveringFont(for: query)
        switch presentation {
        case .emoji:
            // The chain's color face, else the system's, else any face that covers.
            if let covering, covering.hasColorGlyphs { return covering }
            if let color = systemFont(for: query, presentation: .emoji) { return color }
        case .text:
            // A face without color, from the system when the chain only has a color one.
            if let covering, covering.hasColorGlyphs, let plain = systemFont(for: query, presentation: .text),
                !plain.hasColorGlyphs
            {
                return plain
            }
        case .unspecified: break
        }
        if let covering { return covering }
        return systemFont(for: query, presentation: presentation) ?? chain.font(for: query)
    }

    /// The answer for the commonest clusters, without looking anything up: printable
    /// ASCII that the primary font has is the primary font's, and an ASCII space keeps
    /// the current face when that has one and is not a color face (see
    /// ``font(for:)``); nil for the others.
    /// Unretained: the face is the query's primary or current font, which it holds.
    @inline(__always)
    static func fastAnswer(for query: FontQuery) -> Unmanaged<Font>? {
        guard query.range.count == 1 else { return nil }
        let unit = UInt32(query.text[query.range.lowerBound])
        if unit > 0x20, unit < 0x7F, query.attributes.font.hasGlyph(unit) {
            return Unmanaged.passUnretained(query.attributes.font)
        }
        if unit == 0x20, let current = query.currentFont, !current.hasColorGlyphs, current.hasGlyph(0x20) {
            return Unmanaged.passUnretained(current)
        }
        return nil
    }

    /// The first face of fontconfig's sorted fallback that covers the cluster: for
    /// emoji presentation only color faces, for text presentation faces without
    /// color first, and a family's UI variant before the family (see
    /// ``FallbackFace/uiVariantsFirst(_:)``). Nil when none does (or the source has no
    /// system fonts).
    func systemFont(for query: FontQuery, presentation: EmojiPresentation) -> Font? {
        let scalars = ClusterScalars(query)
        guard scalars.count > 0 else { return nil }
        let primary = query.attributes.font
        return state.withLock { state -> Font? in
            guard let configuration = state.configuration else { return nil }
            var pattern = state.pattern(of: primary)
            pattern.language = query.language ?? query.script.sampleLanguage
            if presentation == .emoji {
                pattern.language = nil
                pattern.prefersColor = true
            }
            let key = FallbackKey(pattern: pattern, scalars: scalars, prefersText: presentation == .text)
            if let answer = state.answers[key] { return answer }
            let faces: [FallbackFace]
            if let known = state.sortedFaces[pattern] {
                faces = known
            } else {
                if state.sortedFaces.count >= SystemFontState.maximumSortedPatterns {
                    state.sortedFaces.removeAll()
                    configuration.releaseSortedFaces()
                }
                faces = configuration.sortedFaces(pattern)
                state.sortedFaces[pattern] = faces
            }
            let matching = faces.filter { face in
                scalars.allSatisfy { configuration.charset(face.charset, contains: $0) }
            }
            let covering = FallbackFace.uiVariantsFirst(matching.map(\.family)).map { matching[$0] }
            let ordered: [FallbackFace] =
                switch presentation {
                case .emoji: covering.filter(\.isColor)
                case .text: covering.filter { !$0.isColor } + covering.filter(\.isColor)
                case .unspecified: covering
                }
            var answer: Font?
            for face in ordered where !state.unusableFaces.contains(face.address) {
                if let font = state.load(face.address) {
                    answer = font
                    break
                }
            }
            if state.answers.count >= SystemFontState.maximumAnswers { state.answers.removeAll(keepingCapacity: true) }
            state.answers[key] = answer
            return answer
        }
    }
}

extension SystemFontState {
    /// The fontconfig pattern of a primary font: its family, weight and slant
    /// (FreeType's style flags: bold or not, italic or not).
    ///
    /// Not cached: it is asked only when the cluster's answer is not cached yet, and
    /// remembering it per font needed a weak reference to the font (a cache must not
    /// keep a caller's font alive, nor answer for another font at a dead one's
    /// address). A weak reference gives the font a side table for the rest of its
    /// life, and then every retain and release of it (the primary font is retained
    /// for every run, piece and glyph style of every layout) takes the runtime's slow
    /// path: 5-6 % of a mixed-script layout's instructions.
    func pattern(of font: Font) -> FontPattern {
        let flags = font.withFace { face in face.pointee.style_flags }
        return FontPattern(
            family: font.familyName,
            weight: flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? .bold : .regular,
            slant: flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0 ? .italic : .upright)
    }

    /// The face at `address`, loaded once; nil (and remembered) when it cannot be
    /// loaded, such as a bitmap-only face.
    mutating func load(_ address: FaceAddress) -> Font? {
        if let font = fonts[address] { return font }
        guard let font = try? Font(contentsOfFile: address.path, faceIndex: address.index) else {
            unusableFaces.insert(address)
            return nil
        }
        fonts[address] = font
        return font
    }
}
