extension Path: Codable {
    /// Decodes the array ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd { elements.append(try container.decode(Element.self)) }
        self.init(elements: elements)
    }

    /// Encodes the path as an array of elements, each an array of its SVG command letter
    /// and its numbers at full precision: `["M", x, y]`, `["L", x, y]`,
    /// `["Q", cx, cy, x, y]`, `["C", c1x, c1y, c2x, c2y, x, y]` and `["Z"]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in elements { try container.encode(element) }
    }
}

extension Path.Element: Codable {
    /// Decodes one element: its command letter (M, L, Q, C or Z), then its numbers.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let command = try container.decode(String.self)
        var numbers: [Double] = []
        while !container.isAtEnd, numbers.count <= 6 { numbers.append(try container.decode(Double.self)) }
        let expected: Int
        switch command {
        case "M": expected = 2
        case "L": expected = 2
        case "Q": expected = 4
        case "C": expected = 6
        case "Z": expected = 0
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown path command \"\(command)\" (expected M, L, Q, C or Z)"))
        }
        guard numbers.count == expected, container.isAtEnd else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "path command \(command) takes \(expected) numbers"))
        }
        let points = stride(from: 0, to: expected, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
        switch command {
        case "M": self = .move(to: points[0])
        case "L": self = .line(to: points[0])
        case "Q": self = .quadCurve(to: points[1], control: points[0])
        case "C": self = .curve(to: points[2], control1: points[0], control2: points[1])
        default: self = .close
        }
    }

    /// Encodes the element as its command letter and numbers, in SVG's order (controls
    /// first, end point last).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        let (command, points): (String, [Point]) =
            switch self {
            case .move(let to): ("M", [to])
            case .line(let to): ("L", [to])
            case .quadCurve(let to, let control): ("Q", [control, to])
            case .curve(let to, let control1, let control2): ("C", [control1, control2, to])
            case .close: ("Z", [])
            }
        try container.encode(command)
        for point in points {
            try container.encode(point.x)
            try container.encode(point.y)
        }
    }
}
