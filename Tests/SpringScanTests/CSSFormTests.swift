import Foundation
import SpringKit
import Testing
@testable import SpringScan

/// CSS `linear()` easings: the one SpringTune's own CSS exporter wrote for mass 1, stiffness
/// 170, damping 15 over 948 ms (46 stops, max error 0.001) is fitted back to that spring; short
/// and non-spring easings, comments and strings give nothing.
@Suite struct CSSFormTests {
    @Test func exportedSpringIsFittedBack() {
        for (file, line, column) in [("App/styles/card.css", 3, 51), ("App/styles/theme.scss", 4, 20)] {
            let finding = Fixture.finding(file, line, column)
            #expect(finding?.api == "CSS linear()")
            #expect(finding?.value(of: "duration") == 0.948)
            #expect(finding?.value(of: "stops") == 46)
            // The easing is rounded to 4 digits and simplified to within 0.001 of the curve.
            Fixture.expectSpring(finding, stiffness: 170, damping: 15, tolerance: 5e-3)
            #expect((finding?.value(of: "fitRMSError") ?? 1) < 1e-3)
        }
    }

    @Test func onlySpringsWithEnoughStops() {
        #expect(Fixture.findings(in: "App/styles/card.css").count == 1)
        #expect(Fixture.findings(in: "App/styles/theme.scss").count == 1)
    }

    @Test func stopPositions() {
        // CSS Easing 2: missing positions spread evenly; a position below an earlier one is raised.
        let easing = LinearEasing(stops: [(0, []), (0.5, [0.2]), (0.7, []), (0.9, []), (1, [0.8, 0.1]), (1, [])])
        #expect(easing?.progresses.map { ($0 * 1e12).rounded() / 1e12 } == [0, 0.2, 0.4, 0.6, 0.8, 0.8, 1])
        #expect(easing?.values == [0, 0.5, 0.7, 0.9, 1, 1, 1])
        #expect(easing?.stopCount == 6)
        // Raised before the gaps are filled: the run between 0.2 and a raised 0.2 stays at 0.2.
        #expect(LinearEasing(stops: [(0, [0.2]), (0.5, []), (1, [0.1])])?.progresses == [0.2, 0.2, 0.2])
    }

    @Test func withoutADurationTimesAreFractions() {
        let samples = (0...40).map { i -> String in
            let t = Double(i) / 40
            let x = 1 - exp(-8 * t) * (1 + 8 * t)
            return String(format: "%.6f %.4f%%", x, t * 100)
        }
        let findings = Fixture.scan(".a { transition-timing-function: linear(\(samples.joined(separator: ", "))); }", .css)
        #expect(findings.count == 1)
        // The critically damped curve 1 − e^(−ωt)(1 + ωt) with ω = 8 per unit of duration.
        Fixture.expectSpring(findings.first, stiffness: 64, damping: 16, tolerance: 1e-4)
        #expect(findings.first?.notes.contains { $0.contains("1 s assumed") } == true)
    }
}
