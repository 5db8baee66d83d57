import Testing
@testable import SpringKit
import SpringTestSupport

/// Reanimated's engines (`--solver reanimated`, `reanimated3`): each frame against `withSpring`
/// run as-is under node (Reference/ReanimatedReferenceValues.swift, `frames`), their stopping
/// frames as the engines' durations.
@Suite struct ReanimatedRendererTests {
    /// The spec for a reference row, in the family of its version.
    static func setup(_ row: (version: String, from: Double, to: Double, mass: Double?, stiffness: Double?, damping: Double?,
                              duration: Double?, dampingRatio: Double?, velocity: Double, clamping: Bool, stop: Int,
                              values: [Double], note: String)) throws -> SpringSetup {
        var items = ["from=\(row.from)", "to=\(row.to)", "absoluteVelocity=\(row.velocity)"]
        for (key, value) in [("mass", row.mass), ("stiffness", row.stiffness), ("damping", row.damping),
                             ("duration", row.duration), ("dampingRatio", row.dampingRatio)] {
            if let value { items.append("\(key)=\(value)") }
        }
        let family = row.version == "v4" ? "reanimated" : "reanimated3"
        return try SpringSpec.parse("\(family):" + items.joined(separator: ",")).resolved()
    }

    /// Every frame Reanimated drew, to 1e-12 of the distance, and the frame where it stopped.
    @Test(arguments: ReanimatedReference.frames.indices)
    func framesAreReanimateds(_ index: Int) throws {
        let row = ReanimatedReference.frames[index]
        let setup = try Self.setup(row)
        let solver: Solver = row.version == "v4" ? .reanimated : .reanimated3
        let times = (0...(row.stop + 3)).map { Double($0) / 60 }
        let curve: RenderedCurve
        if row.clamping {
            let renderer = ReanimatedSpringRenderer(version: row.version == "v4" ? .v4 : .v3, overshootClamping: true)
            curve = renderer.render(setup.spring, motion: setup.motion, times: times)
        } else {
            curve = setup.curve(drawnBy: solver, times: times)
        }
        let scale = max(abs(row.to - row.from), 1)
        for (k, value) in row.values.enumerated() {
            #expect(abs(curve.positions[k] - value) <= 1e-12 * scale, "\(row.note): frame \(k) \(curve.positions[k]) vs \(value)")
        }
        for k in row.stop..<times.count { #expect(curve.positions[k] == row.to, "\(row.note): frame \(k)") }
        let duration = try #require(curve.duration, "\(row.note)")
        #expect(abs(duration - Double(row.stop) / 60) < 1e-12, "\(row.note): \(duration)")
        if !row.clamping {
            let engine = EngineDuration(row.version == "v4" ? .reanimated : .reanimated3)
            #expect(engine.duration(of: setup).map { abs($0 - Double(row.stop) / 60) < 1e-12 } == true, "\(row.note)")
        }
    }

    /// An overdamped spring is drawn as the critically damped one of the same ω0 (faster than
    /// the exact overdamped curve), by both versions.
    @Test func overdampedIsDrawnAsCritical() throws {
        let over = try Spring(mass: 1, stiffness: 100, damping: 40)
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
        for version in ReanimatedSpringRenderer.Version.allCases {
            let renderer = ReanimatedSpringRenderer(version: version)
            let times = (0...20).map { Double($0) / 60 }
            let a = renderer.render(over, times: times), b = renderer.render(critical, times: times)
            for k in times.indices { #expect(Tolerance.agree(a.positions[k], b.positions[k], absolute: 1e-12), "\(version) frame \(k)") }
            #expect(a.positions[10] > SpringResponse(spring: over, motion: .unitStep).position(at: 10.0 / 60))
        }
    }

    /// A long frame is cut to 64 ms, as Reanimated cuts it.
    @Test func framesLongerThan64MillisecondsAreCut() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let slow = ReanimatedSpringRenderer(version: .v4, frameInterval: 0.1).render(spring, times: [0, 0.1])
        let exact = SpringResponse(spring: spring, motion: .unitStep).position(at: 0.064)
        #expect(abs(slow.positions[1] - exact) < 1e-12)
    }
}
