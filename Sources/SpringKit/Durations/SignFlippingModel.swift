import RealModule

/// The exact motion of a state of two numbers under a fixed per-step map `M` whose eigenvalues
/// are real, one positive and one negative or zero: `1 > λ₁ > 0 ≥ λ₂ > −1`. The second mode
/// flips the state's sign every step, which ``ModalRates`` (logarithms of the eigenvalues)
/// cannot represent: react-spring's 1 ms step has such a map when `c·(1 ms)/m > 1`
/// (`det M = 1 − c·(1 ms)/m < 0`).
///
/// With `M = λ₁·u₁w₁ᵀ + λ₂·u₂w₂ᵀ` (`uᵣ` the eigenvectors, `wᵣ` the rows of their inverse), the
/// state after `n` steps from `s` is `λ₁ⁿ·a + λ₂ⁿ·b`, `a = u₁(w₁·s)`, `b = u₂(w₂·s)`: any step
/// costs two `pow`s. The rest search reads the slow mode alone, `λ₁ⁿ·aᵢ` per coordinate (a
/// ``ModalSignal`` with `p = ln λ₁`, `q² = 0`, `g = 0`), widened by ``slack``, the most the fast
/// mode adds after the origin (`|bᵢ|`, as `|λ₂|ⁿ ≤ 1`); the caller puts the origin where the fast
/// mode has decayed far below the rest bounds.
///
/// Accuracy: ``drift(afterSteps:relative:absolute:)`` bounds how far a loop that rounds each
/// step can be from this model, as ``LinearModel/drift(afterFrames:relative:absolute:)`` does,
/// with `|(Mⁿ)ᵢⱼ| ≤ Cᵢⱼ·ρⁿ`, `Cᵢⱼ = Σᵣ |uᵣᵢ·wᵣⱼ|`, `ρ = max(λ₁, |λ₂|)`. Cost: O(1) per step.
struct SignFlippingModel {
    /// The slow eigenvalue `λ₁`, in (0, 1).
    let slow: Double
    /// The flipping eigenvalue `λ₂`, in (−1, 0].
    let fast: Double
    /// The slow mode's part of the origin's state, `a`.
    let slowPart: SIMD2<Double>
    /// The fast mode's part of the origin's state, `b`.
    let fastPart: SIMD2<Double>
    /// `Cᵢⱼ`: the most `|(Mⁿ)ᵢⱼ|/ρⁿ` can be.
    let gain: [[Double]]
    /// The step the model's state is the origin's.
    let origin: Int
    /// `Σₘ Cᵢₘ·Eₘ` per coordinate, `Eₘ = |aₘ| + |bₘ|`: the most an error of one unit of the
    /// state, relative, is carried to (``drift(afterSteps:relative:absolute:)``).
    let reach: SIMD2<Double>

    /// The model of `map` (`map[i][j]`: row `i`, column `j`) from state `s` after step
    /// `origin`, or `nil` when the map's eigenvalues are not real with `1 > λ₁ > 0 ≥ λ₂ > −1`
    /// and `|λ₂| < 1 − 1e-9` (a fast mode this slow is left to the plain loop).
    init?(map: [[Double]], state s: SIMD2<Double>, origin: Int) {
        let m11 = map[0][0], m12 = map[0][1], m21 = map[1][0], m22 = map[1][1]
        let (trace, _, discriminant) = ModalRates.spectrum(of: m11, m12, m21, m22)
        guard discriminant > 0, discriminant.isFinite, trace.isFinite else { return nil }
        let root = discriminant.squareRoot()
        let slow = 0.5 * (trace + root), fast = 0.5 * (trace - root)
        guard slow > 0, slow < 1, fast <= 0, fast > -(1 - 1e-9) else { return nil }
        // Eigenvectors: (m12, λ − m11) or (λ − m22, m21), whichever is longer.
        func vector(_ lambda: Double) -> SIMD2<Double> {
            let first = SIMD2(m12, lambda - m11), second = SIMD2(lambda - m22, m21)
            return (first * first).sum() >= (second * second).sum() ? first : second
        }
        let u1 = vector(slow), u2 = vector(fast)
        let determinant = u1.x * u2.y - u2.x * u1.y
        guard determinant != 0, determinant.isFinite else { return nil }
        // Rows of [u1 u2]⁻¹.
        let w1 = SIMD2(u2.y, -u2.x) / determinant, w2 = SIMD2(-u1.y, u1.x) / determinant
        self.slow = slow
        self.fast = fast
        slowPart = u1 * (w1 * s).sum()
        fastPart = u2 * (w2 * s).sum()
        gain = (0..<2).map { i in
            (0..<2).map { j in (u1[i] * w1[j]).magnitude + (u2[i] * w2[j]).magnitude }
        }
        self.origin = origin
        let start = SIMD2(slowPart.x.magnitude + fastPart.x.magnitude, slowPart.y.magnitude + fastPart.y.magnitude)
        reach = SIMD2(gain[0][0] * start.x + gain[0][1] * start.y, gain[1][0] * start.x + gain[1][1] * start.y)
        guard gain.allSatisfy({ $0.allSatisfy({ $0.isFinite }) }),
              slowPart.x.isFinite, slowPart.y.isFinite, fastPart.x.isFinite, fastPart.y.isFinite else { return nil }
    }

    /// The slowest rate, `ρ = max(λ₁, |λ₂|)`.
    var rate: Double { Swift.max(slow, fast.magnitude) }

    /// `λ₂ⁿ` (1 for `n = 0`; 0 for `λ₂ = 0`, `n ≥ 1`).
    private func fastPower(_ n: Int) -> Double {
        guard n > 0 else { return 1 }
        let magnitude = Double.pow(fast.magnitude, Double(n))
        return n % 2 == 0 ? magnitude : -magnitude
    }

    /// The state after step `k` (`k ≥ origin`).
    func state(atStep k: Int) -> SIMD2<Double> {
        let n = Swift.max(k - origin, 0)
        return slowPart * Double.pow(slow, Double(n)) + fastPart * fastPower(n)
    }

    /// The fewest steps after the origin from which the fast mode's part of each coordinate is
    /// within `bound` (`|bᵢ|·|λ₂|ⁿ ≤ boundᵢ`: `n = ⌈ln(boundᵢ/|bᵢ|)/ln|λ₂|⌉`, 1 for `λ₂ = 0`),
    /// or `nil` when that is not before step `limit` (counted from the origin).
    func steps(untilFastPartIsWithin bound: SIMD2<Double>, before limit: Int) -> Int? {
        var count = 0
        for i in 0..<2 where slack[i] > bound[i] {
            guard fast != 0 else { count = Swift.max(count, 1); continue }
            let needed = (Double.log(bound[i] / slack[i]) / Double.log(fast.magnitude)).rounded(.up)
            guard needed.isFinite, needed < Double(limit) else { return nil }
            count = Swift.max(count, Int(needed))
        }
        return count
    }

    /// The slow mode's coordinates as signals of the steps since the origin.
    var slowSignals: [ModalSignal] {
        let rates = ModalRates(p: Double.log(slow), q2: 0)
        return [ModalSignal(rates: rates, f0: slowPart.x, g: 0), ModalSignal(rates: rates, f0: slowPart.y, g: 0)]
    }

    /// The most the fast mode adds to each coordinate after the origin, `|bᵢ|`.
    var slack: SIMD2<Double> { SIMD2(fastPart.x.magnitude, fastPart.y.magnitude) }

    /// A bound, per coordinate, on how far a loop that rounds each step by at most `relative`
    /// of its state plus `absolute` (per coordinate) can be from the model after `n` steps, plus
    /// the model's own evaluation error.
    ///
    /// The state is at most `Eₘ·ρᵗ` after `t` steps; an error made at step `t`
    /// is carried by `Mⁿ⁻ᵗ`, at most `Cᵢₘ·ρⁿ⁻ᵗ` per unit. The relative errors add up to
    /// `n·relative·ρⁿ·Σₘ Cᵢₘ·Eₘ`, the absolute ones to `Σₘ Cᵢₘ·absoluteₘ·min(n, 1/(1 − ρ))`. The
    /// evaluation (the eigen-decomposition and two `pow`s, whose exponents are exact) adds
    /// `64·ε·(1 + n)·ρⁿ·Σₘ Cᵢₘ·Eₘ`: a few ulps of each eigenvalue, carried `n` steps. Here
    /// `Eₘ = |aₘ| + |bₘ|`, as `|sₜ,ₘ| ≤ (|aₘ| + |bₘ|)·ρᵗ`.
    func drift(afterSteps n: Int, relative: Double, absolute: SIMD2<Double>) -> SIMD2<Double> {
        let steps = Double(Swift.max(n, 0))
        let now = Double.pow(rate, steps)
        return drift(afterSteps: n, relative: relative, absolute: absolute, decaying: steps * now, evaluation: (1 + steps) * now)
    }

    /// A bound on ``drift(afterSteps:relative:absolute:)`` at every step `0…n` at once: its
    /// decaying factor `m·ρᵐ` peaks at `m = 1/ln(1/ρ)` at `1/(e·ln(1/ρ))`, so the drift at the
    /// last step is not the largest.
    func widestDrift(throughSteps n: Int, relative: Double, absolute: SIMD2<Double>) -> SIMD2<Double> {
        let steps = Double(Swift.max(n, 0))
        let logarithm = -Double.log(rate)
        let peak = logarithm > 0 && steps * logarithm > 1 ? 1 / (2.718281828459045 * logarithm) : steps * Double.pow(rate, steps)
        return drift(afterSteps: n, relative: relative, absolute: absolute, decaying: peak * (1 + 1e-12), evaluation: 1 + peak * (1 + 1e-12))
    }

    /// The drift with its decaying factors given: `decaying` for `n·ρⁿ`, `evaluation` for
    /// `(1 + n)·ρⁿ`.
    private func drift(afterSteps n: Int, relative: Double, absolute: SIMD2<Double>,
                       decaying: Double, evaluation: Double) -> SIMD2<Double> {
        let steps = Double(Swift.max(n, 0))
        let carried = Swift.min(steps, 1 / (1 - rate))
        let absolutePart = SIMD2(gain[0][0] * absolute.x + gain[0][1] * absolute.y,
                                 gain[1][0] * absolute.x + gain[1][1] * absolute.y) * carried
        return reach * (relative * decaying) + absolutePart + reach * (64 * Double.ulpOfOne * evaluation)
    }
}
