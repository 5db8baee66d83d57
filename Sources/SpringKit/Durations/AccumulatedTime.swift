/// The times a loop reaches by adding a fixed step to a clock that starts at 0, in floating
/// point (`t ← t + step`, as JavaScript's WebKit Inspector and anime.js loops do): `T_0 = 0`,
/// `T_(n+1) = fl(T_n + step)`, with any `T_n` in O(log n) instead of `n` additions.
///
/// Within a binade `[2^e, 2^(e+1))` every `T_n` is a multiple of the binade's ulp `u`, and
/// `T_n + step` lies within `u/2` of `T_n + s_e`, `s_e` the step rounded to a multiple of `u`,
/// so the addition gives exactly `T_n + s_e` while that stays below `2^(e+1)`: the clock
/// advances by the constant `s_e` through the binade, computed here in integer multiples of
/// `u`. The addition that leaves a binade, and every addition in a binade where the step falls
/// exactly half-way between two multiples of `u` (round-half-to-even then depends on `T_n`),
/// is made as the loop makes it. Cost: one segment per binade crossed (about
/// `log2(T/step)`), built once.
struct AccumulatedTime: Sendable {
    /// A run of additions that each add the same amount: `T_(first + i) = start + i·increment`
    /// for `i < count`.
    struct Segment: Sendable {
        let first: Int
        let start: Double
        let increment: Double
        let count: Int
    }

    /// The step added.
    let step: Double
    /// The runs, in order, from `T_0` to at least `T_(last)`.
    let segments: [Segment]

    /// The clock of a loop adding `step` (positive, finite), through `T_last`.
    init(step: Double, through last: Int) {
        precondition(step > 0 && step.isFinite)
        self.step = step
        var segments = [Segment(first: 0, start: 0, increment: 0, count: 1)]
        var n = 1, t = 0.0 + step
        while n <= last {
            let e = t.exponent
            let ulp = Double(sign: .plus, exponent: e - Double.significandBitCount, significand: 1)
            let top = Double(sign: .plus, exponent: e + 1, significand: 1)
            let units = (step / ulp)
            let whole = units.rounded(.down)
            let fraction = units - whole
            if fraction == 0.5 || !(units < 9.0e15) {
                // A tie (or a step too large for whole units): add as the loop does.
                segments.append(Segment(first: n, start: t, increment: 0, count: 1))
                t = t + step
                n += 1
                continue
            }
            let increment = (fraction < 0.5 ? whole : whole + 1) * ulp
            if increment == 0 {
                // The step is below half an ulp: the clock stops here for good.
                segments.append(Segment(first: n, start: t, increment: 0, count: last - n + 1))
                break
            }
            // Additions that stay below the binade's top: T + i·increment ≤ top − ulp.
            let room = ((top - t) / ulp - 1).rounded(.down)          // whole ulps below the top
            let more = Int(Swift.min((room / (increment / ulp)).rounded(.down), Double(last - n)))
            segments.append(Segment(first: n, start: t, increment: increment, count: more + 1))
            n += more
            t = segments[segments.count - 1].start + Double(more) * increment
            // The next addition, which may leave the binade, as the loop makes it.
            t = t + step
            n += 1
        }
        self.segments = segments
    }

    /// `T_n` for `n` through the last time built.
    func time(_ n: Int) -> Double {
        guard n > 0 else { return 0 }
        let segment = segments[index(containing: n)]
        return segment.start + Double(n - segment.first) * segment.increment
    }

    /// The first `n` with `T_n ≥ τ` (past the last time built: any larger index).
    func firstIndex(atOrAfter tau: Double) -> Int {
        guard tau > 0 else { return 0 }
        guard tau.isFinite else { return Int.max / 2 }
        var lo = 0, hi = segments.count - 1
        let lastSegment = segments[hi]
        let lastTime = lastSegment.start + Double(lastSegment.count - 1) * lastSegment.increment
        if lastTime < tau { return lastSegment.first + lastSegment.count }
        // The first segment whose last time reaches τ.
        while lo < hi {
            let mid = (lo + hi) / 2
            let s = segments[mid]
            if s.start + Double(s.count - 1) * s.increment >= tau { hi = mid } else { lo = mid + 1 }
        }
        let s = segments[lo]
        if s.start >= tau || s.increment == 0 { return s.first }
        var i = Int(((tau - s.start) / s.increment).rounded(.up))
        i = Swift.min(Swift.max(i, 0), s.count - 1)
        while i > 0 && s.start + Double(i - 1) * s.increment >= tau { i -= 1 }
        while s.start + Double(i) * s.increment < tau { i += 1 }
        return s.first + i
    }

    /// The frame clock of the loop's samples: sample `n` at `T_n`, evenly spaced within each
    /// segment.
    var clock: FrameClock {
        FrameClock(time: time, firstFrame: firstIndex(atOrAfter:), piece: { n in
            let s = segments[index(containing: Swift.max(n, 0))]
            return FrameClock.Piece(first: s.first, count: s.count, time: s.start, step: s.increment)
        })
    }

    private func index(containing n: Int) -> Int {
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].first <= n { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
