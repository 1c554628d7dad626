import HTTPTypes
import LinkBubbleService
import Testing

@testable import LinkBubbleService

/// Same input, same bytes: ETags, `If-None-Match` and the cache.
@Suite struct ServiceCachingTests {
    static let job = #"{"text": "see example.com", "range": [4, 15]}"#

    @Test func theETagIsStrongAndStableAndIfNoneMatchGives304() async throws {
        try await withServer { client in
            let first = try await post(client, "render", Self.job)
            let second = try await post(client, "render", Self.job)
            let tag = try #require(first.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.count == 66)
            #expect(second.headers[.eTag] == tag)
            #expect(bytes(first) == bytes(second))
            let svg = try await post(client, "render", Self.job, headers: [.accept: "image/svg+xml"])
            #expect(svg.headers[.eTag] != tag)
            let other = try await post(client, "render", #"{"text": "see example.org", "range": [4, 15]}"#)
            #expect(other.headers[.eTag] != tag)
            for ifNoneMatch in [tag, "\"x\", \(tag)", "W/\(tag)", "*"] {
                let notModified = try await post(client, "render", Self.job, headers: [.ifNoneMatch: ifNoneMatch])
                #expect(notModified.status == .notModified)
                #expect(notModified.headers[.eTag] == tag)
                #expect(notModified.body.isEmpty)
            }
            let modified = try await post(client, "render", Self.job, headers: [.ifNoneMatch: "\"x\""])
            #expect(modified.status == .ok)
        }
    }

    @Test func theCacheAnswersTheSameBytesAndCountsHits() async throws {
        try await withServer({ $0.cacheBytes = 1 << 20 }) { client in
            let first = try await post(client, "render", Self.job)
            let second = try await post(client, "render", Self.job)
            #expect(bytes(first) == bytes(second))
            #expect(first.headers[LinkBubbleServer.summaryField] == second.headers[LinkBubbleServer.summaryField])
            let metrics = try await client.execute(uri: "/metrics", method: .get)
            #expect(text(metrics).contains("linkbubble_cache_hits_total"))
        }
    }

    @Test func theCacheEvictsTheLeastRecentlyUsed() {
        let cache = ResponseCache(byteLimit: 100)
        let answer = ServiceAnswer(body: [UInt8](repeating: 0, count: 30), contentType: "x")
        cache.store(answer, for: "a")
        cache.store(answer, for: "b")
        cache.store(answer, for: "c")
        #expect(cache.answer(for: "a") != nil)
        cache.store(answer, for: "d")
        #expect(cache.answer(for: "b") == nil)
        #expect(cache.answer(for: "a") != nil && cache.answer(for: "c") != nil && cache.answer(for: "d") != nil)
        #expect(cache.storedBytes <= 100)
        cache.store(ServiceAnswer(body: [UInt8](repeating: 0, count: 200), contentType: "x"), for: "big")
        #expect(cache.answer(for: "big") == nil)
    }

    @Test func sha256MatchesTheStandardsVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func summariesAreASCIIInTheHeader() {
        #expect(JSONString.asciiEscaped(Array(#"{"link":"é😀"}"#.utf8)) == #"{"link":"\u00e9\ud83d\ude00"}"#)
        #expect(JSONString.quoted("a\"b\n") == #""a\"b\u000a""#)
    }
}
