import Foundation
import HTTPTypes
import Testing

/// Chromium's path, when installed.
private let chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The playground in headless Chromium (Debian's `chromium`, which
/// `scripts/ensure-system-packages` installs): the page loads its settings from the
/// address, picks a word at a point as a click does, and shows the image `/v1/render`
/// returns for the job it shows.
@Suite(.enabled(if: chromiumPath != nil, "needs chromium"))
struct PlaygroundBrowserTests {

    @Test func aPickedWordAtANewWidthIsTheImageRenderReturns() async throws {
        try await withServer { client in
            let port = client.port
            // The middle of "LinkBubble" (characters 9 to 19) in the page's text at width 200.
            let text = "Read the LinkBubble notes at example.com/wrap-path before you tune the bubble style of your links."
            let rects = try await post(
                client, "rects", #"{"text": "\#(text)", "width": 200, "size": 17, "range": [9, 19]}"#)
            let found = try JSONSerialization.jsonObject(with: Data(bytes(rects))) as? [String: Any]
            let rect = try #require((found?["rects"] as? [[Double]])?.first)
            let (x, y) = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
            let address = "http://127.0.0.1:\(port)/#width=200&mode=outline&pick=\(x),\(y)"

            let dom = try await Self.runChromium(["--dump-dom", address])
            let job = try #require(Self.attribute("data-job", of: "text-image", in: dom))
            let etag = try #require(Self.attribute("data-etag", of: "text-image", in: dom))
            let shown = try #require(try JSONSerialization.jsonObject(with: Data(job.utf8)) as? [String: Any])
            #expect(shown["width"] as? Double == 200)
            #expect(shown["range"] as? [Int] == [9, 19])
            #expect(shown["mode"] as? String == "outline")
            let rendered = try await post(client, "render", job, headers: [.accept: "image/png"])
            #expect(rendered.status == .ok)
            #expect(rendered.headers[.eTag] == etag)

            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(port).png")
            defer { try? FileManager.default.removeItem(at: screenshot) }
            _ = try await Self.runChromium(["--window-size=1100,700", "--screenshot=\(screenshot.path)", address])
            let png = try Data(contentsOf: screenshot)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)
        }
    }

    /// Runs headless Chromium with `arguments` (after it has run the page's script for
    /// up to 10 s of virtual time) and returns what it printed.
    static func runChromium(_ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromiumPath))
        process.arguments = headlessFlags + arguments
        let output = Pipe()
        (process.standardOutput, process.standardError) = (output, FileHandle.nullDevice)
        return try await withCheckedThrowingContinuation { continuation in
            // Waiting for the process blocks: on a thread of its own, not one of the test pool's.
            Thread {
                continuation.resume(with: Result {
                    try process.run()
                    defer { process.waitUntilExit() }
                    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                })
            }.start()
        }
    }

    /// Headless, as root (no sandbox), without a GPU, scroll bars or first-run pages; the
    /// page's script runs for up to 10 s of virtual time before the dump or screenshot.
    static let headlessFlags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--virtual-time-budget=10000",
    ]

    /// The value of `name` on the element whose id is `id`, in serialized HTML.
    static func attribute(_ name: String, of id: String, in html: String) -> String? {
        guard let element = html.range(of: "id=\"\(id)\"") else { return nil }
        let start = html[..<element.lowerBound].lastIndex(of: "<") ?? element.lowerBound
        let tag = html[start...].prefix { $0 != ">" }
        guard let value = tag.range(of: " \(name)=\"") else { return nil }
        let raw = tag[value.upperBound...].prefix { $0 != "\"" }
        return raw.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
