/// `count` copies of an ASCII character, made as bytes: `String(repeating:count:)`
/// appends one copy at a time, which takes seconds for the tens of millions of characters
/// of a limit test in a debug build.
package func repeatedASCII(_ character: Unicode.Scalar, count: Int) -> String {
    String(decoding: [UInt8](repeating: UInt8(ascii: character), count: count), as: UTF8.self)
}
