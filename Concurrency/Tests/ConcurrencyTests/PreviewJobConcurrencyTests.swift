import Foundation
import Testing

@testable import LinkBubble

/// Layouts, renders and batch-like jobs (layout, bubbles, PNG, SVG and mask of one
/// preview) from many threads at once, on fonts and layout caches they all share.
///
/// Every job's result from the threads must equal the same job run alone; run under
/// ThreadSanitizer (as `scripts/test` runs this package), any data race in the fonts
/// (FreeType faces, HarfBuzz fonts, glyph outline caches), the layout caches or the
/// renderers is reported.
@Suite struct PreviewJobConcurrencyTests {
    /// Everything a job produces, compared byte for byte.
    struct JobResult: Equatable, Sendable {
        var lines: [Range<Int>]
        var lineRects: [Rect]
        var bubblePath: String
        var png: [UInt8]
        var svg: String
        var mask: [UInt8]
    }

    /// One job: a gallery sample at a width, in one of two fonts.
    struct Job: Sendable {
        var sample: _PreviewGallery.Sample
        var width: Double
        var font: Font?
    }

    /// The gallery's samples at two widths, in the bundled chain and in a font loaded
    /// from bytes (DejaVu Sans, which every thread then shares).
    static func jobs() throws -> [Job] {
        let dejaVu = try Font(
            bytes: Array(Data(contentsOf: RepositoryFonts.repository.appendingPathComponent("Fonts/DejaVuSans.ttf"))))
        return _PreviewGallery.samples.prefix(4).flatMap { sample in
            [Job(sample: sample, width: sample.width, font: nil), Job(sample: sample, width: 140, font: dejaVu)]
        }
    }

    /// Runs `job` with `cache`: layout, preview, PNG, SVG and mask.
    static func run(_ job: Job, cache: LayoutCache) throws -> JobResult {
        var (text, range) = try job.sample.linkedText()
        if let font = job.font {
            try text.modifyAttributes(in: 0..<text.length) { $0.font = font }
        }
        let layout = try LayoutManager(text: text, container: TextContainer(width: job.width), cache: cache)
        let preview = try LinkPreview(layout: layout, characterRange: range, style: .ios)
        let appearance = _PreviewGallery.appearance(scale: 1)
        return JobResult(
            lines: layout.lineFragments.map(\.characterRange), lineRects: preview.lineRects,
            bubblePath: preview.bubblePath.svgPathData, png: try preview.renderPreview(appearance).png(),
            svg: try preview.svg(appearance), mask: try preview.mask(scale: 1).bitmap.pixels)
    }

    @Test func jobsOnSharedFontsAndCachesGiveTheResultsTheyGiveAlone() throws {
        let jobs = try Self.jobs()
        let alone = try jobs.map { try Self.run($0, cache: LayoutCache()) }
        // Eight threads, each running every job in its own order, on two shared caches
        // (one small enough to evict while others read).
        let caches = [LayoutCache(), LayoutCache(capacity: 8)]
        let threadCount = 8
        // An NSLock, not a Mutex: ThreadSanitizer sees NSLock's pthread mutex, but not the
        // futex calls that hand a contended Mutex over (InternalUtilities' PthreadMutex).
        let resultsLock = NSLock()
        nonisolated(unsafe) var results: [(job: Int, result: Result<JobResult, any Error>)] = []
        let finished = DispatchGroup()
        for thread in 0..<threadCount {
            finished.enter()
            Thread {
                defer { finished.leave() }
                for step in 0..<jobs.count {
                    let index = (step * (2 * thread + 1) + thread) % jobs.count
                    let result = Result { try Self.run(jobs[index], cache: caches[(thread + step) % caches.count]) }
                    resultsLock.withLock { results.append((index, result)) }
                }
            }.start()
        }
        finished.wait()
        let gathered = resultsLock.withLock { results }
        #expect(gathered.count == threadCount * jobs.count)
        for (index, result) in gathered {
            #expect(try result.get() == alone[index], "job \(index) (\(jobs[index].sample.name), width \(jobs[index].width))")
        }
    }

    @Test func tasksShareOneCacheAndOneFont() async throws {
        let jobs = try Self.jobs()
        let alone = try jobs.map { try Self.run($0, cache: LayoutCache()) }
        let cache = LayoutCache()
        let results = try await withThrowingTaskGroup(of: (Int, JobResult).self) { group in
            for round in 0..<4 {
                for index in jobs.indices {
                    let job = jobs[(index + round) % jobs.count]
                    group.addTask { ((index + round) % jobs.count, try Self.run(job, cache: cache)) }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4 * jobs.count)
        for (index, result) in results { #expect(result == alone[index], "job \(index)") }
        #expect(cache.statistics.hits > 0, "the tasks shared the cache")
    }
}
