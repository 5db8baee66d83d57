import SpringKit
import SpringRequests
import SpringTuning
import Testing

/// How a curve fit starts from what the curve says, and a target fit's assembly.
struct FitRequestTests {
    @Test func dataThatReturnsToItsStartIsFittedToItsFarthestValue() throws {
        // A curve from 0 out to 1.2 and back to 0: its target is the farthest value, fitted too.
        let times = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]
        let values = [0, 0.5, 1.0, 1.2, 0.8, 0.3, 0]
        let request = try CurveFitRequest(curve: .samples(try FitSamples(times: times, values: values)))
        let fitter = request.fitter()
        #expect(fitter.from == values[0])
        #expect(fitter.to == values.max())
        #expect(fitter.free.contains(.to))
        let given = try CurveFitRequest(curve: .samples(try FitSamples(times: times, values: values)), to: 0.5).fitter()
        #expect(given.to == 0.5 && !given.free.contains(.to))
    }

    @Test func freeNamesAreReadOnceAndAnUnknownOneIsRefused() throws {
        let curve = CurveFitRequest.Curve.samples(try FitSamples(times: [0, 0.1, 0.2, 0.3], values: [0, 0.6, 0.95, 1]))
        let request = try CurveFitRequest(curve: curve, free: ["damping", "stiffness"], to: 1)
        #expect(request.free == [.damping, .stiffness])
        #expect(request.fitter().free == [.damping, .stiffness])
        #expect(try CurveFitRequest(curve: curve).free == nil)
        // Data without a target given: the target is freed too, after the names given.
        #expect(try CurveFitRequest(curve: curve, free: ["velocity"]).fitter().free == [.velocity, .to])
        #expect { try CurveFitRequest(curve: curve, free: ["stiffness", "bogus"]) } throws: { error in
            guard let error = error as? RequestError else { return false }
            return error.kind == .usage && error.message.parts.contains(.field(.fit(.freeParameter)))
                && error.description == "invalid free parameter 'bogus': must be among stiffness, damping, mass, velocity, to for physical"
        }
        #expect(throws: RequestError.self) { try CurveFitRequest(curve: curve, family: .swiftui, free: ["stiffness"]) }
    }

    @Test func aMatchedSpringGivesItsMotionMassAndFixedValues() throws {
        let setup = SpringSetup(spring: try Spring(mass: 2, stiffness: 300, damping: 20),
                                motion: try Motion(from: 3, to: 7, initialVelocity: 1.5), family: .physical, label: "matched")
        let fitter = try CurveFitRequest(curve: .match(setup, solver: nil, duration: nil), free: ["damping"]).fitter()
        #expect(fitter.from == 3 && fitter.to == 7)
        #expect(fitter.mass == 2 && fitter.velocity == 1.5)
        #expect(fitter.fixed[.stiffness] == 300)
        #expect(throws: RequestError.self) { try CurveFitRequest(curve: .match(setup, solver: nil, duration: 61)) }
        #expect(throws: RequestError.self) { try CurveFitRequest(curve: .match(setup, solver: nil, duration: nil), family: .swiftui, stiffness: 3) }
    }

    @Test func aTargetFitMeetsItsTargetsAndKeepsThemOnAnyStep() throws {
        let targets = FitTargets(settlingTime: 0.4, overshootPercent: 5)
        let fit = try TargetFitRequest(targets: targets, from: 10, to: 30).fit()
        let metrics = try SpringResponse(spring: fit.spring, motion: fit.motion).metrics()
        #expect(fit.motion.from == 10 && fit.motion.to == 30)
        #expect(abs((metrics.settlingTime ?? 0) - 0.4) <= 1e-12)
        #expect(abs((metrics.overshootPercent ?? 0) - 5) <= 1e-10)
        #expect(try TargetFitRequest(targets: targets, family: .swiftui).fit().family == .swiftui)
        #expect(throws: RequestError.self) { try SpringFamily.fitFamily(named: "jnw") }
    }
}
