import Foundation
import HTTPTypes
import LinkBubbleTestSupport
import Testing

/// The playground in headless Chromium (Debian's `chromium`, which
/// `scripts/ensure-system-packages` installs): the page loads its settings from the
/// address or takes a person's input (a slider, a click on a word), and shows the image
/// `/v1/render` returns for the job it shows.
@Suite(.enabled(if: HeadlessChromium.path != nil, "needs chromium"))
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
            let (job, etag, png) = try await HeadlessChromium.withPage(address, width: 1100, height: 700) { page in
                try page.waitUntil("document.body.dataset.started === 'true'")
                let image = try #require(
                    try page.evaluate("(() => { const data = document.getElementById('text-image').dataset;"
                        + " return [data.job, data.etag]; })()") as? [String])
                try #require(image.count == 2)
                return (image[0], image[1], try page.screenshot())
            }
            let shown = try #require(try JSONSerialization.jsonObject(with: Data(job.utf8)) as? [String: Any])
            #expect(shown["width"] as? Double == 200)
            #expect(shown["range"] as? [Int] == [9, 19])
            #expect(shown["mode"] as? String == "outline")
            let rendered = try await post(client, "render", job, headers: [.accept: "image/png"])
            #expect(rendered.status == .ok)
            #expect(rendered.headers[.eTag] == etag)
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
            // Checked here, not in the page's closure: that runs on a thread of its own,
            // outside the test's context.
            let (before, job, etag) = try await HeadlessChromium.withPage(
                "http://127.0.0.1:\(port)/#mode=outline", width: 1100, height: 900
            ) { browser in
                try browser.waitUntil("document.body.dataset.started === 'true'")
                let shownJob = "JSON.parse(document.getElementById('text-image').dataset.job || '{}')"
                let before = try browser.evaluate("\(shownJob).range.join()") as? String
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
                return (before, job, etag)
            }
            #expect(before == "0,4", "the first word, before the click")
            let rendered = try await post(client, "render", job, headers: [.accept: "image/png"])
            #expect(rendered.status == .ok)
            #expect(rendered.headers[.eTag] == etag)
        }
    }
}
