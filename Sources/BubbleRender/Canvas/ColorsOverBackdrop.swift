/// What compositing a color leaves over one backdrop pixel at each coverage: source
/// over, as ``PremultipliedColor/paint(_:over:)`` paints it. Glyphs over a platter
/// are painted over one color almost everywhere, so their edges take their pixels
/// from this table instead of blending each.
struct ColorsOverBackdrop {
    /// The backdrop pixel's bytes twice, as a word loaded from two such pixels (0 before
    /// a backdrop is chosen).
    let backdrop: UInt64
    /// The result at each coverage, 0 to 255 (none before a backdrop is chosen).
    private let results: PooledBuffer<SIMD4<UInt8>>?

    /// No backdrop yet.
    init() {
        backdrop = 0
        results = nil
    }

    /// The results over `pixel` of the color scaled by each coverage (`scaled`, as
    /// ``PremultipliedColor/scaled(by:)`` makes them).
    init(_ pixel: UInt32, scaled: UnsafeBufferPointer<SIMD4<UInt16>>) {
        backdrop = UInt64(pixel) | UInt64(pixel) << 32
        let results = PooledBuffer<SIMD4<UInt8>>(count: scaled.count, zeroed: false)
        for (coverage, source) in scaled.enumerated() {
            let result = UnsafeMutableRawPointer(results.base + coverage)
            result.storeBytes(of: pixel, as: UInt32.self)
            PremultipliedColor.paint(source, over: result.assumingMemoryBound(to: UInt8.self))
        }
        self.results = results
    }

    /// Whether a backdrop has been chosen.
    var isMade: Bool { results != nil }

    /// The result at each coverage (a backdrop must have been chosen).
    var colors: UnsafeBufferPointer<SIMD4<UInt8>> { UnsafeBufferPointer(results!.buffer) }

    /// Whether the 8 pixels at `pixels` all hold the pixel whose bytes, twice, are `word`
    /// (the first two pixels as one word).
    @inline(__always)
    static func isUniform(_ pixels: UnsafeMutableRawPointer, _ word: UInt64) -> Bool {
        word & 0xFFFF_FFFF == word >> 32 && pixels.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == word
            && pixels.loadUnaligned(fromByteOffset: 16, as: UInt64.self) == word
            && pixels.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == word
    }
}
