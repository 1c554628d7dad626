import Geometry

extension Color {
    /// A component as painters use it: clamped to 0...1, NaN as 0. `Color`'s
    /// initializer clamps, but its fields are public and may be set to anything.
    @inline(__always)
    package static func _unit(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    /// A component as a byte, 0 to 255, rounded (see ``_unit(_:)``).
    @inline(__always)
    package static func _byte(_ value: Double) -> UInt8 {
        UInt8((_unit(value) * 255).rounded())
    }
}
