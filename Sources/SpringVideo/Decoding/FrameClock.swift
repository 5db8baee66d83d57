/// The times a recording's frames were shown at, read from its container's timestamps at the
/// precision they are written with.
///
/// A container writes each frame's time as a whole number of its time base (WebM: 1 ms, GIF:
/// 10 ms, MP4: usually a fraction of the frame period that divides it exactly). A muxer given a
/// constant frame rate the time base does not divide rounds the rate's clock: a 60 fps WebM's
/// frames are stamped 0, 17, 33, 50 ms, a 60 fps GIF's delays are 2, 1, 2, 2, 1, … cs. Those
/// stamps are off the times the frames were drawn for by up to half a tick (0.5 ms: 0.5 px at
/// 1000 px/s; 5 ms in a GIF), and the rounding's pattern would be fitted as the motion's.
///
/// Rule: when one regular clock `t₀ + k·T` (k the frame's index) lies within half a tick of
/// every stamp, the stamps are that clock rounded, and its times are the frames' times (they
/// differ from the stamps by at most half a tick, the stamps' own precision). Otherwise (a
/// variable frame rate, a dropped frame) the stamps are the times, unchanged.
///
/// The clock: T the least-squares slope of the stamps against their index (or, if narrower,
/// the slope between the first and last), t₀ centring the stamps' spread about it; accepted
/// when the spread is at most one tick (to 10⁻⁶ of a tick).
/// Cost: O(n).
enum FrameClock {
    /// The frames' times for `stamps` (increasing, in seconds) written in ticks of `tick` seconds.
    static func times(_ stamps: [Double], tick: Double) -> [Double] {
        regularClock(stamps, tick: tick) ?? stamps
    }

    /// The regular clock whose rounding to `tick` the stamps are, or `nil` when there is none.
    static func regularClock(_ stamps: [Double], tick: Double) -> [Double]? {
        let n = stamps.count
        guard n >= 3, tick > 0, tick.isFinite else { return nil }
        let meanIndex = Double(n - 1) / 2
        let meanStamp = stamps.reduce(0, +) / Double(n)
        var covariance = 0.0, variance = 0.0
        for (k, t) in stamps.enumerated() {
            let dk = Double(k) - meanIndex
            covariance += dk * (t - meanStamp)
            variance += dk * dk
        }
        var best: (spread: Double, period: Double, offset: Double)?
        for period in [covariance / variance, (stamps[n - 1] - stamps[0]) / Double(n - 1)] where period > 0 {
            var low = Double.infinity, high = -Double.infinity
            for (k, t) in stamps.enumerated() {
                let deviation = t - Double(k) * period
                low = min(low, deviation)
                high = max(high, deviation)
            }
            if best == nil || high - low < best!.spread { best = (high - low, period, (low + high) / 2) }
        }
        guard let best, best.spread <= tick * (1 + 1e-6) else { return nil }
        return (0..<n).map { best.offset + Double($0) * best.period }
    }
}
