import SpringKit
import SpringReport
import SpringTuning
import Testing

/// A fit's record names each value once: the fitted family's values sit beside the spring's
/// own (`mass`, `stiffness`, `damping`, `dampingRatio`…) without repeating a key, so a JSON
/// reader that keeps the first or the last of a repeated key cannot read the wrong one.
@Suite struct FitReportKeyTests {
    /// The exact curve of `spring` from 0 to 1, sampled every 0.05 s over 1 s.
    private func samples(of spring: Spring) throws -> FitSamples {
        let response = SpringResponse(spring: spring, motion: try Motion(from: 0, to: 1))
        let times = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }
        return try FitSamples(times: times, values: times.map { response.position(at: $0) })
    }

    /// The keys of the record in order, and the number each holds.
    private func fields(_ fit: SpringFit) -> [(key: String, value: Double?)] {
        FitReport.record(fit).fields.map { field in
            if case .number(let value) = field.cell { return (field.key, value) }
            return (field.key, nil)
        }
    }

    @Test(arguments: [SpringFamily.android, .anime, .flutter, .motion, .reanimated, .pop, .origami])
    func noKeyIsRepeated(_ family: SpringFamily) throws {
        let spring = try Spring(mass: 1, stiffness: 200, damping: 12)
        let fit = try CurveFitter(samples: try samples(of: spring), from: 0, to: 1, family: family).fit()
        let keys = fields(fit).map(\.key)
        #expect(Set(keys).count == keys.count, "\(family): \(keys)")
    }

    @Test func androidsStiffnessAtAnotherMassIsNamedForAndroid() throws {
        // Android's stiffness is k/m: at mass 2 the spring's stiffness is 200 and Android's 100.
        let spring = try Spring(mass: 2, stiffness: 200, damping: 12)
        let fit = try CurveFitter(samples: try samples(of: spring), from: 0, to: 1, family: .android, mass: 2).fit()
        var values: [String: Double] = [:]
        for field in fields(fit) { if let value = field.value { values[field.key] = value } }
        let stiffness = try #require(values["stiffness"]), androidStiffness = try #require(values["android.stiffness"])
        #expect(abs(stiffness / 200 - 1) < 1e-9)
        #expect(abs(androidStiffness / 100 - 1) < 1e-9)
        // ζ = 12 / (2·√(2·200)) = 0.3, the same number in both places: written once.
        let ratio = try #require(values["dampingRatio"])
        #expect(abs(ratio / 0.3 - 1) < 1e-9)
        #expect(values["android.dampingRatio"] == nil)
    }
}
