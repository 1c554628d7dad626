import Geometry

extension Ring: Codable {
    /// Decodes the array of points ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        self.init(points: try [Point](from: decoder))
    }

    /// Encodes the ring as its array of points: `[[x, y], ...]`.
    public func encode(to encoder: any Encoder) throws {
        try points.encode(to: encoder)
    }
}
