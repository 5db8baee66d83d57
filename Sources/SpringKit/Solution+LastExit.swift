import RealModule

extension Solution {
    /// The last time `|e(t)| > band`: the smallest T with `|e(t)| ≤ band` for all
    /// t ≥ T (the band is closed). 0 when `e` never leaves the band; `.infinity`
    /// when it never settles (undamped and oscillating past the band).
    ///
    /// Between consecutive extrema (known in closed form) `e` is monotone, so the
    /// last exit lies in the segment that starts at the last extremum outside the
    /// band; the extremum magnitudes of an oscillating solution shrink by
    /// e^(−λπ/ωd) per half period, which locates that segment directly. The
    /// crossing is then root-found (bracketed Newton) to full precision.
    ///
    /// - Precondition: `band > 0`.
    @usableFromInline
    func lastExit(band: Double) -> Double {
        if isZero { return 0 }
        let derivative = self.derivative
        if mode.oscillates {
            let firstPhase = derivative.firstZeroPhase()
            func extremum(_ k: Double) -> Double { derivative.oscillatingZero(k, firstPhase: firstPhase) }
            let t0 = extremum(0)
            let m0 = value(t0)
            guard m0.magnitude > band else {
                guard start.magnitude > band else { return 0 }
                return crossing(of: start > 0 ? band : -band, from: 0, to: t0)
            }
            guard mode.decay > 0 else { return .infinity }
            // |M_k| = |M_0|·ρ^k with ln ρ = −λπ/ωd.
            let logShrink = mode.decay * .pi / mode.frequency
            var k = (Double.log(m0.magnitude / band) / logShrink).rounded(.down)
            if !(k >= 0) { k = 0 }
            k = min(k, 1e15)
            var steps = 0
            while k > 0, value(extremum(k)).magnitude <= band, steps < 64 { k -= 1; steps += 1 }
            steps = 0
            while value(extremum(k + 1)).magnitude > band, steps < 64 { k += 1; steps += 1 }
            let tk = extremum(k)
            let mk = value(tk)
            return crossing(of: mk > 0 ? band : -band, from: tk, to: extremum(k + 1))
        } else {
            if let t1 = derivative.realZero() {
                let m1 = value(t1)
                if m1.magnitude > band {
                    return crossing(of: m1 > 0 ? band : -band, from: t1, to: nil)
                }
                guard start.magnitude > band else { return 0 }
                return crossing(of: start > 0 ? band : -band, from: 0, to: t1)
            }
            guard start.magnitude > band else { return 0 }
            return crossing(of: start > 0 ? band : -band, from: 0, to: nil)
        }
    }

    /// The time in `[lower, upper]` where `e(t) = level`, on a segment where `e` is
    /// monotone and the level is crossed. A `nil` upper end means the open tail of
    /// a decaying real-regime solution; it is bracketed by doubling first.
    @usableFromInline
    func crossing(of level: Double, from lower: Double, to upper: Double?) -> Double {
        let f = { (t: Double) -> (Double, Double) in
            let vs = self.valueAndSlope(t)
            return (vs.value - level, vs.slope)
        }
        let fLower = value(lower) - level
        if fLower == 0 { return lower }
        var hi: Double
        if let upper {
            hi = upper
        } else {
            // e decays at least like e^(−r1·t) far out: start one slow time constant ahead.
            let scale = mode.slowRate > 0 ? 1 / mode.slowRate : 1
            var width = Swift.max(scale, Swift.max(lower, 1e-300) * 1e-3)
            hi = lower + width
            var steps = 0
            while (value(hi) - level).sign == fLower.sign, value(hi) - level != 0, steps < 2200 {
                width *= 2
                hi = lower + width
                steps += 1
                if !hi.isFinite { return .infinity }
            }
        }
        return RootFinder.newtonBracketed(f, lower: lower, upper: hi, fLower: fLower)
    }
}
