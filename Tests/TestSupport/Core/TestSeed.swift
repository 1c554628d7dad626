import BenchmarkInputs

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The seed of a random test: the `LINKBUBBLE_SEED` environment variable when it
/// is set (decimal, or hexadecimal after `0x`), otherwise the test's fixed default.
///
/// Put it in every failure message of the test (its description says how to
/// replay the run), so a failure found with any seed can be run again:
/// `LINKBUBBLE_SEED=0x5EED0001 swift test --filter outlineMatchesBruteForceUnion`.
package struct TestSeed: CustomStringConvertible, Sendable {
    /// The name of the environment variable that overrides every test's seed.
    package static let environmentVariable = "LINKBUBBLE_SEED"

    /// The seed's value.
    package let value: UInt64

    /// The seed from `LINKBUBBLE_SEED`, or `defaultValue` when it is not set.
    /// A value that is not a number stops the test run with a message saying so.
    package init(default defaultValue: UInt64) {
        guard let text = getenv(Self.environmentVariable).map({ String(cString: $0) }) else {
            value = defaultValue
            return
        }
        let parsed = text.hasPrefix("0x") || text.hasPrefix("0X") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let parsed else {
            preconditionFailure("\(Self.environmentVariable)=\(text) is not a decimal or 0x-prefixed hexadecimal UInt64")
        }
        value = parsed
    }

    /// A fresh generator starting from this seed.
    package var generator: SplitMix64 { SplitMix64(seed: value) }

    /// `seed 0x…, replay with LINKBUBBLE_SEED=0x…`.
    package var description: String {
        let hex = "0x" + String(value, radix: 16, uppercase: true)
        return "seed \(hex), replay with \(Self.environmentVariable)=\(hex)"
    }
}
