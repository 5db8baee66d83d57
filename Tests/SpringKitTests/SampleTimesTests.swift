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

/// `solve` streams its rows through ``Solver/renderInChunks(_:motion:count:time:chunkSize:_:)``:
/// the same numbers as one render, piece by piece (issue 12: 20 M samples held 5.6 GB).
@Suite struct SolverChunkTests {
    @Test(arguments: [Solver.exact, .rk4, .pop, .jnw, .dopri])
    func chunksConcatenateToTheWholeCurve(solver: Solver) throws {
        let spring = try Spring(mass: 1, stiffness: 300, damping: 10)
        let motion = try Motion(from: 0, to: 1, absoluteVelocity: 2)
        let count = 1001
        let time = { (i: Int) in Double(i) * 0.0015 }
        let whole = solver.render(spring, motion: motion, times: (0..<count).map(time))
        for chunkSize in [1, 7, 1000, 1001, 5000] {
            var times: [Double] = [], positions: [Double] = [], velocities: [Double] = []
            var pieces = 0
            solver.renderInChunks(spring, motion: motion, count: count, time: time, chunkSize: chunkSize) { curve in
                #expect(curve.times.count <= chunkSize && curve.solver == solver)
                times += curve.times; positions += curve.positions; velocities += curve.velocities
                pieces += 1
            }
            #expect(pieces == (count + chunkSize - 1) / chunkSize)
            #expect(times == whole.times)
            // Bit for bit (NaN-free here): the same arithmetic in the same order.
            #expect(positions.map(\.bitPattern) == whole.positions.map(\.bitPattern), "\(solver) chunk \(chunkSize)")
            #expect(velocities.map(\.bitPattern) == whole.velocities.map(\.bitPattern), "\(solver) chunk \(chunkSize)")
        }
    }
}
