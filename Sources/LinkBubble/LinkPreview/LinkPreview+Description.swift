extension LinkPreview: CustomStringConvertible {
    /// A one-line summary, under 200 characters whatever the link:
    /// `LinkPreview(26..<57 "https://example.com/affine-docs", 2 line rects, 1 bubble, bounds [...], center (...))`.
    /// A link longer than 40 characters is cut, with "…".
    public var description: String {
        let link = link.map { value in
            " \"" + (value.count > 40 ? value.prefix(39) + "…" : value) + "\""
        } ?? ""
        return "LinkPreview(\(characterRange.lowerBound)..<\(characterRange.upperBound)\(link), "
            + "\(lineRects.count) line rect\(lineRects.count == 1 ? "" : "s"), \(bubbleLayout.summary))"
    }
}
