import Foundation
import SpringIO
import SpringKit
import SpringTuning

/// A one-line progress bar with rate and ETA, redrawn in place on stderr.
///
/// Draws at most ten times a second; ``finish()`` clears the line. The sweep
/// command makes one only when stderr is a terminal and its quiet flag is not given.
public final class ProgressBar {
    private let label: String
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false
    private let clock = ContinuousClock()

    /// A bar named `label` (`sweep`), not drawn yet.
    public init(label: String) {
        self.label = label
    }

    /// Redraws the line for `progress`, at most every 100 ms (always when it is complete).
    public func update(_ progress: SweepProgress) {
        let now = clock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), progress.completed < progress.total { return }
        lastDraw = now
        drawn = true
        Standard.errorRaw("\r" + Self.line(progress, label: label) + "\u{1B}[K")
    }

    /// Clears the line, if one was drawn.
    public func finish() {
        guard drawn else { return }
        Standard.errorRaw("\r\u{1B}[K")
        drawn = false
    }

    /// `sweep [██████░░░░░░░░░░░░░░]  31.0%  310,000/1,000,000 rows  250k rows/s  ETA 0:03`
    public static func line(_ progress: SweepProgress, label: String, width: Int = 24) -> String {
        let filled = Int((progress.fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let percent = NumberStyle.fixed(1).text(progress.fraction * 100)
        let paddedPercent = String(repeating: " ", count: max(0, 5 - percent.count)) + percent + "%"
        var line = "\(label) [\(bar)] \(paddedPercent)  \(NumberStyle.grouped(progress.completed))/\(NumberStyle.grouped(progress.total)) rows"
        if progress.rate > 0 { line += "  \(compact(progress.rate)) rows/s" }
        if let remaining = progress.remainingSeconds { line += "  ETA \(clock(remaining))" }
        return line
    }

    /// A rate in few characters: `250k`, `1.5M`, `2.0G`.
    public static func compact(_ rate: Double) -> String {
        switch rate {
        case 1e9...: return NumberStyle.fixed(1).text(rate / 1e9) + "G"
        case 1e6...: return NumberStyle.fixed(1).text(rate / 1e6) + "M"
        case 1e4...: return NumberStyle.fixed(0).text(rate / 1e3) + "k"
        case 1e3...: return NumberStyle.fixed(1).text(rate / 1e3) + "k"
        default: return NumberStyle.fixed(0).text(rate)
        }
    }

    /// `0:07`, `12:03`, `3:04:05`.
    public static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 1e9 else { return "--:--" }
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
