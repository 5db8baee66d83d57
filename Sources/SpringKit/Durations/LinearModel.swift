import RealModule

/// The exact motion of a state of two numbers (an engine's displacement and velocity, or its
/// last two values) that evolves linearly and time-invariantly: each coordinate is a
/// `ModalSignal` of the model's clock, from the state at an origin frame.
///
/// Built either from the fixed map one frame applies (``discrete(map:state:origin:)``: the
/// state after `n` frames is `Mⁿ·s`, read through the logarithms of `M`'s eigenvalues, so any
/// frame costs one evaluation, not `n` products) or from the spring's exact flow
/// (``continuous(rates:generator:state:clock:)``: the state at time `t` is `e^(At)·s`).
///
/// The model is exact arithmetic; an engine's loop rounds at every frame. ``drift(afterFrames:relative:absolute:)``
/// bounds how far the loop can be from the model after `n` frames: a rounding error made at
/// one frame is carried by the same linear motion, whose response to a unit state never
/// exceeds the ``gain`` (for a signal `e^(pτ)·(f0·C + g·S)` with every mode decaying,
/// `|f| ≤ min(√(f0² + (g/ω)²), |f0| + |g|/(e·λ))`, `λ` the slowest decay).
struct LinearModel {
    /// The system's rates per unit of the model's clock.
    let rates: ModalRates
    /// The two coordinates of the state, from the origin's state.
    let coordinates: [ModalSignal]
    /// `unit[i][j]`: coordinate `i` of the motion from the unit state `e_j`.
    let unit: [[ModalSignal]]
    /// The frames on the model's clock (time 0 at the origin frame).
    let clock: FrameClock
    /// The shortest of the first three frames after the origin, in clock time (the drift's
    /// frame spacing).
    let spacing: Double
    /// The origin frame, `clock.firstFrame(0)`.
    let originFrame: Int

    init(rates: ModalRates, coordinates: [ModalSignal], unit: [[ModalSignal]], clock: FrameClock) {
        self.rates = rates
        self.coordinates = coordinates
        self.unit = unit
        self.clock = clock
        let origin = clock.firstFrame(0)
        originFrame = origin
        spacing = Swift.min(clock.time(origin + 1) - clock.time(origin), clock.time(origin + 2) - clock.time(origin + 1),
                            clock.time(origin + 3) - clock.time(origin + 2))
    }

    /// The model of a fixed per-frame map `M` (`map[i][j]`: row `i`, column `j`) from state `s`
    /// at frame `origin`, one clock unit per frame. `nil` when `M` has no continuous rates (a
    /// zero, negative or sign-flipping eigenvalue).
    static func discrete(map: [[Double]], state s: SIMD2<Double>, origin: Int) -> LinearModel? {
        guard let rates = ModalRates(map: map[0][0], map[0][1], map[1][0], map[1][1]) else { return nil }
        let next = SIMD2(map[0][0] * s.x + map[0][1] * s.y, map[1][0] * s.x + map[1][1] * s.y)
        let coordinates = [ModalSignal(rates: rates, first: s.x, second: next.x),
                           ModalSignal(rates: rates, first: s.y, second: next.y)]
        let unit = (0..<2).map { i in
            (0..<2).map { j in ModalSignal(rates: rates, first: i == j ? 1 : 0, second: map[i][j]) }
        }
        return LinearModel(rates: rates, coordinates: coordinates, unit: unit, clock: .steps(from: origin))
    }

    /// The model of the flow `s′ = A·s` (`generator[i][j]`) with rates `rates`, from state `s`
    /// at time 0 of `clock`.
    static func continuous(rates: ModalRates, generator a: [[Double]], state s: SIMD2<Double>,
                           clock: FrameClock) -> LinearModel {
        let slope = SIMD2(a[0][0] * s.x + a[0][1] * s.y, a[1][0] * s.x + a[1][1] * s.y)
        let coordinates = [ModalSignal(rates: rates, value: s.x, slope: slope.x),
                           ModalSignal(rates: rates, value: s.y, slope: slope.y)]
        let unit = (0..<2).map { i in
            (0..<2).map { j in ModalSignal(rates: rates, value: i == j ? 1 : 0, slope: a[i][j]) }
        }
        return LinearModel(rates: rates, coordinates: coordinates, unit: unit, clock: clock)
    }

    /// The state at frame `k`.
    func state(atFrame k: Int) -> SIMD2<Double> {
        let tau = clock.time(k)
        return SIMD2(coordinates[0].value(at: tau), coordinates[1].value(at: tau))
    }

    /// The signal of the linear combination `ℓ·s` of the state.
    func signal(_ l: SIMD2<Double>) -> ModalSignal {
        let a = coordinates[0], b = coordinates[1]
        return ModalSignal(rates: rates, f0: l.x * a.f0 + l.y * b.f0, g: l.x * a.g + l.y * b.g)
    }

    /// A bound on `|f(τ)|` over `τ ≥ 0` for a signal of this system (no mode growing):
    /// `|f0| + |g|/(e·λ)` (from `|C| ≤ e^(qτ)` and `|S| ≤ τ·e^(qτ)`, `λ` the slowest decay), and
    /// the envelope's amplitude ``envelope(_:)``.
    func peak(_ f: ModalSignal) -> Double {
        let decay = rates.slowestDecay
        let bound = f.f0.magnitude + (decay > 0 ? f.g.magnitude / (2.718281828459045 * decay) : .infinity)
        return Swift.min(bound, envelope(f)) * (1 + 1e-12)
    }

    /// `A` with `|f(τ)| ≤ A·e^(−λτ)`, `λ` the slowest decay: `√(f0² + (g/ω)²)` for an
    /// oscillation, `|α| + |β|` (`α, β = (f0 ± g/q)/2`) for two real modes; infinite for a
    /// repeated mode (whose `τ·e^(pτ)` has no such bound).
    func envelope(_ f: ModalSignal) -> Double {
        if rates.oscillates {
            let s = f.g / rates.frequency
            return (f.f0 * f.f0 + s * s).squareRoot()
        }
        guard rates.q2 > 0 else { return .infinity }
        let ratio = f.g / rates.q
        return 0.5 * ((f.f0 + ratio).magnitude + (f.f0 - ratio).magnitude)
    }

    /// `gain[i][j]`: the largest magnitude coordinate `i` reaches from the unit state `e_j`.
    var gain: [[Double]] { unit.map { row in row.map { peak($0) } } }

    /// The largest magnitude each coordinate reaches from the origin (a bound).
    var reach: SIMD2<Double> {
        let g = gain
        let s = SIMD2(coordinates[0].f0.magnitude, coordinates[1].f0.magnitude)
        return SIMD2(g[0][0] * s.x + g[0][1] * s.y, g[1][0] * s.x + g[1][1] * s.y)
    }

    /// A bound, per coordinate, on how far a loop that rounds each frame by at most
    /// `relative` of its state plus `absolute` (per coordinate) can be from the model after `n`
    /// frames, plus the model's own evaluation error (its exponentials, and its phase `ωτ`,
    /// which rounds by about `ωτ·2⁻⁵²`).
    ///
    /// An error made at a frame is carried by the same linear motion. Coordinate `i` of the
    /// motion from the unit state `e_m` is at most ``peak(_:)``, and at most `C_im·e^(−λτ)` up to
    /// time `τ_n` (`λ` the slowest decay), with `C_im` the smaller of ``envelope(_:)`` and
    /// `|f0| + |g|·τ_n` (`|cosh qτ|, |cos ωτ| ≤ e^(qτ)`, `|S(τ)| ≤ τ·e^(qτ)`: the form that stays
    /// sharp near critical damping). The state is at most `E_m·e^(−λτ)`, `E_m = Σ_l C_ml·|s_l|`,
    /// so the errors relative to it, carried to frame `n`, add up to at most
    /// `n·relative·e^(−λτ_n)·Σ_m C_im·E_m`: they shrink with the motion. The absolute errors add up
    /// to at most `absolute_m` times the smallest of `n·peak_im`, `A_im/(1 − e^(−λΔτ))` and
    /// `(|f0| + 2|g|/(eλ))/(1 − e^(−λΔτ/2))` (`τ·e^(−λτ/2) ≤ 2/(eλ)`; `Δτ` the shortest frame).
    /// `relative` must hold for the loop's state, which the model's exceeds by at most this
    /// drift: engines state it with a factor of 2 to spare.
    func drift(afterFrames n: Int, relative: Double, absolute: SIMD2<Double>) -> SIMD2<Double> {
        let tau = clock.time(originFrame + Swift.max(n, 0)).magnitude
        let now = Double.exp(-Swift.max(rates.slowestDecay, 0) * tau)
        return drift(afterFrames: n, at: tau, relative: relative, absolute: absolute,
                     decaying: Double(Swift.max(n, 0)) * now, evaluationDecay: now)
    }

    /// A bound on ``drift(afterFrames:relative:absolute:)`` at every frame `0…n` at once, for
    /// widening a bound over a whole search: the drift is not monotone (its relative part,
    /// `m·e^(−λτ_m)`, rises and then falls with the motion), so the drift at the last frame is
    /// not the largest.
    ///
    /// Every part but `m·e^(−λτ_m)` grows with `m` (or is bounded by its value at `n`; the
    /// evaluation error's `e^(−λτ)` is taken as 1). For `m` between two frames `m_j < m_(j+1)` of
    /// the sequence 0, 1, 2, … growing by a quarter (`m_(j+1) = ⌈1.25·m_j⌉`, through `n`),
    /// `m·e^(−λτ_m) ≤ m_(j+1)·e^(−λτ_(m_j))`, as `τ` grows with the frame: the largest of those
    /// bounds it, within a factor of about 1.6 of its peak. Cost: O(log n) clock readings.
    func widestDrift(throughFrames n: Int, relative: Double, absolute: SIMD2<Double>) -> SIMD2<Double> {
        let last = Swift.max(n, 0)
        let origin = originFrame
        let decay = Swift.max(rates.slowestDecay, 0)
        var peak = 0.0
        var low = 0
        while low < last {
            let high = Swift.min(last, Swift.max(low + 1, Int((1.25 * Double(low)).rounded(.up))))
            peak = Swift.max(peak, Double(high) * Double.exp(-decay * clock.time(origin + low).magnitude))
            low = high
        }
        return drift(afterFrames: last, at: clock.time(origin + last).magnitude, relative: relative, absolute: absolute,
                     decaying: peak, evaluationDecay: 1)
    }

    /// ``drift(afterFrames:relative:absolute:)`` with frame `n`'s clock time `tau` and its
    /// decaying factors given: `decaying` for `n·e^(−λτ_n)` of the relative part,
    /// `evaluationDecay` for `e^(−λτ_n)` of the model's evaluation error; the other parts are
    /// taken at frame `n`, where they are largest.
    private func drift(afterFrames n: Int, at tau: Double, relative: Double, absolute: SIMD2<Double>,
                       decaying: Double, evaluationDecay: Double) -> SIMD2<Double> {
        let frames = Double(Swift.max(n, 0))
        let evaluation = 64 * Double.ulpOfOne * (1 + (rates.p * tau).magnitude + rates.frequency * tau + rates.q * tau)
        let decay = Swift.max(rates.slowestDecay, 0)
        // C_im up to τ_n.
        func carrying(_ f: ModalSignal) -> Double { Swift.min(envelope(f), f.f0.magnitude + f.g.magnitude * tau) }
        let c0 = SIMD2(carrying(unit[0][0]), carrying(unit[0][1])), c1 = SIMD2(carrying(unit[1][0]), carrying(unit[1][1]))
        let start = SIMD2(coordinates[0].f0.magnitude, coordinates[1].f0.magnitude)
        let e = SIMD2((c0 * start).sum(), (c1 * start).sum())
        func carriedSum(_ f: ModalSignal) -> Double {
            var sum = frames * peak(f)
            guard decay > 0, spacing > 0 else { return sum }
            let whole = -Double.expMinusOne(-decay * spacing), half = -Double.expMinusOne(-0.5 * decay * spacing)
            if whole > 0 { sum = Swift.min(sum, envelope(f) / whole) }
            if half > 0 {
                sum = Swift.min(sum, (f.f0.magnitude + 2 * f.g.magnitude / (2.718281828459045 * decay)) / half)
            }
            return sum
        }
        func coordinate(_ i: Int, _ c: SIMD2<Double>) -> Double {
            let relativePart = relative * decaying * (c * e).sum()
            let absolutePart = carriedSum(unit[i][0]) * absolute.x + carriedSum(unit[i][1]) * absolute.y
            return relativePart + absolutePart + evaluation * e[i] * evaluationDecay
        }
        return SIMD2(coordinate(0, c0), coordinate(1, c1))
    }

    /// The first time `τ > 0` at which coordinate `i` is zero (the state crosses the target),
    /// or `nil` when it never is.
    func firstZero(ofCoordinate i: Int) -> Double? {
        let f = coordinates[i]
        guard f.f0 != 0 || f.g != 0 else { return nil }
        guard rates.oscillates else { return f.turningPoints.zero }
        // R·e^(pτ)·cos(ωτ − φ) is zero at ωτ = φ + π/2 + jπ.
        let (_, phase) = f.amplitudeAndPhase
        let omega = rates.frequency
        var j = (-(phase + Double.pi / 2) / Double.pi).rounded(.up)
        while (phase + Double.pi / 2 + j * Double.pi) / omega <= 0 { j += 1 }
        return (phase + Double.pi / 2 + j * Double.pi) / omega
    }

    /// Whether no mode grows (an undamped oscillation is kept: its envelope is constant) and
    /// every number of the model is finite.
    var isUsable: Bool {
        (rates.slowestDecay > 0 || (rates.oscillates && rates.p == 0)) && rates.slowestDecay.isFinite
            && rates.p.isFinite && rates.q2.isFinite
            && coordinates.allSatisfy { $0.f0.isFinite && $0.g.isFinite }
            && reach.x.isFinite && reach.y.isFinite
    }
}

extension ModalSignal {
    /// A signal given by `f0` and `g` directly.
    init(rates: ModalRates, f0: Double, g: Double) {
        self.rates = rates
        self.f0 = f0
        self.g = g
    }
}
