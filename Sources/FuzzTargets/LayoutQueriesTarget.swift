import TextLayout

/// Random Unicode with up to four attribute runs, laid out in a random container
/// with the bundled fonts and the system source's fallback (layout's default), followed
/// by every query.
enum LayoutQueriesTarget {
    static func run(_ input: inout FuzzInput) {
        var text = AttributedText(input.text(maximumScalars: 64), attributes: input.attributes())
        for _ in 0..<input.choice(4) {
            try? text.setAttributes(input.attributes(), range: input.range(in: text.length))
        }
        guard let layout = try? LayoutManager(text: text, container: input.container()) else { return }
        LayoutQueries.run(on: layout, &input)
    }
}
