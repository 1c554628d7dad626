extension Size: Codable {
    /// Decodes `[width, height]`.
    public init(from decoder: any Decoder) throws {
        let values = try CodableNumbers.decode(from: decoder, count: 2, of: "a size [width, height]")
        self.init(width: values[0], height: values[1])
    }

    /// Encodes the size as `[width, height]`, the command line's form.
    public func encode(to encoder: any Encoder) throws {
        try CodableNumbers.encode([width, height], to: encoder)
    }
}
