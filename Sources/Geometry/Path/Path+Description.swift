extension Path: CustomStringConvertible {
    /// A one-line summary: `Path(17 elements in 1 subpath, bounds [-4, -3, 128, 46])`,
    /// or `Path(empty)`. ``svgPathData`` and ``elements`` hold the whole path.
    public var description: String {
        guard !isEmpty, let bounds else { return "Path(empty)" }
        let subpaths = elements.reduce(0) { count, element in
            if case .move = element { count + 1 } else { count }
        }
        let elementWord = elements.count == 1 ? "element" : "elements"
        return "Path(\(elements.count) \(elementWord) in \(subpaths) subpath\(subpaths == 1 ? "" : "s"), bounds \(bounds.shortDescription))"
    }
}
