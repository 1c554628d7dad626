/// What a request got wrong, or why the service cannot answer it now: sent as
/// `{"error": {"code": CODE, "message": MESSAGE}}` with ``status``.
package struct ServiceError: Error, Sendable, Equatable {
    /// The HTTP status code.
    package var status: Int
    /// A stable, machine-readable code, such as `invalid-job` or `limit-exceeded`.
    package var code: String
    /// One line for a person.
    package var message: String

    /// An error of `status`, `code` and `message`.
    package init(status: Int, code: String, message: String) {
        (self.status, self.code, self.message) = (status, code, message)
    }

    /// 400: the body is not JSON, or not a job of the endpoint.
    package static func invalidJob(_ message: String) -> ServiceError {
        ServiceError(status: 400, code: "invalid-job", message: message)
    }

    /// 422: the job is well formed but exceeds a limit (README, "Limits") or cannot be done.
    package static func limitExceeded(_ message: String) -> ServiceError {
        ServiceError(status: 422, code: "limit-exceeded", message: message)
    }

    /// 422: the job is well formed but its values cannot be laid out or drawn.
    package static func unprocessable(_ message: String) -> ServiceError {
        ServiceError(status: 422, code: "unprocessable", message: message)
    }

    /// 413: the body is longer than the limit.
    static func bodyTooLarge(limit: Int) -> ServiceError {
        ServiceError(status: 413, code: "body-too-large", message: "the body is larger than the limit of \(limit) bytes")
    }

    /// 503: the queue is full.
    static let busy = ServiceError(status: 503, code: "busy", message: "every worker is busy and the queue is full; retry later")

    /// 503: the job ran past the deadline.
    static func deadlineExceeded(_ deadline: Duration) -> ServiceError {
        ServiceError(
            status: 503, code: "deadline-exceeded",
            message: "the job took longer than the limit of \(deadline.components.seconds) seconds")
    }

    /// 404: no such endpoint.
    static func notFound(_ path: String) -> ServiceError {
        ServiceError(status: 404, code: "not-found", message: "no endpoint at \(path)")
    }

    /// 405: `path` takes only `allowed`, not `method`.
    static func methodNotAllowed(_ method: String, path: String, allowed: String) -> ServiceError {
        ServiceError(
            status: 405, code: "method-not-allowed", message: "\(path) takes \(allowed), not \(method)")
    }

    /// The JSON body: `{"error":{"code":...,"message":...}}`.
    var json: [UInt8] {
        Array("{\"error\":{\"code\":\(JSONString.quoted(code)),\"message\":\(JSONString.quoted(message))}}".utf8)
    }
}

/// JSON strings for the service's own small documents.
enum JSONString {
    /// `text` as a JSON string, every character outside printable ASCII escaped, so the
    /// result is ASCII (safe in a header).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: result += "\\u" + hex4(unit)
            }
        }
        return result + "\""
    }

    /// JSON `bytes` (UTF-8) with every non-ASCII character escaped as `\uXXXX`: outside
    /// strings JSON is ASCII, so only string contents change, and the text means the same.
    static func asciiEscaped(_ bytes: [UInt8]) -> String {
        var result = ""
        for unit in String(decoding: bytes, as: UTF8.self).utf16 {
            if unit < 0x80 {
                result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                result += "\\u" + hex4(unit)
            }
        }
        return result
    }

    /// `unit` as four lowercase hexadecimal digits.
    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
