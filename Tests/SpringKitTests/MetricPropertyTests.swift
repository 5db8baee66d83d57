import SpringTestSupport
import Foundation
import Testing
@testable import SpringKit

/// One random spring and step, drawn over wide ranges: stiffness 1…1e6 and mass 0.01…100
/// log-uniform, ζ 0.01…50 log-uniform, normalised velocity ±20, both step directions.
/// `from` and `to` are multiples of 2⁻¹⁰ so that shifting them by an integer is exact.
struct RandomSpringCase: Sendable, CustomTestStringConvertible {
    let index: Int
    let mass: Double
    let stiffness: Double
    let dampingRatio: Double
    let damping: Double
    let from: Double
    let to: Double
    let velocity: Double
    /// A shift for the translation-invariance property (an integer, so exact).
    let shift: Double
    /// A factor for the scale-invariance property.
    let factor: Double

    static let seed: UInt64 = 0x5EED_5EED_2026_0001
    static let count = 200

    static let all: [RandomSpringCase] = {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let mass = rng.logUniform(0.01, 100)
            let stiffness = rng.logUniform(1, 1e6)
            let zeta = rng.logUniform(0.01, 50)
            let damping = 2 * zeta * (stiffness * mass).squareRoot()
            let from = (Double.random(in: -20...20, using: &rng) * 1024).rounded() / 1024
            let magnitude = max(1, (rng.logUniform(0.1, 100) * 1024).rounded()) / 1024
            let to = Bool.random(using: &rng) ? from + magnitude : from - magnitude
            let velocity = Double.random(in: -20...20, using: &rng)
            let shift = Double(Int.random(in: -1000...1000, using: &rng))
            let factor = rng.logUniform(0.01, 100)
            return RandomSpringCase(index: index, mass: mass, stiffness: stiffness, dampingRatio: zeta,
                                    damping: damping, from: from, to: to, velocity: velocity,
                                    shift: shift, factor: factor)
        }
    }()

    var testDescription: String {
        "#\(index) m=\(mass) k=\(stiffness) c=\(damping) (ζ=\(dampingRatio)) \(from)→\(to) v0=\(velocity)"
    }

    func response(from: Double? = nil, to: Double? = nil) throws -> SpringResponse {
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        let motion = try Motion(from: from ?? self.from, to: to ?? self.to, initialVelocity: velocity)
        return SpringResponse(spring: spring, motion: motion)
    }

    var step: Double { to - from }
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var velocityScale: Double { naturalFrequency * step.magnitude + (velocity * step).magnitude }
}

/// Metric invariants over random springs (seeded property tests).
@Suite("Metric properties (seeded)")
struct MetricPropertyTests {
    /// Times after `settle` at which the band must hold: uniform up to 2·T, geometric up to
    /// 50·T, and for an oscillating spring 40 half-periods at a quarter of a half-period,
    /// so no extremum among them is skipped.
    static func timesAfter(_ settle: Double, spring: Spring) -> [Double] {
        var times: [Double] = (1...400).map { settle + settle * Double($0) / 400 }
        var t = settle * 2
        while t < settle * 50 { t *= 1.02; times.append(t) }
        if spring.regime == .underdamped {
            let h = Double.pi / (4 * spring.dampedFrequency)
            times += (1...160).map { settle + h * Double($0) }
        }
        return times.sorted()
    }

    /// Bisection for a sign change of `f` in [a, b].
    static func bisect(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
        var lo = a, hi = b
        let flo = f(lo)
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if (f(mid) > 0) == (flo > 0) { lo = mid } else { hi = mid }
        }
        return lo + (hi - lo) / 2
    }

    @Test("the band holds after settlingTime and is touched at it", arguments: RandomSpringCase.all)
    func bandHoldsAfterSettling(_ c: RandomSpringCase) throws {
        let response = try c.response()
        let metrics = try response.metrics()
        let settle = try #require(metrics.settlingTime)
        let width = metrics.bandWidth
        #expect(abs(width - 0.02 * c.step.magnitude) <= 1e-15 * c.step.magnitude)
        func error(_ t: Double) -> Double { response.position(at: t) - c.to }

        if settle == 0 {
            #expect(abs(c.from - c.to) <= width)
        } else {
            // Touched at T: |x(T) − to| = band.
            #expect(abs(abs(error(settle)) - width) <= 1e-9 * width,
                    "|x(T) − to| = \(abs(error(settle))), band \(width)")
            // Just before T, outside (T is the last exit, not an arbitrary touching point).
        }
        let times = Self.timesAfter(max(settle, 1e-3 / c.naturalFrequency), spring: response.spring)
        var worst = 0.0, worstTime = settle
        for t in times where abs(error(t)) > worst { worst = abs(error(t)); worstTime = t }
        #expect(worst <= width * (1 + 1e-9), "|x − to| = \(worst) at t = \(worstTime) > band \(width) (T = \(settle))")

        // The extrema after T (velocity sign changes on the grid, bisected) are inside the band.
        var extremaChecked = 0
        for (a, b) in zip(times, times.dropFirst()) {
            let va = response.velocity(at: a), vb = response.velocity(at: b)
            guard va != 0, vb != 0, (va > 0) != (vb > 0) else { continue }
            let t = Self.bisect({ response.velocity(at: $0) }, a, b)
            #expect(abs(error(t)) <= width * (1 + 1e-9), "extremum at \(t): |x − to| = \(abs(error(t))) > band \(width)")
            extremaChecked += 1
        }
        if response.spring.regime == .underdamped, response.spring.dampingRatio < 0.9 {
            #expect(extremaChecked > 0, "an oscillating spring has extrema after T")
        }
    }

    @Test("extrema are extrema", arguments: RandomSpringCase.all)
    func extremaAreExtrema(_ c: RandomSpringCase) throws {
        let response = try c.response()
        let metrics = try response.metrics()
        var extrema = response.leadingExtrema()
        if let peak = metrics.peakTime {
            extrema.append(peak)
            let value = try #require(metrics.peakValue)
            #expect(abs(value - response.position(at: peak)) <= 1e-12 * c.step.magnitude)
            #expect((value - c.to) / c.step > 0, "the peak lies past the target")
        }
        let w0 = c.naturalFrequency
        for t in extrema {
            #expect(t > 0)
            #expect(abs(response.velocity(at: t)) <= 1e-12 * c.velocityScale,
                    "x'(\(t)) = \(response.velocity(at: t))")
            let e = abs(response.position(at: t) - c.to)
            let h = min(1e-3 / w0, t / 2)
            for neighbour in [t - h, t + h] {
                let en = abs(response.position(at: neighbour) - c.to)
                #expect(en <= e + 1e-13 * c.step.magnitude,
                        "|x − to| at \(neighbour) is \(en) > \(e) at the extremum \(t)")
            }
        }
        // Overshoot and undershoot agree with the extremum values.
        let overshoot = try #require(metrics.overshootPercent)
        let undershoot = try #require(metrics.undershootPercent)
        var expectedOver = 0.0, expectedUnder = 0.0
        for t in response.leadingExtrema() {
            let x = response.position(at: t)
            expectedOver = max(expectedOver, 100 * (x - c.to) / c.step)
            expectedUnder = max(expectedUnder, 100 * (c.from - x) / c.step)
        }
        #expect(abs(overshoot - expectedOver) <= 1e-10 * max(1, expectedOver))
        #expect(abs(undershoot - expectedUnder) <= 1e-10 * max(1, expectedUnder))
    }

    /// The three motions compared for invariance: the case itself, shifted by an integer
    /// (exact), and with its step scaled by a factor about `from`.
    static func invarianceMetrics(_ c: RandomSpringCase) throws
        -> (base: SpringMetrics, others: [(String, SpringMetrics, from: Double, to: Double)]) {
        let base = try c.response().metrics()
        let shifted = try c.response(from: c.from + c.shift, to: c.to + c.shift).metrics()
        let scaledTo = c.from + c.factor * c.step
        let scaled = try c.response(from: c.from, to: scaledTo).metrics()
        return (base, [("shifted by \(c.shift)", shifted, c.from + c.shift, c.to + c.shift),
                       ("step scaled by \(c.factor)", scaled, c.from, scaledTo)])
    }

    @Test("times and bounces are invariant under shifting and scaling the step", arguments: RandomSpringCase.all)
    func timeInvariance(_ c: RandomSpringCase) throws {
        let (base, others) = try Self.invarianceMetrics(c)
        for (name, other, _, _) in others {
            expectRelative(other.settlingTime, base.settlingTime, 1e-12, "\(name): settlingTime")
            expectRelative(other.riseTime, base.riseTime, 1e-12, "\(name): riseTime")
            expectRelative(other.peakTime, base.peakTime, 1e-12, "\(name): peakTime")
            expectRelative(other.transientTime, base.transientTime, 1e-12, "\(name): transientTime")
            #expect(other.bounces == base.bounces, "\(name): bounces")
        }
    }

    /// The percentages are properties of e = x − to alone, so they are equal (to 1e-12 of
    /// their size) for every shift and scale of the step, however large |to| is relative to
    /// |to − from|.
    @Test("percentages are invariant under shifting and scaling the step", arguments: RandomSpringCase.all)
    func percentInvariance(_ c: RandomSpringCase) throws {
        let (base, others) = try Self.invarianceMetrics(c)
        for (name, other, from, to) in others {
            expectAbsolute(other.overshootPercent, base.overshootPercent, 1e-12 * max(1, base.overshootPercent ?? 0),
                           "\(name): overshootPercent")
            expectAbsolute(other.undershootPercent, base.undershootPercent, 1e-12 * max(1, base.undershootPercent ?? 0),
                           "\(name): undershootPercent")
            if let peak = base.peakValue, let otherPeak = other.peakValue {
                // The peak value itself is an x: it can only be as exact as x is representable.
                let reach = (peak - c.to) / c.step
                let otherReach = (otherPeak - to) / (to - from)
                let representable = 2 * (c.to.ulp / c.step.magnitude + to.ulp / (to - from).magnitude)
                #expect(abs(otherReach - reach) <= 1e-12 * max(1, abs(reach)) + representable,
                        "\(name): peak reaches \(otherReach) of the step, base \(reach)")
            }
        }
    }

    @Test("reversing the motion mirrors the curve", arguments: RandomSpringCase.all)
    func reversal(_ c: RandomSpringCase) throws {
        let response = try c.response()
        let reversed = SpringResponse(spring: response.spring, motion: response.motion.reversed)
        #expect(reversed.motion.from == c.to && reversed.motion.to == c.from)
        let base = try response.metrics()
        let settle = base.settlingTime ?? 1
        let horizon = max(settle, 1 / c.naturalFrequency) * 1.5
        let positionTolerance = 1e-12 * c.step.magnitude + 4 * (c.from + c.to).ulp
        for j in 0...200 {
            let t = horizon * Double(j) / 200
            let x = response.position(at: t), xr = reversed.position(at: t)
            #expect(abs((xr - c.from) + (x - c.to)) <= positionTolerance, "t = \(t): \(x) and \(xr)")
            #expect(abs(reversed.velocity(at: t) + response.velocity(at: t)) <= 1e-12 * c.velocityScale)
        }
        let mirrored = try reversed.metrics()
        expectSameMetrics(base, mirrored, "reversed")
        if let peak = base.peakValue, let mirroredPeak = mirrored.peakValue {
            #expect(abs((mirroredPeak - c.from) + (peak - c.to)) <= positionTolerance)
        }
    }

    /// Percentages and bounces equal, times equal to 1e-12 relative.
    func expectSameMetrics(_ a: SpringMetrics, _ b: SpringMetrics, _ what: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        expectRelative(b.settlingTime, a.settlingTime, 1e-12, "\(what): settlingTime", sourceLocation: sourceLocation)
        expectRelative(b.riseTime, a.riseTime, 1e-12, "\(what): riseTime", sourceLocation: sourceLocation)
        expectRelative(b.peakTime, a.peakTime, 1e-12, "\(what): peakTime", sourceLocation: sourceLocation)
        expectRelative(b.transientTime, a.transientTime, 1e-12, "\(what): transientTime", sourceLocation: sourceLocation)
        expectAbsolute(b.overshootPercent, a.overshootPercent, 1e-12 * max(1, a.overshootPercent ?? 0),
                       "\(what): overshootPercent", sourceLocation: sourceLocation)
        expectAbsolute(b.undershootPercent, a.undershootPercent, 1e-12 * max(1, a.undershootPercent ?? 0),
                       "\(what): undershootPercent", sourceLocation: sourceLocation)
        #expect(b.bounces == a.bounces, "\(what): bounces", sourceLocation: sourceLocation)
    }
}
