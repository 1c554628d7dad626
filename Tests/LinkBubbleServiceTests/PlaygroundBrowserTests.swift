import Foundation
import HTTPTypes
import LinkBubbleTestSupport
import Testing

/// Chromium's path, when installed.
private let chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The playground in headless Chromium (Debian's `chromium`, which
/// `scripts/ensure-system-packages` installs): the page loads its settings from the
/// address or takes a person's input (a slider, a click on a word), and shows the image
/// `/v1/render` returns for the job it shows.
@Suite(.enabled(if: chromiumPath != nil, "needs chromium"))
struct PlaygroundBrowserTests {

    /// The page's text, and the middle of "LinkBubble" (characters 9 to 19) in it at width
    /// 200, in the text image's points.
    static func linkBubbleMiddle(_ client: HTTPTestClient) async throws -> (x: Double, y: Double) {
        let text = "Read the LinkBubble notes at example.com/wrap-path before you tune the bubble style of your links."
        let rects = try await post(
            client, "rects", #"{"text": "\#(text)", "width": 200, "size": 17, "range": [9, 19]}"#)
        let found = try JSONSerialization.jsonObject(with: Data(bytes(rects))) as? [String: Any]
        let rect = try #require((found?["rects"] as? [[Double]])?.first)
        return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
    }

    /// Settings and a pick given in the address, as a shared link gives them.
    @Test func aPickedWordAtANewWidthIsTheImageRenderReturns() async throws {
        try await withServer { client in
            let port = client.port
            let (x, y) = try await Self.linkBubbleMiddle(client)
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

    /// A person's session, through the DevTools protocol: the page opens, the width slider
    /// moves to 200 (its input event, as dragging fires it), and a mouse press and release
    /// on "LinkBubble" picks the word; the text image shown is then the one `/v1/render`
    /// returns for the job the page shows.
    @Test func aClickedWordAtANewWidthIsTheImageRenderReturns() async throws {
        try await withServer { client in
            let port = client.port
            let (x, y) = try await Self.linkBubbleMiddle(client)
            let chromium = try #require(chromiumPath)
            let (job, etag) = try await onOwnThread { () throws -> (String, String) in
                let browser = try DevToolsPipe(
                    chromium: chromium,
                    arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1100,900"])
                try browser.open("http://127.0.0.1:\(port)/#mode=outline")
                try browser.waitUntil("document.body.dataset.started === 'true'")
                let shownJob = "JSON.parse(document.getElementById('text-image').dataset.job || '{}')"
                #expect(try browser.evaluate("\(shownJob).range.join()") as? String == "0,4", "the first word, before the click")
                try browser.evaluate(
                    "(() => { const width = document.getElementById('width'); width.value = 200;"
                        + " width.dispatchEvent(new Event('input', { bubbles: true })); })()")
                try browser.waitUntil("\(shownJob).width === 200")
                let corner = try #require(
                    try browser.evaluate(
                        "(() => { const image = document.getElementById('text-image'); image.scrollIntoView();"
                            + " const box = image.getBoundingClientRect(); return [box.left, box.top]; })()") as? [Double])
                try browser.click(x: corner[0] + x, y: corner[1] + y)
                try browser.waitUntil("\(shownJob).range.join() === '9,19'")
                let job = try #require(try browser.evaluate("document.getElementById('text-image').dataset.job") as? String)
                let etag = try #require(try browser.evaluate("document.getElementById('text-image').dataset.etag") as? String)
                return (job, etag)
            }
            let rendered = try await post(client, "render", job, headers: [.accept: "image/png"])
            #expect(rendered.status == .ok)
            #expect(rendered.headers[.eTag] == etag)
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
        return try await onOwnThread {
            try process.run()
            defer { process.waitUntilExit() }
            return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
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
