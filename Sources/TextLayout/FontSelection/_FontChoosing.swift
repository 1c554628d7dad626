/// How itemization asks for the face of each cluster without reference counting:
/// the answer is unretained and stays valid until the next question or until the
/// query's attributes change. Retaining a face for every cluster (an atomic operation
/// each time) costs more than the rest of the font choice.
protocol _FontChoosing {
    /// The face for `query`'s cluster (the run's primary font when the source has no
    /// answer).
    mutating func chooseFont(for query: FontQuery) -> Unmanaged<Font>
}

extension FontChainSource: _FontChoosing {
    /// Every face the chain answers with is one of the query's attributes' fonts, which
    /// the query keeps alive.
    @inline(__always)
    func chooseFont(for query: FontQuery) -> Unmanaged<Font> { unretainedFont(for: query) }
}

/// Any other source: its answer is kept until the next question, so an answer that
/// nothing else holds (a face the source has just loaded) stays alive.
struct _FontSourceChooser: _FontChoosing {
    let source: any FontSource
    private var lastAnswer: Font?

    init(_ source: any FontSource) { self.source = source }

    mutating func chooseFont(for query: FontQuery) -> Unmanaged<Font> {
        let font = source.font(for: query) ?? query.attributes.font
        lastAnswer = font
        return Unmanaged.passUnretained(font)
    }
}
