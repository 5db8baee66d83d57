import Testing
import SpringKit
@testable import SpringTuning

@Suite struct SweepGridTests {
    func grid(_ params: [String], constraints: [String] = [], family: SpringFamily = .physical) throws -> SweepGrid {
        try SweepGrid(family: family,
                      axes: params.map { try SweepAxis.parse($0, family: family) },
                      constraints: constraints.map { try SweepConstraint.parse($0, family: family) })
    }

    @Test func lastAxisVariesFastest() throws {
        let grid = try grid(["k=100,200", "m=1", "c=1,2,3"])
        #expect(grid.rowCount == 6)
        #expect(grid.columns == [.stiffness, .mass, .damping])
        let rows = (0..<6).map(grid.point(at:))
        #expect(rows == [[100, 1, 1], [100, 1, 2], [100, 1, 3], [200, 1, 1], [200, 1, 2], [200, 1, 3]])
    }

    /// A heatmap finds a row's cell from its index (issue 12: it searched along both axes,
    /// O(axis length) per row with a `pow` per step on log axes).
    @Test func axisIndexMatchesTheRowsValues() throws {
        let grid = try self.grid(["k=50...1000:log:7", "m=1,2", "c=5...60:log:5", "to=1"])
        for row in 0..<grid.rowCount {
            let point = grid.point(at: row)
            for position in grid.axes.indices {
                let index = grid.axisIndex(position, ofRow: row)
                let axis = grid.axes[position]
                #expect(axis.value(at: index) == point[position], "row \(row) axis \(position)")
                // The first index holding that value: the cell the linear search found.
                #expect((0..<axis.count).first { axis.value(at: $0) == point[position] } == index)
            }
        }
        let big = try self.grid(["k=1...1000:1000", "c=1...1000:log:1000"])
        #expect(big.axisIndex(0, ofRow: 999_999) == 999 && big.axisIndex(1, ofRow: 999_999) == 999)
        #expect(big.axisIndex(0, ofRow: 123_456) == 123 && big.axisIndex(1, ofRow: 123_456) == 456)
    }

    @Test func constraintFollowsItsSource() throws {
        let grid = try grid(["k=100,300"], constraints: ["c=k", "to=0.01*c"])
        #expect(grid.columns == [.stiffness, .damping, .to])
        #expect(grid.point(at: 1) == [300, 300, 3])
        let star = try SweepConstraint.parse("damping=stiffness*0.5", family: .physical)
        #expect(star.factor == 0.5 && star.source == .stiffness && star.target == .damping)
    }

    @Test func setupUsesDefaultsAndMotionKeys() throws {
        let plain = try grid(["k=100", "c=10"])
        let (spring, motion) = try plain.setup(for: plain.point(at: 0))
        #expect(spring == (try Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(motion == .unitStep)
        let moving = try grid(["k=100", "c=10", "from=2", "to=4", "velocity=3", "mass=2"])
        let (heavy, motion2) = try moving.setup(for: moving.point(at: 0))
        #expect(heavy.mass == 2)
        #expect(motion2.from == 2 && motion2.to == 4 && motion2.absoluteVelocity == 6)
    }

    @Test func invalidPointThrowsNamingTheParameter() throws {
        let grid = try grid(["k=0...10:3", "c=1"])
        #expect { try grid.setup(for: grid.point(at: 0)) } throws: { "\($0)".contains("stiffness") }
        #expect(throws: Never.self) { try grid.setup(for: grid.point(at: 1)) }
    }

    static let bad: [([String], [String], String)] = [
        (["k=1", "c=1", "stiffness=2"], [], "at most once"),
        (["k=1"], [], "damping"),
        (["k=1", "c=1"], ["c=k"], "damping is"),
        (["k=1"], ["c=mass"], "mass is not"),
        (["k=1", "c=1", "velocity=1", "absoluteVelocity=1"], [], "not both"),
        (["k=1...2:3037000500", "c=1...2:3037000500", "m=1...2:3"], [], "points"),
    ]

    @Test(arguments: bad)
    func badGridsAreRefused(_ params: [String], _ constraints: [String], _ mention: String) {
        #expect { _ = try grid(params, constraints: constraints) } throws: { "\($0)".contains(mention) }
    }

    @Test func badConstraints() {
        for (text, mention) in [("c", "KEY=OTHER"), ("c=", "KEY=OTHER"), ("c=2", "as a parameter"), ("c=x*y", "number"),
                                ("c=c", "different"), ("wobble=k", "wobble"), ("c=k*2*3", "KEY=OTHER")] {
            #expect(performing: { _ = try SweepConstraint.parse(text, family: .physical) },
                    throws: { "\($0)".contains(mention) })
        }
    }

    @Test(arguments: [1, 2, 3, 7, 10, 11, 1000])
    func shardsAreContiguousDisjointAndCoverEveryRow(_ rowCount: Int) throws {
        for count in [1, 2, 3, 4, 7, 13] {
            var next = 0
            for index in 0..<count {
                let rows = try SweepShard(index: index, count: count).rows(of: rowCount)
                #expect(rows.lowerBound == next)
                #expect(rows.count == rowCount / count || rows.count == rowCount / count + 1)
                next = rows.upperBound
            }
            #expect(next == rowCount)
        }
    }

    @Test func shardOfAHugeGridDoesNotOverflow() throws {
        let rows = try SweepShard(index: 2, count: 3).rows(of: Int.max)
        #expect(rows.upperBound == Int.max)
        // ⌊(2⁶³ − 1)·2/3⌋ = 2·⌊(2⁶³ − 1)/3⌋ + ⌊2·((2⁶³ − 1) mod 3)/3⌋, and 2⁶³ − 1 ≡ 1 (mod 3).
        #expect(rows.lowerBound == 2 * (Int.max / 3))
    }

    @Test func shardParsing() throws {
        #expect(try SweepShard.parse("0/1") == .whole)
        #expect(try SweepShard.parse("2/3").index == 2)
        for text in ["3/3", "4/3", "0/0", "-1/3", "1", "a/b", "1/3/4", "", "1/ 3"] {
            #expect(throws: SpringError.self) { try SweepShard.parse(text) }
        }
    }
}
