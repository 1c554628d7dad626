/// Mixed-script paragraphs for the system-fallback benchmarks: words of English, Japanese,
/// Chinese, Korean, Hindi, Thai, Bengali, Tamil, Georgian, Armenian, Arabic and Russian,
/// and emoji, the same for a seed in every run.
public enum MixedScriptParagraphs {
    /// The words the paragraphs are drawn from.
    public static let words = [
        "link", "preview", "bubble", "layout", "日本語", "リンク", "プレビュー", "中文", "链接", "预览", "한국어", "링크",
        "हिन्दी", "लिंक", "पूर्वावलोकन", "ภาษาไทย", "ลิงก์", "বাংলা", "লিঙ্ক", "தமிழ்", "இணைப்பு", "ქართული",
        "Հայերեն", "سلام", "ссылка", "😀", "👍🏽", "🇯🇵", "❤️",
    ]

    /// `count` different paragraphs of exactly `length` UTF-16 units (never cut inside a
    /// surrogate pair: a paragraph ends at a word's end or in the padding spaces).
    public static func make(count: Int, length: Int, seed: UInt64 = 42) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var text = ""
            var units = 0
            while true {
                let word = words[Int(generator.next() % UInt64(words.count))] + " "
                guard units + word.utf16.count <= length else { break }
                text += word
                units += word.utf16.count
            }
            return text + String(repeating: " ", count: length - units)
        }
    }
}
