/// Reads the tokens of SVG path data (SVG 1.1 grammar, section 8.3.9): command letters,
/// numbers (`-1.5e3`, `.5`, numbers run together as in `1.5.5` or `10-5`) and arc flags,
/// with whitespace and commas between them.
struct SVGPathScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Skips whitespace and commas.
    mutating func skipSeparators() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x2C].contains(bytes[position]) { position += 1 }
    }

    var isAtEnd: Bool {
        mutating get {
            skipSeparators()
            return position >= bytes.count
        }
    }

    /// The command letter here, if the next token is one (not consumed).
    mutating func peekCommand() -> UInt8? {
        skipSeparators()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        return Self.commands.contains(byte) ? byte : nil
    }

    /// Whether the next token starts a number.
    mutating func atNumber() -> Bool {
        skipSeparators()
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        return (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }

    mutating func command() throws(SVGPathDataError) -> UInt8 {
        guard let command = peekCommand() else { throw error("expected a command letter such as M, L, C or Z") }
        position += 1
        return command
    }

    /// A finite number.
    mutating func number() throws(SVGPathDataError) -> Double {
        skipSeparators()
        let start = position
        if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
        let integerDigits = digits()
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == 0x2E {
            position += 1
            fractionDigits = digits()
        }
        guard integerDigits + fractionDigits > 0 else {
            position = start
            throw error("expected a number")
        }
        if position < bytes.count, bytes[position] | 0x20 == 0x65 {
            let mark = position
            position += 1
            if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
            if digits() == 0 { position = mark }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            position = start
            throw SVGPathDataError(token: String(text.prefix(32)), offset: start, reason: "not a finite number")
        }
        return value
    }

    /// An arc flag: `0` or `1`, which needs no separator after it.
    mutating func flag() throws(SVGPathDataError) -> Bool {
        skipSeparators()
        guard position < bytes.count, bytes[position] == 0x30 || bytes[position] == 0x31 else {
            throw error("expected an arc flag, 0 or 1")
        }
        position += 1
        return bytes[position - 1] == 0x31
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
        return position - start
    }

    /// An error naming the token at the current position: up to the next separator (and,
    /// for a token that starts like a number, the next command letter), at most 32 bytes.
    func error(_ reason: String) -> SVGPathDataError {
        var end = position
        let isNumeric = position < bytes.count && (bytes[position] < 0x41)
        while end < bytes.count, end - position < 32, ![0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x2C].contains(bytes[end]) {
            end += 1
            if isNumeric, end < bytes.count, Self.commands.contains(bytes[end]), bytes[end] | 0x20 != 0x65 { break }
        }
        // Whole UTF-8 characters only.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return SVGPathDataError(
            token: String(decoding: bytes[position..<end], as: UTF8.self), offset: position, reason: reason)
    }

    static let commands: Set<UInt8> = Set("MmZzLlHhVvCcSsQqTtAa".utf8)
}
