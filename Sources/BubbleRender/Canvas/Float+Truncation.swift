extension Float {
    /// This value, which must lie from 0 through `T.max` (at most 2^22), truncated
    /// toward zero: what `T(self)` gives, without its checks for NaN and range, so
    /// that loops of these conversions stay free of branches.
    ///
    /// Adding 2^23 rounds the value to an integer (floats there are 1 apart), which
    /// lands in the sum's low bits; where that rounded up, the result is one less.
    @inline(__always)
    func truncated<T: FixedWidthInteger>(to _: T.Type) -> T {
        let shifted = self + 8_388_608
        let rounded = shifted - 8_388_608
        return T(truncatingIfNeeded: shifted.bitPattern) &- (rounded > self ? 1 : 0)
    }

    /// This value rounded to a byte: plus 0.5, clamped to 0 through 255, truncated.
    @inline(__always)
    var roundedByte: UInt8 {
        Swift.min(255, Swift.max(0, self + 0.5)).truncated(to: UInt8.self)
    }
}
