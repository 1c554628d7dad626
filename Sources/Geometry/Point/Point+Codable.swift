extension Point: Codable {
    /// Decodes `[x, y]`.
    public init(from decoder: any Decoder) throws {
        let values = try CodableNumbers.decode(from: decoder, count: 2, of: "a point [x, y]")
        self.init(x: values[0], y: values[1])
    }

    /// Encodes the point as `[x, y]`, the command line's form.
    public func encode(to encoder: any Encoder) throws {
        try CodableNumbers.encode([x, y], to: encoder)
    }
}
