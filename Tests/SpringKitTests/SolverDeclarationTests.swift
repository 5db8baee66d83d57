import SpringKit
import Testing

/// `Solver` as a registry: each solver declared beside its renderer, `allCases` the one list.
@Suite struct SolverDeclarationTests {
    /// The registry's order is the order outputs list the solvers in: it must not change.
    @Test func allCasesKeepTheirOrderAndNames() {
        #expect(Solver.allCases.map(\.rawValue) == [
            "exact", "euler", "verlet", "rk4", "dopri", "jnw", "swiftui", "pop", "rebound", "rebound-js",
            "react-spring", "motion", "android", "flutter", "flutter-fling", "svelte", "anime", "reanimated",
            "reanimated3",
        ])
        #expect(Set(Solver.allCases.map(\.displayName)).count == Solver.allCases.count)
    }

    /// Every name finds its solver; an unknown name finds none.
    @Test func rawValuesRoundTrip() {
        for solver in Solver.allCases {
            #expect(Solver(rawValue: solver.rawValue) == solver)
            #expect(solver.description == solver.rawValue)
        }
        #expect(Solver(rawValue: "reboundJS") == nil && Solver(rawValue: "") == nil)
    }

    /// Each solver's renderer draws for that solver, and the spellings the old enum had remain.
    @Test func eachRendererBelongsToItsSolver() {
        for solver in Solver.allCases { #expect(solver.renderer.solver == solver, "\(solver)") }
        #expect(Solver.reactSpring.rawValue == "react-spring" && Solver.reanimated.displayName == "Reanimated 4")
        #expect(Solver.dopri.displayName == "Dormand–Prince" && Solver.swiftui.displayName == "SwiftUI (clamped)")
    }

    /// The metrics' engine durations take their titles from the registry: a solver's display
    /// name, or the rule's own title.
    @Test func engineDurationTitlesComeFromTheirDescriptions() {
        #expect(MetricKey.engineDurations.map(\.metric.label) == [
            "Core Animation duration", "Motion duration", "JNW duration", "WebKit duration", "Compose duration",
        ])
        #expect(EngineDuration.stated(by: .motion) == EngineDuration(.motion))
        #expect(EngineDuration.stated(by: .exact) == nil)
    }
}
