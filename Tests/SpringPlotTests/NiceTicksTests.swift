import Testing
import Foundation
import SpringKit
@testable import SpringPlot

@Suite struct NiceTicksTests {
    /// Whether `step` is 1, 2 or 5 times a power of ten.
    static func isOneTwoFive(_ step: Double) -> Bool {
        let exponent = log10(step).rounded(.down)
        let mantissa = step / pow(10, exponent)
        return [1.0, 2.0, 5.0, 10.0].contains { abs(mantissa - $0) < 1e-9 }
    }

    @Test func linearRangesFrom1eMinus4To1e4() {
        for exponent in -4...4 {
            for factor in [1.0, 1.7, 3.3, 7.9] {
                let span = factor * pow(10, Double(exponent))
                for offset in [0.0, -span / 3, 1000 * span, -1] {
                    let ticks = NiceTicks(lower: offset, upper: offset + span)
                    let context = "span \(span) offset \(offset): \(ticks.values) \(ticks.labels)"
                    #expect(Self.isOneTwoFive(ticks.step), "\(context)")
                    #expect((3...12).contains(ticks.values.count), "\(context)")
                    #expect(ticks.values.allSatisfy { $0 >= offset - 1e-9 * span && $0 <= offset + span * (1 + 1e-9) }, "\(context)")
                    // Evenly spaced by the step.
                    for (a, b) in zip(ticks.values, ticks.values.dropFirst()) {
                        #expect(abs((b - a) - ticks.step) < 1e-6 * ticks.step, "\(context)")
                    }
                    // Labels are unique and read back to the values.
                    let labels = ticks.labels
                    #expect(Set(labels).count == labels.count, "\(context)")
                    for (value, label) in zip(ticks.values, labels) {
                        let parsed = Double(label) ?? .nan
                        #expect(abs(parsed - value) <= ticks.step * 1e-6, "\(label) vs \(value); \(context)")
                    }
                    #expect(ticks.niceLower <= offset && ticks.niceUpper >= offset + span)
                }
            }
        }
    }

    @Test func knownCases() {
        let unit = NiceTicks(lower: 0, upper: 1)
        #expect(unit.values == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(unit.labels == ["0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        let tiny = NiceTicks(lower: 0, upper: 1e-4, targetCount: 5)
        #expect(tiny.labels == ["0", "2e-5", "4e-5", "6e-5", "8e-5", "1e-4"])
        let big = NiceTicks(lower: 0, upper: 1e4, targetCount: 5)
        #expect(big.labels == ["0", "2000", "4000", "6000", "8000", "10000"])
        let degenerate = NiceTicks(lower: 3, upper: 3)
        #expect(degenerate.values.contains(3))
    }

    @Test func logarithmicAxes() {
        let wide = NiceTicks(lower: 1e-4, upper: 1e4, scale: .logarithmic, targetCount: 9)
        #expect(wide.values.count == 9)
        #expect(wide.labels == ["1e-4", "0.001", "0.01", "0.1", "1", "10", "100", "1000", "10000"])
        let veryWide = NiceTicks(lower: 1e-4, upper: 1e4, scale: .logarithmic, targetCount: 4)
        #expect(veryWide.values.count <= 5)
        #expect(veryWide.values.allSatisfy { abs(log10($0) - log10($0).rounded()) < 1e-12 })
        let short = NiceTicks(lower: 0.1, upper: 10, scale: .logarithmic)
        #expect(short.labels == ["0.1", "0.2", "0.5", "1", "2", "5", "10"])
        let narrow = NiceTicks(lower: 2, upper: 4, scale: .logarithmic)
        #expect(narrow.values.count >= 3, "\(narrow.values)")
        #expect(narrow.values.allSatisfy { $0 >= 2 && $0 <= 4 })
        for exponent in -4...3 {
            let ticks = NiceTicks(lower: pow(10, Double(exponent)), upper: pow(10, Double(exponent) + 1.5), scale: .logarithmic)
            #expect(ticks.values.count >= 3)
            #expect(Set(ticks.labels).count == ticks.values.count)
            for (value, label) in zip(ticks.values, ticks.labels) {
                #expect(abs((Double(label) ?? .nan) / value - 1) < 1e-9, "\(label) vs \(value)")
            }
        }
    }

    /// Ranges a few units in the last place wide, subnormal or wider than the largest Double
    /// used to loop forever (k += 1 is a no-op past 2⁵³) or trap; they get their two ends.
    @Test(arguments: [
        (1.0, 1.0000000000000002), (1.0, 1.0000000000000004), (-1.0000000000000002, -1.0),
        (1e300, 1e300 * (1 + 4 * Double.ulpOfOne)), (0.0, Double.leastNonzeroMagnitude), (0.0, Double.leastNormalMagnitude),
        (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude), (123456789.0, 123456789.00000003),
    ])
    func narrowAndExtremeRangesFinish(range: (Double, Double)) {
        let (a, b) = range
        for scale in [AxisScale.linear, .logarithmic] where scale == .linear || a > 0 {
            for target in [2, 6, 12] {
                let ticks = NiceTicks(lower: a, upper: b, scale: scale, targetCount: target)
                let context = "\(a)…\(b) \(scale) target \(target): \(ticks.values)"
                #expect(!ticks.values.isEmpty && ticks.values.count <= 20, "\(context)")
                #expect(ticks.values.allSatisfy { $0.isFinite && $0 >= ticks.lower && $0 <= ticks.upper }, "\(context)")
                #expect(zip(ticks.values, ticks.values.dropFirst()).allSatisfy { $0 < $1 }, "\(context)")
                #expect(Set(ticks.labels).count == ticks.values.count, "\(ticks.labels); \(context)")
                #expect(ticks.niceLower <= ticks.lower && ticks.niceUpper >= ticks.upper, "\(context)")
            }
        }
        // Too narrow for 1-2-5 ticks inside: exactly the two ends.
        if b - a <= 4 * a.magnitude.ulp, b > a {
            #expect(NiceTicks(lower: a, upper: b).values == [a, b])
        }
    }
}
