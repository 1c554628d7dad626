import LinkBubbleJSON

#if canImport(Glibc)
    import Glibc
#endif

/// A random `linkbubble batch` job stream through the tool's streaming reader
/// (`BatchJobStream`, library `LinkBubbleJSON`) and each line it gives through the job
/// decoder (`BatchJob(line:)`): valid jobs, malformed lines, byte order marks, blank
/// lines, runs longer than a small line limit, NULs, carriage returns and raw bytes, with
/// or without a last newline. The stream arrives through a socket in pieces; after each
/// piece the reader takes what has arrived without waiting, then waits for the rest. What
/// it gives must be the stream's lines as a plain split reads them: blank lines and a
/// leading byte order mark skipped, and the first line over the limit refused, with
/// nothing after it.
enum BatchStreamTarget {
    static func run(_ input: inout FuzzInput) {
        let limit = input.choice(64) + 1
        var stream: [UInt8] = []
        for _ in 0..<(input.choice(32) + 1) {
            stream += fragment(&input)
        }
        var pieces: [Int] = []
        var left = stream.count
        while left > 0 {
            let size = min(left, input.choice(48) + 1)
            pieces.append(size)
            left -= size
        }
        let read = readInPieces(stream, pieces: pieces, limit: limit)
        let expected = split(stream, limit: limit)
        guard read == expected else {
            fatalError("the stream reader gave \(read) where the lines are \(expected), limit \(limit), stream \(stream)")
        }
        for case .job(let line) in read {
            _ = try? BatchJob(line: line)
        }
    }

    /// One piece of a job stream, chosen by the input.
    private static func fragment(_ input: inout FuzzInput) -> [UInt8] {
        switch input.choice(10) {
        case 0: Array(#"{"command":"mask","text":"abc","range":[0,2],"out":"a.pgm"}"#.utf8)
        case 1: Array(#"{"command":"render","text":"Tap example.com","range":"4:15","scale":3}"#.utf8)
        case 2: Array(#"{"command":"mask","text":"\u0000""#.utf8)
        case 3: [0xEF, 0xBB, 0xBF]
        case 4: [0x0A]
        case 5: [0x0D, 0x0A]
        case 6: [0x20, 0x09]
        case 7: [0x00]
        case 8: [UInt8](repeating: 0x61, count: input.choice(128) + 1)
        default: input.bytes(count: input.choice(16))
        }
    }

    /// What the reader gives of `stream` written in `pieces` into a socket it reads.
    private static func readInPieces(_ stream: [UInt8], pieces: [Int], limit: Int) -> [BatchJobStream.Next] {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            fatalError("no socket pair: \(errno)")
        }
        defer { close(ends[0]) }
        var reader = BatchJobStream(descriptor: ends[0], maximumLineBytes: limit)
        var read: [BatchJobStream.Next] = []
        var offset = 0
        var ended = false
        // Until the reader stops reading (past a line over the limit): a few kilobytes
        // in all, which the socket's buffer takes without blocking while it is read.
        for size in pieces where !ended {
            let written = stream[offset..<offset + size].withUnsafeBytes { send(ends[1], $0.baseAddress!, size, 0) }
            guard written == size else { fatalError("a piece of the stream was not written: \(errno)") }
            offset += size
            while true {
                let next = reader.next(waiting: false)
                if next == .notReady { break }
                if next == .end {
                    ended = true
                    break
                }
                read.append(next)
            }
        }
        close(ends[1])
        while true {
            let next = reader.next(waiting: true)
            if next == .end { return read }
            read.append(next)
        }
    }

    /// The job lines of `stream` by a plain split: the reference the reader must match.
    private static func split(_ stream: [UInt8], limit: Int) -> [BatchJobStream.Next] {
        var lines = stream.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }  // the stream's last newline
        var result: [BatchJobStream.Next] = []
        for (index, line) in lines.enumerated() {
            guard line.count <= limit else {
                result.append(.unreadable(JSONInputError("the JSON input is larger than the limit of \(limit) bytes")))
                break
            }
            let text = index == 0 && line.starts(with: [0xEF, 0xBB, 0xBF]) ? line.dropFirst(3) : line
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            result.append(.job(String(decoding: text, as: UTF8.self)))
        }
        return result
    }
}
