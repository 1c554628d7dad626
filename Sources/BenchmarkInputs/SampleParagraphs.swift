/// English-like paragraphs for the layout benchmarks and the peer measurements of
/// Benchmarks/peers/layout_peers.py, the same for a seed in every run.
public enum SampleParagraphs {
    /// The words the paragraphs are drawn from.
    public static let words = """
        the of and to in is you that it he was for on are as with his they at be this have from or one had by \
        word but not what all were we when your can said there use an each which she do how their if will up \
        other about out many then them these so some her would make like him into time has look two more write \
        go see number no way could people my than first water been call who oil its now find long down day did \
        get come made may part preview link bubble platter layout shaping typography paragraph renderer geometry \
        outline rounded corner highlight selection character glyph ligature office affine previous following
        """.split(separator: " ").map(String.init)

    /// `count` different paragraphs of exactly `length` UTF-16 units, with sentence
    /// capitals and punctuation.
    public static func make(count: Int, length: Int, seed: UInt64 = 42) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var text = ""
            var units = 0
            var startOfSentence = true
            while units < length {
                var word = words[Int(generator.next() % UInt64(words.count))]
                if startOfSentence { word = word.prefix(1).uppercased() + word.dropFirst() }
                let roll = generator.next() % 12
                word += roll == 0 ? ". " : roll == 1 ? ", " : " "
                startOfSentence = roll == 0
                text += word
                units += word.utf16.count
            }
            return String(decoding: Array(text.utf16.prefix(length)), as: UTF16.self)
        }
    }
}
