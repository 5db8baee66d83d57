import SpringKit
import Testing

/// The one vocabulary of metrics (`MetricKey`) and of frame rates (`FrameRate`).
@Suite struct MetricKeyTests {
    /// Every step-response key reads the `SpringMetrics` property of its name, found by
    /// reflection (not by the key's own mapping), for springs of every regime.
    @Test(arguments: [(170.0, 26.0), (100.0, 20.0), (100.0, 60.0), (300.0, 2.0)])
    func responseKeysReadTheMetricsOfTheirName(stiffness: Double, damping: Double) throws {
        let spring = try Spring(mass: 1, stiffness: stiffness, damping: damping)
        let response = SpringResponse(spring: spring, motion: .unitStep)
        let metrics = try response.metrics(band: .standard, rest: try RestThresholds(restDelta: 0.001, restSpeed: 0.001))
        let properties = Dictionary(uniqueKeysWithValues: Mirror(reflecting: metrics).children.compactMap { child in
            child.label.map { ($0, child.value) }
        })
        for key in MetricKey.responseMetrics {
            let property = try #require(properties[key.key], "\(key) is not a SpringMetrics property")
            let expected: Double? = switch property {
            case let value as Double?: value
            case let value as Int?: value.map(Double.init)
            default: nil
            }
            #expect(key.value(in: metrics, of: spring) == expected, "\(key)")
        }
        // The spring's own values.
        #expect(MetricKey.dampingRatio.value(in: metrics, of: spring) == spring.dampingRatio)
        #expect(MetricKey.naturalFrequency.value(in: metrics, of: spring) == spring.naturalFrequency)
        #expect(MetricKey.regime.value(in: metrics, of: spring) == nil)
    }

    /// Keys are unique; times are in seconds and percentages in %, as tables print them.
    @Test func keysAreUniqueAndUnitsFollowTheirKind() {
        let all: [MetricKey] = MetricKey.responseMetrics + [.dampingRatio, .naturalFrequency, .regime, .mass, .stiffness, .damping,
                                                              .initialVelocity, .absoluteVelocity, .from, .to, .band, .bandWidth, .solver]
        #expect(Set(all.map(\.key)).count == all.count)
        for key in all where key.kind == .time { #expect(key.unit == "s", "\(key)") }
        for key in all where key.kind == .percent { #expect(key.unit == "%", "\(key)") }
        #expect(MetricKey.engineDurations.map(\.metric.key) == ["coreAnimation", "motion", "jnw", "webkit", "compose"])
        #expect(MetricKey.engineDurations.allSatisfy { $0.metric.unit == "s" && $0.metric.label.hasSuffix(" duration") })
        #expect(MetricKey.settlingTime.member(of: "exact", labelPrefix: "exact ").key == "exact.settlingTime")
    }

    /// (0, 10000] Hz, finite: the bounds themselves, just past them, and what is not a number.
    @Test func frameRatesAreCheckedOnce() throws {
        for hertz in [1e-300, 0.5, 60, 120, 9999.999, 10_000] { #expect(FrameRate(hertz: hertz)?.hertz == hertz, "\(hertz)") }
        for hertz in [0, -0.0, -60, 10_000.000001, 1e300, .infinity, -.infinity, .nan] { #expect(FrameRate(hertz: hertz) == nil, "\(hertz)") }
        #expect(FrameRate.allowed.description == "(0, 10000]")
        #expect(try #require(FrameRate(hertz: 50)).frameInterval == 0.02)
        // Svelte's frame rate follows the same rule, with its message.
        #expect(throws: SpringError.self) { try SpringSpec.parse("svelte:stiffness=0.15,damping=0.8,frameRate=10001").resolved() }
        _ = try SpringSpec.parse("svelte:stiffness=0.15,damping=0.8,frameRate=10000").resolved()
    }
}
