import Foundation
import HTTPTypes
import LinkBubbleService
import Testing

@testable import linkbubble

/// Each endpoint answers what the tool's command writes for the same options.
@Suite struct ServiceEndpointTests {
    static let job = #"{"text": "Read the notes at example.com today", "range": [18, 29], "width": 200}"#

    /// The bytes `linkbubble render` writes for `arguments`, and its JSON line.
    static func rendered(_ arguments: [String]) throws -> (image: [UInt8], summary: [UInt8]) {
        var image: [UInt8] = []
        let summary = try RenderCommand.parse(arguments).execute { bytes, _ in image = bytes }
        return (image, summary)
    }

    @Test func renderAnswersThePNGTheToolWrites() async throws {
        let expected = try Self.rendered([
            "--text", "Read the notes at example.com today", "--range", "18:29", "--width", "200", "--out", "image.png",
        ])
        try await withServer { client in
            let response = try await post(client, "render", Self.job)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(bytes(response) == expected.image)
            #expect(response.headers[LinkBubbleServer.summaryField] == String(decoding: expected.summary, as: UTF8.self))
        }
    }

    @Test func acceptChoosesSVGAndTheJobsFormatWins() async throws {
        try await withServer { client in
            let svg = try await post(client, "render", Self.job, headers: [.accept: "image/svg+xml"])
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml")
            #expect(text(svg).hasPrefix("<svg"))
            let png = try await post(
                client, "render", #"{"text": "a link", "range": [2, 6], "format": "png"}"#,
                headers: [.accept: "image/svg+xml"])
            #expect(png.headers[.contentType] == "image/png")
            #expect(bytes(png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test func maskLayoutRectsAndPathAnswer() async throws {
        try await withServer { client in
            let mask = try await post(client, "mask", Self.job)
            #expect(mask.status == .ok)
            #expect(mask.headers[.contentType] == "image/png")
            let layout = try await post(client, "layout", #"{"text": "one two three", "width": 60}"#)
            #expect(layout.status == .ok)
            #expect(layout.headers[.contentType] == "application/json")
            #expect(text(layout).hasPrefix(#"{"lines":["#))
            let rects = try await post(client, "rects", Self.job)
            #expect(text(rects).hasPrefix(#"{"characterRange":[18,29]"#))
            let path = try await post(client, "path", #"{"rects": "[[0, 0, 40, 10], [0, 10, 20, 10]]"}"#)
            #expect(text(path).hasPrefix(#"{"bubbles":"#))
            let svg = try await post(client, "path", #"{"rects": "[[0, 0, 40, 10]]", "format": "svg"}"#)
            #expect(svg.headers[.contentType] == "image/svg+xml")
        }
    }

    @Test func annotateDrawsOnADataURLImageAndWebPIsAnswered() async throws {
        try await withServer { client in
            let screenshot = try await post(client, "render", Self.job)
            let url = "data:image/png;base64," + Data(bytes(screenshot)).base64EncodedString()
            let job = #"{"image": "\#(url)", "rects": "[[10, 10, 60, 20]]", "mode": "outline"}"#
            let annotated = try await post(client, "annotate", job)
            #expect(annotated.status == .ok, "\(text(annotated))")
            #expect(annotated.headers[.contentType] == "image/png")
            #expect(annotated.headers[LinkBubbleServer.summaryField]?.contains(#""bubbles":1"#) == true)
            let webp = try await post(client, "annotate", job, headers: [.accept: "image/webp"])
            #expect(webp.headers[.contentType] == "image/webp")
            #expect(bytes(webp).starts(with: Array("RIFF".utf8)))
            let path = try await post(client, "annotate", #"{"image": "/etc/passwd", "rects": "[[0, 0, 1, 1]]"}"#)
            #expect(path.status.code == 400)
            let none = try await post(client, "annotate", #"{"rects": "[[0, 0, 1, 1]]"}"#)
            #expect(try errorCode(none) == "invalid-job")
        }
    }

    @Test func animateAnswersAnimatedWebPAPNGOrSVG() async throws {
        try await withServer { client in
            let job = #"{"text": "see example.com", "range": [4, 15], "kind": "bounce", "fps": 10}"#
            let webp = try await post(client, "animate", job)
            #expect(webp.status == .ok, "\(text(webp))")
            #expect(webp.headers[.contentType] == "image/webp")
            #expect(webp.headers[LinkBubbleServer.summaryField]?.contains(#""out":"image.webp""#) == true)
            let apng = try await post(client, "animate", job, headers: [.accept: "image/png"])
            #expect(apng.headers[.contentType] == "image/apng")
            let svg = try await post(client, "animate", job, headers: [.accept: "image/svg+xml"])
            #expect(svg.headers[.contentType] == "image/svg+xml")
            let keyframes = try await post(client, "animate", #"{"text": "a", "range": [0, 1], "keyframes": "/tmp/k.json"}"#)
            #expect(keyframes.status.code == 400)
        }
    }

    @Test func rectsFindsTheLinkUnderAPoint() async throws {
        try await withServer { client in
            let job = #"{"text": "go to example.com now", "link": [{"range": [6, 17], "value": "x"}], "at": [60, 10]}"#
            let response = try await post(client, "rects", job)
            #expect(text(response).contains(#""characterRange":[6,17]"#))
            #expect(text(response).contains(#""link":"x""#))
        }
    }

    @Test func healthzMetricsAndThePlayground() async throws {
        try await withServer { client in
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(text(health) == #"{"status":"ok"}"#)
            _ = try await post(client, "layout", #"{"text": "x"}"#)
            let metrics = try await client.execute(uri: "/metrics", method: .get)
            #expect(text(metrics).contains("linkbubble_requests_total"))
            #expect(text(metrics).contains("linkbubble_request_duration_seconds"))
            #expect(text(metrics).contains("linkbubble_queue_length"))
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(text(page).contains("/v1/rects"))
        }
    }
}
