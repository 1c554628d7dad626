import LinkBubbleCommandLine
import Testing

/// `bench`'s numbers as it prints them, without timing anything.
@Suite struct BenchReportTests {
    @Test(arguments: [
        (0.5, "0.5 ns"), (999, "999 ns"), (1_000, "1 µs"), (12_345, "12.3 µs"), (999_999, "1000 µs"), (2.5e6, "2.5 ms"),
        (3.14159e9, "3.14 s"),
    ])
    func durationsHaveThreeSignificantDigits(nanoseconds: Double, text: String) {
        #expect(BenchReport.duration(nanoseconds) == text)
    }

    @Test func percentilesAreByNearestRank() {
        let measurement = BenchMeasurement(name: "union", samples: (1...10).map(Double.init), result: [])
        #expect(measurement.percentile(50) == 5)
        #expect(measurement.percentile(99) == 10)
        #expect(measurement.percentile(0) == 1)
    }

    @Test func operationsAreNamedOnceEach() throws {
        #expect(try BenchOperationGroup.parse("mask, union") == [.mask, .union])
        #expect(throws: (any Error).self) { try BenchOperationGroup.parse("union,union") }
        #expect(throws: (any Error).self) { try BenchOperationGroup.parse("union,") }
    }
}
