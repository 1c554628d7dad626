extension CornerShape: Codable {
    /// Decodes `"circular"` or `"continuous"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(String.self) {
        case "circular": self = .circular
        case "continuous": self = .continuous
        case let other:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown corner shape \"\(other)\" (expected circular or continuous)"))
        }
    }

    /// Encodes the shape's name: `"circular"` or `"continuous"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self == .circular ? "circular" : "continuous")
    }
}
