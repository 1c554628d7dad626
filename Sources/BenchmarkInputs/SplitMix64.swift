/// SplitMix64: the small, well-mixed seeded generator every benchmark input set, every
/// peer measurement in `Benchmarks/peers` and the tests' random cases draw from, so that a
/// seed gives the same values in every run and in every language that re-makes them.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in [0, 1) from the top 53 bits of ``next()``.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
