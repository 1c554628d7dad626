/// Varied Latin paragraphs for the cold-layout measurements of
/// Benchmarks/peers/layout_peers.py: prose whose words rarely repeat (made of random
/// syllables, among a few common words), URLs, e-mail addresses, numbers, dates, times and
/// prices, the same for a seed in every run. Unlike ``SampleParagraphs`` (drawn from about
/// 150 words), a layout cache that starts empty finds few of these words.
public enum VariedParagraphs {
    /// The common words among the made-up ones (about one word in three).
    static let commonWords = "the of and to in is that it for on are as with at be this from or by not"
        .split(separator: " ").map(String.init)
    static let consonants = Array("bcdfghjklmnprstvwz").map(String.init) + ["ch", "sh", "th", "st", "tr", "pl"]
    static let vowels = Array("aeiouy").map(String.init) + ["ea", "ou", "ai"]
    static let domains = ["com", "org", "net", "io", "de", "co.uk"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `count` different paragraphs of exactly `length` UTF-16 units (every character is
    /// one unit), with sentence capitals and punctuation.
    public static func make(count: Int, length: Int, seed: UInt64 = 42) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var text = ""
            var startOfSentence = true
            while text.utf16.count < length {
                var item = Self.item(&generator)
                if startOfSentence, item.allSatisfy(\.isLetter), let first = item.first {
                    item = first.uppercased() + item.dropFirst()
                }
                let roll = generator.next() % 10
                item += roll == 0 ? ". " : roll == 1 ? ", " : " "
                startOfSentence = roll == 0
                text += item
            }
            return String(decoding: Array(text.utf16.prefix(length)), as: UTF16.self)
        }
    }

    /// One word, number, address, date or price.
    static func item(_ generator: inout SplitMix64) -> String {
        switch generator.next() % 40 {
        case 0..<12: return pick(commonWords, &generator)
        case 12..<30: return word(&generator)
        case 30, 31: return url(&generator)
        case 32: return word(&generator) + "." + word(&generator) + "@" + word(&generator) + "."
            + pick(domains, &generator)
        case 33, 34: return number(&generator)
        case 35: return date(&generator)
        case 36: return "\(generator.next() % 24):" + twoDigits(generator.next() % 60)
        default: return price(&generator)
        }
    }

    /// A made-up word of one to four syllables.
    static func word(_ generator: inout SplitMix64) -> String {
        var word = ""
        for _ in 0...(generator.next() % 4) {
            word += pick(consonants, &generator) + pick(vowels, &generator)
        }
        if generator.next() % 3 == 0 { word += pick(consonants, &generator) }
        return word
    }

    static func url(_ generator: inout SplitMix64) -> String {
        let scheme = generator.next() % 2 == 0 ? "https://" : "https://www."
        var url = scheme + word(&generator) + "." + pick(domains, &generator)
        for _ in 0..<(generator.next() % 3) { url += "/" + word(&generator) }
        if generator.next() % 2 == 0 { url += "/" + word(&generator) + "-\(generator.next() % 10_000)" }
        if generator.next() % 3 == 0 { url += "?id=\(generator.next() % 1_000_000)" }
        return url
    }

    static func number(_ generator: inout SplitMix64) -> String {
        switch generator.next() % 4 {
        case 0: return "\(generator.next() % 100)"
        case 1: return grouped(generator.next() % 10_000_000)
        case 2: return "\(generator.next() % 1000).\(generator.next() % 100)"
        default: return "\(generator.next() % 100)%"
        }
    }

    static func date(_ generator: inout SplitMix64) -> String {
        let year = 1990 + generator.next() % 40, month = 1 + generator.next() % 12, day = 1 + generator.next() % 28
        switch generator.next() % 3 {
        case 0: return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
        case 1: return "\(twoDigits(day))/\(twoDigits(month))/\(year)"
        default: return "\(months[Int(month - 1)]) \(day), \(year)"
        }
    }

    static func price(_ generator: inout SplitMix64) -> String {
        let currency = pick(["$", "€", "£"], &generator)
        return currency + grouped(generator.next() % 100_000) + "." + twoDigits(generator.next() % 100)
    }

    /// `value` with a comma between groups of three digits.
    static func grouped(_ value: UInt64) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    static func twoDigits(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func pick(_ values: [String], _ generator: inout SplitMix64) -> String {
        values[Int(generator.next() % UInt64(values.count))]
    }
}
