extension Rect: Codable {
    /// Decodes `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        let values = try CodableNumbers.decode(from: decoder, count: 4, of: "a rect [x, y, width, height]")
        self.init(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Encodes the rect as `[x, y, width, height]`, the command line's form.
    public func encode(to encoder: any Encoder) throws {
        try CodableNumbers.encode([origin.x, origin.y, size.width, size.height], to: encoder)
    }
}
