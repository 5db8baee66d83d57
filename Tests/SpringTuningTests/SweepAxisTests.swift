import Foundation
import Testing
import SpringKit
@testable import SpringTuning

/// Axis grammar and values. Expected values are written out by hand
/// (round linear steps, powers of ten for log steps).
@Suite struct SweepAxisTests {
    @Test func fixedValueAndAlias() throws {
        let axis = try SweepAxis.parse("m=2.5", family: .physical)
        #expect(axis.key == .mass)
        #expect(axis.values == .fixed(2.5))
        #expect(axis.count == 1)
        #expect(!axis.isSwept)
        #expect(axis.value(at: 0) == 2.5)
    }

    @Test func listKeepsOrder() throws {
        let axis = try SweepAxis.parse("c=10,20,40,5", family: .physical)
        #expect(axis.key == .damping)
        #expect((0..<axis.count).map(axis.value(at:)) == [10, 20, 40, 5])
    }

    @Test func linearRangeIncludesBothEndsWithRoundSteps() throws {
        let axis = try SweepAxis.parse("damping=5...60:12", family: .physical)
        #expect(axis.count == 12)
        #expect((0..<12).map(axis.value(at:)) == [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60])
        let explicit = try SweepAxis.parse("damping=5...60:lin:12", family: .physical)
        #expect(explicit.values == axis.values)
    }

    @Test func logRangeIsGeometricWithExactEnds() throws {
        let axis = try SweepAxis.parse("stiffness=1...10000:log:5", family: .physical)
        let values = (0..<5).map(axis.value(at:))
        #expect(values.first == 1)
        #expect(values.last == 10000)
        for (value, expected) in zip(values, [1.0, 10, 100, 1000, 10000]) {
            #expect(abs(value - expected) <= 1e-12 * expected)
        }
        let dense = try SweepAxis.parse("stiffness=50...1000:log:200", family: .physical)
        #expect(dense.count == 200)
        #expect(dense.value(at: 0) == 50 && dense.value(at: 199) == 1000)
        let ratios = (1..<200).map { dense.value(at: $0) / dense.value(at: $0 - 1) }
        let expectedRatio = Foundation.pow(20.0, 1.0 / 199)     // (1000/50)^(1/199)
        for ratio in ratios { #expect(abs(ratio - expectedRatio) < 1e-12) }
    }

    @Test func motionKeysAreSweepable() throws {
        for key: SpringParameter in [.from, .to, .velocity, .absoluteVelocity, .mass] {
            #expect(try SweepAxis.parse("\(key)=-1...1:3", family: .physical).key == key)
        }
    }

    @Test func descriptionRoundTrips() throws {
        for text in ["stiffness=50...1000:log:200", "damping=5...60:100", "mass=1", "damping=10,20,40"] {
            #expect(try SweepAxis.parse(text, family: .physical).description == text)
        }
    }

    static let bad: [(String, String)] = [
        ("stiffness=50...10:5", "LO < HI"),
        ("stiffness=10...10:5", "LO < HI"),
        ("stiffness=1...10:1", "at least 2 points"),
        ("stiffness=1...10:0", "at least 2 points"),
        ("stiffness=0...10:log:5", "above 0"),
        ("stiffness=-5...10:log:5", "above 0"),
        ("wobble=1", "wobble"),
        ("K=1", "'K'"),
        ("stiffness", "KEY=V"),
        ("stiffness=", "KEY=V"),
        ("stiffness=1...10", "point count"),
        ("stiffness=1...10:log", "point count"),
        ("stiffness=1...10:x", "'x'"),
        ("stiffness=1...10:sqrt:5", "sqrt"),
        ("stiffness=1...10:-3", "'-3'"),
        ("stiffness=nan", "nan"),
        ("stiffness=1,,2", "empty"),
        ("stiffness=1e400...1e500:3", "1e400"),
        ("stiffness=-1e308...1e308:3", "finite"),
    ]

    @Test(arguments: bad)
    func badAxesAreRefused(_ text: String, _ mention: String) {
        #expect {
            _ = try SweepAxis.parse(text, family: .physical)
        } throws: { error in
            "\(error)".contains(mention)
        }
    }

    @Test func familyKeys() throws {
        #expect(try SweepAxis.parse("duration=0.2...1:5", family: .swiftui).key == .duration)
        #expect(throws: SpringError.self) { try SweepAxis.parse("stiffness=1", family: .swiftui) }
    }
}
