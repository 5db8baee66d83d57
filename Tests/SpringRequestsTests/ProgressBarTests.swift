import SpringIO
import SpringKit
import SpringTuning
import Testing
import SpringRequests

/// The sweep's progress line: bar, percent, grouped counts, rate and ETA, each written out
/// by hand from the progress given.
@Suite struct ProgressBarTests {
    @Test func aThirdOfTheWayWithRateAndETA() {
        // 310,000 of 1,000,000 rows in 1.24 s: 250,000 rows/s, 690,000 rows left = 2.76 s → 0:03.
        let progress = SweepProgress(completed: 310_000, total: 1_000_000, elapsed: .milliseconds(1240))
        let line = ProgressBar.line(progress, label: "sweep", width: 20)
        #expect(line == "sweep [██████░░░░░░░░░░░░░░]  31.0%  310,000/1,000,000 rows  250k rows/s  ETA 0:03")
    }

    @Test func theStartHasNoRateAndTheEndAFullBar() {
        let start = ProgressBar.line(SweepProgress(completed: 0, total: 8, elapsed: .zero), label: "s", width: 4)
        #expect(start == "s [░░░░]   0.0%  0/8 rows")
        let end = ProgressBar.line(SweepProgress(completed: 8, total: 8, elapsed: .seconds(2)), label: "s", width: 4)
        #expect(end.hasPrefix("s [████] 100.0%  8/8 rows  4 rows/s"))
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (100_000, "100,000")])
    func countsAreGroupedByThousands(value: Int, text: String) {
        #expect(NumberStyle.grouped(value) == text)
    }

    @Test(arguments: [(12.0, "12"), (1500.0, "1.5k"), (25_000.0, "25k"), (3_400_000.0, "3.4M"), (2.5e9, "2.5G")])
    func ratesAreCompact(rate: Double, text: String) {
        #expect(ProgressBar.compact(rate) == text)
    }

    @Test(arguments: [(6.2, "0:07"), (723.0, "12:03"), (11045.0, "3:04:05"), (Double.infinity, "--:--"), (Double.nan, "--:--")])
    func remainingTimeReadsAsAClock(seconds: Double, text: String) {
        #expect(ProgressBar.clock(seconds) == text)
    }
}
