import Foundation

/// A page of ``HeadlessChromium``'s browser, for the length of a
/// ``HeadlessChromium/withPage(_:width:height:_:)`` call: JavaScript in it, real input (a
/// mouse press at a point, as a person's click), and screenshots.
package struct BrowserPage {
    private let connection: DevToolsPipe
    private let target: String
    private let session: String

    /// Opens `address` in a new page of `connection`'s browser, with a `width` x `height`
    /// viewport, and waits until its document has loaded.
    init(opening address: String, in connection: DevToolsPipe, width: Int, height: Int) throws(BrowserFailure) {
        let created = try connection.send("Target.createTarget", ["url": "about:blank"], session: nil)
        guard let target = created["targetId"] as? String else { throw BrowserFailure(description: "no target: \(created)") }
        let attached = try connection.send(
            "Target.attachToTarget", ["targetId": target, "flatten": true], session: nil)
        guard let session = attached["sessionId"] as? String else {
            throw BrowserFailure(description: "no session: \(attached)")
        }
        (self.connection, self.target, self.session) = (connection, target, session)
        try connection.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
        let navigated = try connection.send("Page.navigate", ["url": address], session: session)
        if let error = navigated["errorText"] as? String { throw BrowserFailure(description: "\(address): \(error)") }
        try waitUntil("document.readyState === 'complete' && location.href !== 'about:blank'")
    }

    /// Closes the page.
    func close() {
        _ = try? connection.send("Target.closeTarget", ["targetId": target], session: nil)
    }

    /// The value of the JavaScript `expression` in the page (awaited when it is a promise).
    @discardableResult
    package func evaluate(_ expression: String) throws(BrowserFailure) -> Any? {
        let result = try connection.send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
            session: session)
        if let exception = result["exceptionDetails"] { throw BrowserFailure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (JavaScript) is true in the page, for at most `seconds`; a
    /// condition that throws (the page's document not there yet) is not true yet.
    package func waitUntil(_ condition: String, seconds: Double = 30) throws(BrowserFailure) {
        let end = Date().addingTimeInterval(seconds)
        while try evaluate("(() => { try { return Boolean(\(condition)); } catch { return false; } })()") as? Bool != true {
            guard Date() < end else { throw BrowserFailure(description: "not true within \(seconds) s: \(condition)") }
            usleep(50_000)
        }
    }

    /// Presses and releases the left mouse button at (`x`, `y`) in the page's viewport.
    package func click(x: Double, y: Double) throws(BrowserFailure) {
        for type in ["mousePressed", "mouseReleased"] {
            try connection.send(
                "Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1],
                session: session)
        }
    }

    /// A PNG of the page's viewport.
    package func screenshot() throws(BrowserFailure) -> Data {
        let shot = try connection.send("Page.captureScreenshot", ["format": "png"], session: session)
        guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw BrowserFailure(description: "no screenshot")
        }
        return png
    }
}
