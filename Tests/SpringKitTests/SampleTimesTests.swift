import Testing
@testable import SpringKit

/// Counts of uniform sample times are checked before conversion to Int (issue 12: 1e16 s at
/// 1 ms, or 1 s at 1e-300 s, trapped).
@Suite struct SampleTimesTests {
    @Test func countsIncludeBothEnds() throws {
        #expect(try SampleTimes.count(through: 1, step: 0.1, limit: 100) == 11)
        #expect(try SampleTimes.count(through: 0, step: 0.001, limit: 100) == 1)
        #expect(try SampleTimes.uniform(through: 0.5, step: 0.25, limit: 10) == [0, 0.25, 0.5])
        #expect(try SampleTimes.count(through: 2, step: 0.001, limit: 2001) == 2001)
    }

    @Test(arguments: [(1e16, 0.001), (1.0, 1e-300), (1e308, Double.leastNonzeroMagnitude), (1e150, 0.001), (2.0, 0.0009)])
    func countsBeyondTheLimitThrowNamingIt(end: Double, step: Double) {
        #expect(throws: SpringError.self) { _ = try SampleTimes.count(through: end, step: step, limit: 2001) }
        do {
            _ = try SampleTimes.count(through: end, step: step, limit: 2001)
        } catch {
            #expect(error.parameter == "sample count")
            #expect(error.description.contains("at most 2001"), "\(error)")
        }
    }

    @Test(arguments: [(1.0, 0.0), (1.0, -1.0), (1.0, Double.nan), (1.0, Double.infinity), (-1.0, 0.1), (Double.nan, 0.1)])
    func invalidStepsOrEndsThrow(end: Double, step: Double) {
        #expect(throws: SpringError.self) { _ = try SampleTimes.count(through: end, step: step, limit: 1000) }
    }
}
