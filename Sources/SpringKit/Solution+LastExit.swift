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
                    return crossing(of: m1 > 0 ? band : -band, from: t1, to: nil, guess: tailGuess(band: band))
                }
                guard start.magnitude > band else { return 0 }
                return crossing(of: start > 0 ? band : -band, from: 0, to: t1)
            }
            guard start.magnitude > band else { return 0 }
            return crossing(of: start > 0 ? band : -band, from: 0, to: nil, guess: tailGuess(band: band))
        }
    }

    /// An estimate of the last exit of an overdamped solution from its slow mode alone:
    /// e(t) → C·e^(−r1·t) with C = e0 + (u0 + r1·e0)/(2ωo), so |e| = band near
    /// t = ln(|C|/band)/r1. `nil` when critically damped (no separate slow mode) or when the
    /// estimate is not a positive finite time. Only a starting point: the crossing is root-found.
    @inline(__always)
    func tailGuess(band: Double) -> Double? {
        let w = mode.frequency, r1 = mode.slowRate
        guard w > 0, r1 > 0 else { return nil }
        let c = start + (slope + r1 * start) / (2 * w)
        let t = Double.log(c.magnitude / band) / r1
        return t > 0 && t.isFinite ? t : nil
    }

    /// The time in `[lower, upper]` where `e(t) = level`, on a segment where `e` is
    /// monotone and the level is crossed. A `nil` upper end means the open tail of
    /// a decaying real-regime solution; it is bracketed by doubling first.
    ///
    /// `guess`, when given, is an estimate of the crossing: Newton starts there when it lies
    /// in the bracket; on an open tail it is tried as the upper end first (or, when the level
    /// is not yet crossed there, as a tighter lower end for the doubling). The answer is the
    /// same crossing either way, found with fewer evaluations when the guess is good.
    @usableFromInline
    func crossing(of level: Double, from lower: Double, to upper: Double?, guess: Double? = nil) -> Double {
        let f = { (t: Double) -> (Double, Double) in
            let vs = self.valueAndSlope(t)
            return (vs.value - level, vs.slope)
        }
        var lower = lower
        var fLower = value(lower) - level
        if fLower == 0 { return lower }
        var hi: Double
        var bracketed = false
        if let upper {
            hi = upper
            bracketed = true
        } else if let guess, guess > lower, guess.isFinite {
            let fGuess = value(guess) - level
            if fGuess == 0 { return guess }
            if !fGuess.isNaN, fGuess.sign != fLower.sign {
                hi = guess                       // crossed by the guess: bracket [lower, guess]
                bracketed = true
            } else if fGuess.isFinite {
                lower = guess                    // not yet crossed: monotone, so start there
                fLower = fGuess
                hi = guess
            } else {
                hi = lower
            }
        } else {
            hi = lower
        }
        if !bracketed {
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
        return RootFinder.newtonBracketed(f, lower: lower, upper: hi, fLower: fLower, start: guess)
    }
}
