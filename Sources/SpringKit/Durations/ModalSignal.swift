import RealModule

/// The rates of a damped linear system of order two: its two modes `p ± q`, written with
/// `q²` so that one form covers two real modes (`q² > 0`), one repeated mode (`q² = 0`) and an
/// oscillation at `ω = √(−q²)` (`q² < 0`).
///
/// The rates are per unit of the clock the system is read on: per second for a spring's exact
/// motion, per step for a fixed map applied once a step (``init(map:)``: `p = ½·ln det M`,
/// `q = atanh(√disc/tr)` or `ω = atan2(√−disc, tr)`, the logarithms of `M`'s eigenvalues).
struct ModalRates: Sendable, Hashable {
    /// The mean rate `p` (negative when the system decays).
    let p: Double
    /// `q²`: positive for two real modes, zero for a repeated one, `−ω²` for an oscillation.
    let q2: Double

    /// The rates `p` and `q²` as given.
    init(p: Double, q2: Double) {
        self.p = p
        self.q2 = q2
    }

    /// A spring's exact rates per second: `x″ + (c/m)·x′ + (k/m)·x = 0` has the modes
    /// `−c/(2m) ± √((c/(2m))² − k/m)`; `q²` is formed as `(c² − 4km)/(4m²)` so that its sign is
    /// the sign of the discriminant as computed.
    init(mass m: Double, stiffness k: Double, damping c: Double) {
        p = -c / (2 * m)
        q2 = (c * c - 4 * k * m) / (4 * m * m)
    }

    /// The rates per step of the linear map `M` (rows `m11 m12`, `m21 m22`): the logarithms of
    /// its eigenvalues. `nil` when an eigenvalue is zero, negative or complex on the negative
    /// real axis (a map that flips the state's sign each step has no continuous rates).
    init?(map m11: Double, _ m12: Double, _ m21: Double, _ m22: Double) {
        let (trace, determinant, discriminant) = Self.spectrum(of: m11, m12, m21, m22)
        guard determinant > 0, determinant.isFinite, discriminant.isFinite else { return nil }
        let mean = 0.5 * Double.log(determinant)
        if discriminant < 0 {
            let omega = Double.atan2(y: (-discriminant).squareRoot(), x: trace)
            guard omega > 0, omega < Double.pi else { return nil }
            self.init(p: mean, q2: -omega * omega)
        } else {
            guard trace > 0 else { return nil }
            let ratio = discriminant.squareRoot() / trace
            guard ratio < 1 else { return nil }
            let q = Double.atanh(ratio)
            self.init(p: mean, q2: q * q)
        }
    }

    /// The trace, the determinant and the discriminant of the 2×2 map `M` (rows `m11 m12`,
    /// `m21 m22`): its eigenvalues are `(tr ± √disc)/2`. The discriminant is formed as
    /// `(m11 − m22)² + 4·m12·m21`, without the cancellation of `tr² − 4·det`.
    static func spectrum(of m11: Double, _ m12: Double, _ m21: Double, _ m22: Double)
        -> (trace: Double, determinant: Double, discriminant: Double) {
        let difference = m11 - m22
        return (m11 + m22, m11 * m22 - m12 * m21, difference * difference + 4 * m12 * m21)
    }

    /// Whether the system oscillates (`q² < 0`).
    var oscillates: Bool { q2 < 0 }
    /// The angular frequency `√(−q²)` of an oscillation (0 otherwise).
    var frequency: Double { q2 < 0 ? (-q2).squareRoot() : 0 }
    /// `q = √q²` for real modes (0 otherwise).
    var q: Double { q2 > 0 ? q2.squareRoot() : 0 }
    /// The slowest decay rate: `−p` for an oscillation or a repeated mode, `−(p + q)` for two
    /// real modes (positive when every mode decays).
    var slowestDecay: Double { -(p + q) }

    /// `C(τ)`: `cosh qτ`, `1` or `cos ωτ`.
    func even(_ tau: Double) -> Double {
        if q2 > 0 { return Double.cosh(q * tau) }
        if q2 < 0 { return Double.cos(frequency * tau) }
        return 1
    }

    /// `S(τ)`: `sinh(qτ)/q`, `τ` or `sin(ωτ)/ω` (continuous in `q²` through 0).
    func odd(_ tau: Double) -> Double {
        if q2 > 0 {
            let x = q * tau
            return x == 0 ? tau : Double.sinh(x) / q
        }
        if q2 < 0 { return Double.sin(frequency * tau) / frequency }
        return tau
    }
}

/// One quantity of a damped linear system of order two — a spring's displacement, its
/// velocity, or any fixed linear combination of them — as a function of continuous time `τ`:
///
///     f(τ) = e^(pτ)·(f0·C(τ) + g·S(τ))
///
/// with `C` and `S` from ``ModalRates`` (`cosh`/`sinh(qτ)/q`, `1`/`τ`, `cos`/`sin(ωτ)/ω`).
/// Every linear combination of the system's state follows this form, with its own `f0` and
/// `g` (Cayley–Hamilton), so a rest rule's bounds on linear combinations of the state are
/// bounds on such signals.
///
/// Accuracy: the form is continuous in `q²` through 0 (no cancellation between two nearly equal
/// real modes, as `α·e^(r1τ) + β·e^(r2τ)` would have near critical damping); an evaluation
/// costs one `exp` and one `cos`/`sin` (or `cosh`/`sinh`) pair.
struct ModalSignal: Sendable, Hashable {
    /// The system's rates.
    let rates: ModalRates
    /// `f(0)`.
    let f0: Double
    /// `f′(0) − p·f(0)`.
    let g: Double

    /// The signal with `f(0) = value` and `f′(0) = slope` (continuous time).
    init(rates: ModalRates, value: Double, slope: Double) {
        self.rates = rates
        f0 = value
        g = slope - rates.p * value
    }

    /// The signal of a map applied once a step, from its values at steps 0 and 1: solves
    /// `f(1) = e^p·(f0·C(1) + g·S(1))` for `g`.
    init(rates: ModalRates, first: Double, second: Double) {
        self.rates = rates
        f0 = first
        let q = rates.q
        if q >= 0.5 {
            // Two well-separated real modes σ1 = e^(p+q) > σ2 = e^(p−q): f(n) = α·σ1ⁿ + β·σ2ⁿ with
            // α = (f(1) − σ2·f(0))/(σ1 − σ2), and g = q·(α − β) (no cancellation of e^(±p)).
            let s1 = Double.exp(rates.p + q), s2 = Double.exp(rates.p - q)
            let alpha = (second - s2 * first) / (s1 - s2)
            g = q * (2 * alpha - first)
        } else {
            g = (second * Double.exp(-rates.p) - first * rates.even(1)) / rates.odd(1)
        }
    }

    /// `f(τ)`. For two real modes with `qτ ≥ 1` it is evaluated as `α·e^((p+q)τ) + β·e^((p−q)τ)`,
    /// `α, β = (f0 ± g/q)/2` (no overflow of `cosh`, no cancellation of two large terms).
    func value(at tau: Double) -> Double {
        let q = rates.q
        if q * tau.magnitude >= 1 {
            let ratio = g / q
            let alpha = 0.5 * (f0 + ratio), beta = 0.5 * (f0 - ratio)
            return alpha * Double.exp((rates.p + q) * tau) + beta * Double.exp((rates.p - q) * tau)
        }
        return Double.exp(rates.p * tau) * (f0 * rates.even(tau) + g * rates.odd(tau))
    }

    /// For an oscillation, `f(τ) = R·e^(pτ)·cos(ωτ − φ)`: the amplitude `R` and phase `φ`.
    var amplitudeAndPhase: (amplitude: Double, phase: Double) {
        let omega = rates.frequency
        let s = g / omega
        return ((f0 * f0 + s * s).squareRoot(), Double.atan2(y: s, x: f0))
    }

    /// For real or repeated modes, the times `τ > 0` where `f` is zero and where `f′` is zero
    /// (each at most one: `f = e^(pτ)·cosh(qτ)·(f0 + g·T(τ))` with `T = tanh(qτ)/q` increasing,
    /// and `f′ = e^(pτ)·cosh(qτ)·((p·f0 + g) + (p·g + q²·f0)·T(τ))`), `nil` where there is none.
    var turningPoints: (zero: Double?, extremum: Double?) {
        let zero = Self.time(whereTanhRatioIs: -f0, over: g, rates: rates)
        let extremum = Self.time(whereTanhRatioIs: -(rates.p * f0 + g), over: rates.p * g + rates.q2 * f0, rates: rates)
        return (zero, extremum)
    }

    /// The `τ > 0` with `tanh(qτ)/q = a/b` (`τ = a/b` for `q = 0`), or `nil`.
    private static func time(whereTanhRatioIs a: Double, over b: Double, rates: ModalRates) -> Double? {
        guard b != 0 else { return nil }
        let ratio = a / b
        guard ratio > 0, ratio.isFinite else { return nil }
        if rates.q2 == 0 { return ratio }
        let x = ratio * rates.q
        guard x < 1 else { return nil }
        let tau = Double.atanh(x) / rates.q
        return tau > 0 && tau.isFinite ? tau : nil
    }
}

extension ModalSignal {
    /// The signal `f′`: the same rates, `f′(0) = g + p·f0` and `f″(0) = 2p·f′(0) − (p² − q²)·f(0)`
    /// (the modes `p ± q` are the roots of `s² − 2p·s + p² − q²`).
    var derivative: ModalSignal {
        let p = rates.p
        let slope = g + p * f0
        return ModalSignal(rates: rates, value: slope, slope: 2 * p * slope - (p * p - rates.q2) * f0)
    }
}
