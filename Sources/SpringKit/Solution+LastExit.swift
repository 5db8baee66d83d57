import RealModule

extension Solution {
    /// The last time `|e(t)| > band`: the smallest T with `|e(t)| ≤ band` for all
    /// t ≥ T (the band is closed). 0 when `e` never leaves the band; `.infinity`
    /// when it never settles (undamped and oscillating past the band).
    ///
    /// Between consecutive extrema (known in closed form) `e` is monotone, so the
    /// last exit lies in the segment that starts at the last extremum outside the
    /// band. An oscillating solution satisfies `e(t + π/ωd) = −ρ·e(t)` with
    /// `ρ = e^(−λπ/ωd)`, so its k-th extremum is exactly `M_k = M_0·(−ρ)^k`: the last one
    /// outside the band is found in closed form, however many half periods away it is
    /// (1e15 and more for ζ ≈ 1e-16), and the motion after it is the solution that starts
    /// there at rest, `M_k·p(τ)`. The crossing is root-found (bracketed Newton) on that local
    /// solution, so its accuracy does not depend on k; only the extremum time
    /// `t_k = (θ0 + kπ)/ωd` carries a relative rounding of a few ulps.
    ///
    /// - Precondition: `band > 0`.
    @usableFromInline
    func lastExit(band: Double) -> Double {
        if isZero { return 0 }
        let derivative = self.derivative
        if mode.oscillates {
            let firstPhase = derivative.firstZeroPhase()
            let t0 = derivative.oscillatingZero(0, firstPhase: firstPhase)
            let m0 = value(t0)
            guard m0.magnitude > band else {
                guard start.magnitude > band else { return 0 }
                return crossing(of: start > 0 ? band : -band, from: 0, to: t0)
            }
            guard let k = lastExtremumOutside(band: band, firstExtremum: m0) else { return .infinity }
            if k == 0 {
                return crossing(of: m0 > 0 ? band : -band, from: t0, to: derivative.oscillatingZero(1, firstPhase: firstPhase))
            }
            let tk = derivative.oscillatingZero(k, firstPhase: firstPhase)
            let odd = k.truncatingRemainder(dividingBy: 2) != 0
            let mk = (odd ? -m0 : m0) * shrinkFactor(k)
            let local = Solution(mode: mode, start: mk, slope: 0)
            let halfPeriod = Double.pi / mode.frequency
            return tk + local.crossing(of: mk > 0 ? band : -band, from: 0, to: halfPeriod)
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

    /// ln ρ⁻¹ = λπ/ωd: the extremum magnitudes of an oscillating solution shrink by ρ per half period.
    @inline(__always)
    var logShrink: Double { mode.decay.high * .pi / mode.frequency }

    /// ln ρ⁻¹ = λπ/ωd to double-double precision (λ, π and ωd each to ≈ 1e-32).
    ///
    /// ρ^k for k up to 2^53 needs it: with λπ/ωd rounded to a double (relative error ~1e-16)
    /// the exponent k·λπ/ωd is off by ~k·1e-16·(λπ/ωd) = 1e-16·ln(|M0|/band), which moves the
    /// index of the last extremum outside the band by ~k·1e-16: two bounces at k = 7.7e15.
    var logShrinkExtended: ExtendedDouble {
        mode.decay.multiplied(by: .pi).dividing(by: mode.frequencyExtended)
    }

    /// ρ^k = e^(−k·λπ/ωd) for an integer k below 2^53, to a few ulps.
    ///
    /// Below 2^26 half periods the double ``logShrink`` is used (k·λπ/ωd = ln(|M0|/|Mk|) is then
    /// off by k·1e-16 half periods, below 1e-8); from there the exponent is formed from
    /// ``logShrinkExtended`` to double-double precision, so the last extremum outside a band is
    /// found exactly up to 2^53 half periods.
    @inline(__always)
    func shrinkFactor(_ k: Double) -> Double {
        guard k >= 0x1p26 else { return Double.exp(-k * logShrink) }
        let shrink = logShrinkExtended
        let p = ExtendedDouble.product(k, shrink.high)
        return Double.exp(-p.high) * Double.exp(-(p.low + k * shrink.low))
    }

    /// The index k of the last extremum outside the band (|M_k| > band) of an oscillating
    /// solution whose first extremum `M_0 = firstExtremum` is outside it; `nil` when it never
    /// settles (undamped). Closed form, `|M_k| = |M_0|·ρ^k` (ρ^k to a few ulps for any k,
    /// ``shrinkFactor(_:)``), checked against the closed band.
    func lastExtremumOutside(band: Double, firstExtremum m0: Double) -> Double? {
        guard mode.decay.high > 0 else { return nil }
        let shrink = logShrink
        func magnitude(_ k: Double) -> Double { m0.magnitude * shrinkFactor(k) }
        var k = (Double.log(m0.magnitude / band) / shrink).rounded(.down)
        if !(k >= 0) { k = 0 }
        var steps = 0
        while k > 0, magnitude(k) <= band, steps < 64 { k -= 1; steps += 1 }
        steps = 0
        while magnitude(k + 1) > band, steps < 64 { k += 1; steps += 1 }
        return k
    }

    /// The number of zeros of `e` strictly before its last exit from the band (the
    /// bounces), counted structurally: the last exit lies after extremum k and before the
    /// zero that follows it, and zeros and extrema interlace, so the count is k, plus one
    /// when the first zero precedes the first extremum. Exact for any k below 2^53 (the
    /// count itself is returned as a double; ``SpringResponse`` refuses larger ones).
    /// `nil` when the solution never settles.
    func zerosBeforeLastExit(band: Double) -> Double? {
        if isZero { return 0 }
        let derivative = self.derivative
        if mode.oscillates {
            let extremumPhase = derivative.firstZeroPhase()
            let t0 = derivative.oscillatingZero(0, firstPhase: extremumPhase)
            let m0 = value(t0)
            // Settling on the first segment, from the start toward M0: before any zero.
            guard m0.magnitude > band else { return 0 }
            guard let k = lastExtremumOutside(band: band, firstExtremum: m0) else { return nil }
            return k + (firstZeroPhase() < extremumPhase ? 1 : 0)
        }
        let settle = lastExit(band: band)
        guard settle.isFinite else { return nil }
        if let zero = realZero(), zero < settle { return 1 }
        return 0
    }

    /// An estimate of the last exit of an overdamped solution from its slow mode alone:
    /// e(t) → C·e^(−r1·t) with C = D2/(2ωo), so |e| = band near t = ln(|C|/band)/r1. `nil`
    /// when critically damped (no separate slow mode) or when the estimate is not a positive
    /// finite time. Only a starting point: the crossing is root-found.
    @inline(__always)
    func tailGuess(band: Double) -> Double? {
        let w = mode.frequency, r1 = mode.slowRate.high
        guard w > 0, r1 > 0 else { return nil }
        let c = tail / (2 * w)
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
            let scale = mode.slowRate.high > 0 ? 1 / mode.slowRate.high : 1
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
