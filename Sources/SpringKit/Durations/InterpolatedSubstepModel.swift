/// The motion, frame by frame, of an engine that integrates a state of two numbers in fixed
/// sub-steps of one linear map `A` and ends each frame on the interpolation between its last
/// two sub-steps, continuing from there (Facebook POP): a frame of `m ≥ 1` sub-steps whose
/// remainder is the fraction `α` of a sub-step applies
/// `M(m, α) = A^(m−1)·((1 − α)·I + α·A) = (1 − α)·A^(m−1) + α·A^m`.
///
/// The remainders never repeat, so no power of one map gives frame `n`: the state is carried
/// forward a frame at a time (``advance(_:substeps:fraction:)``), one 2 × 2 product a frame
/// instead of `m` RK4 sub-steps. Every frame's map is a polynomial `g(A)` in `A`, which is
/// what bounds how far a rounding error made at one frame is carried to any later one
/// (``Drift``), and so lets a loop that rounds be followed by this model
/// (docs/engine-durations.md). Two bounds are kept and the smaller used:
/// - **modes**: with distinct eigenvalues, mode `i` is multiplied by `g(λᵢ)`, at most
///   `|λᵢ|^(m−1)·((1 − α) + α·|λᵢ|) ≤ 1`; an error is split into the modes by the projections
///   `Pᵢ = (A − λⱼ·I)/(λᵢ − λⱼ)`, which grow without bound as the eigenvalues meet (critical
///   damping);
/// - **a centre and a spread**: with `μ` the eigenvalues' mean and `R = A − μ·I`, `R² = δ²·I`
///   (`δ² = μ² − det A`), so every polynomial is `g(A) = a·I + b·R` with `a = (g(λ₁) + g(λ₂))/2`
///   and `b` the divided difference `g[λ₁, λ₂]` (`g′(μ)` at a repeated eigenvalue); a product's
///   coefficients are bounded by `|a₁a₂| + |b₁b₂|·|δ²|` and `|a₁b₂| + |a₂b₁|`, which stays sharp
///   through critical damping and on its overdamped side.
struct InterpolatedSubstepModel {
    /// A 2 × 2 matrix `[[a, b], [c, d]]`.
    struct Matrix {
        var a: Double, b: Double, c: Double, d: Double

        static let identity = Matrix(a: 1, b: 0, c: 0, d: 1)
        static let zero = Matrix(a: 0, b: 0, c: 0, d: 0)

        /// `self·s`.
        @inline(__always) func times(_ s: SIMD2<Double>) -> SIMD2<Double> {
            SIMD2(a * s.x + b * s.y, c * s.x + d * s.y)
        }

        /// `self·o`.
        func times(_ o: Matrix) -> Matrix {
            Matrix(a: a * o.a + b * o.c, b: a * o.b + b * o.d, c: c * o.a + d * o.c, d: c * o.b + d * o.d)
        }

        /// `(1 − α)·self + α·o`.
        @inline(__always) func interpolated(to o: Matrix, _ alpha: Double) -> Matrix {
            let beta = 1 - alpha
            return Matrix(a: beta * a + alpha * o.a, b: beta * b + alpha * o.b,
                          c: beta * c + alpha * o.c, d: beta * d + alpha * o.d)
        }

        /// `self + o`.
        func plus(_ o: Matrix) -> Matrix { Matrix(a: a + o.a, b: b + o.b, c: c + o.c, d: d + o.d) }

        /// `self` times a scalar.
        func scaled(_ s: Double) -> Matrix { Matrix(a: a * s, b: b * s, c: c * s, d: d * s) }

        /// The entries' magnitudes.
        var magnitudes: Matrix { Matrix(a: a.magnitude, b: b.magnitude, c: c.magnitude, d: d.magnitude) }

        var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite }
    }

    /// `A`, one sub-step.
    let substep: Matrix
    /// `Ā`, a bound on the magnitudes one sub-step's intermediate values reach from `|s|`
    /// (entrywise `≥ |A|`).
    let magnitude: Matrix
    /// How many roundings of an ulp one sub-step makes, at most, relative to `Ā·|s|`.
    let roundingsPerSubstep: Double
    /// `|λ₁|`, `|λ₂|`: the magnitudes of `A`'s eigenvalues (equal for a complex pair), widened
    /// by their rounding.
    private(set) var radii: SIMD2<Double>
    /// `|P₁|`, `|P₂|`: entrywise magnitudes of the projections on the two modes (not finite
    /// when the eigenvalues are equal).
    let projections: (Matrix, Matrix)
    /// Whether the eigenvalues are a complex pair (the two modes' drifts are then equal).
    let conjugate: Bool
    /// Whether the projections are finite (the eigenvalues distinct), so the modes' bound is kept.
    let hasModes: Bool
    /// `μ`, the eigenvalues' mean, `δ² = μ² − det A`, and a bound on `|δ²|` with its rounding.
    let centre: Double, separation: Double, separationBound: Double
    /// `|R| = |A − μ·I|`.
    let spread: Matrix

    /// `A^j` as computed (``advance(_:substeps:fraction:)`` uses them), for `j` up to the most
    /// sub-steps a frame has taken so far.
    private(set) var powers: [Matrix] = [.identity]
    /// A bound on `|A^j − powers[j]|`, entrywise.
    private var powerErrors: [Matrix] = [.zero]
    /// `(a_j, b_j)` with `A^j = a_j·I + b_j·R` (computed without division, so exact to
    /// rounding at a repeated eigenvalue too).
    private var coefficients: [SIMD2<Double>] = [SIMD2(1, 0)]
    /// `|λᵢ|^j`.
    private var radiusPowers: [SIMD2<Double>] = [SIMD2(1, 1)]
    /// Per `j`: a frame of `j` sub-steps rounds the loop and this model by at most
    /// `modeRoundings[j].i·|s|` in mode `i` (the error carried to the frame's end, split into
    /// the modes) and by at most `carriedRoundings[j]·|s|` in all (carried to the frame's end by
    /// the centre-and-spread bound), `s` the state at the frame's start; `partialRoundings[j]`
    /// bounds the state's rounding after `j` sub-steps without the interpolation.
    private var modeRoundings: [(Matrix, Matrix)] = []
    private var carriedRoundings: [Matrix] = []
    private var partialRoundings: [Matrix] = []

    /// The model of sub-step map `substep`, whose rounding per sub-step is at most
    /// `roundingsPerSubstep` ulps of `magnitude·|s|`; `nil` unless both eigenvalues are inside
    /// the unit circle (a growing or undamped mode: the caller runs its plain loop).
    init?(substep: Matrix, magnitude: Matrix, roundingsPerSubstep: Double) {
        guard substep.isFinite, magnitude.isFinite else { return nil }
        self.substep = substep
        self.magnitude = magnitude
        self.roundingsPerSubstep = roundingsPerSubstep
        let det = substep.a * substep.d - substep.b * substep.c
        let half = (substep.a + substep.d) / 2
        let discriminant = half * half - det
        guard discriminant.isFinite else { return nil }
        centre = half
        separation = discriminant
        // R² = δ²·I holds for the exact determinant; |δ²| is bounded with the rounding of μ² − det.
        separationBound = discriminant.magnitude + 8 * Double.ulpOfOne * (half * half + det.magnitude)
        spread = Matrix(a: substep.a - half, b: substep.b, c: substep.c, d: substep.d - half).magnitudes
        if discriminant < 0 {
            // λ = half ± i·w; P₁ = (A − λ̄·I)/(2i·w), |a − λ̄| = |(a − half) + i·w|.
            let w = (-discriminant).squareRoot()
            let radius = (half * half + w * w).squareRoot()
            let p = Matrix(a: ((substep.a - half) * (substep.a - half) + w * w).squareRoot(), b: substep.b.magnitude,
                           c: substep.c.magnitude, d: ((substep.d - half) * (substep.d - half) + w * w).squareRoot())
                .scaled(1 / (2 * w))
            radii = SIMD2(radius, radius)
            projections = (p, p)
            conjugate = true
        } else {
            let root = discriminant.squareRoot()
            // The larger root without cancellation, the smaller from the product.
            let large = half + (half >= 0 ? root : -root)
            let small = large != 0 ? det / large : half - root
            let gap = large - small
            let p1 = Matrix(a: substep.a - small, b: substep.b, c: substep.c, d: substep.d - small)
                .scaled(1 / gap).magnitudes
            let p2 = Matrix(a: substep.a - large, b: substep.b, c: substep.c, d: substep.d - large)
                .scaled(1 / gap).magnitudes
            radii = SIMD2(large.magnitude, small.magnitude)
            projections = (p1, p2)
            conjugate = false
        }
        hasModes = projections.0.isFinite && projections.1.isFinite
        guard radii.x < 1, radii.y < 1 else { return nil }
        // The eigenvalues as computed are within about ulp·|A|/gap of the exact ones (the gap
        // between them): the radii are widened by that.
        let gap = conjugate ? 2 * (-discriminant).squareRoot() : 2 * discriminant.squareRoot()
        let scale = Swift.max(substep.a.magnitude, substep.b.magnitude, substep.c.magnitude, substep.d.magnitude)
        radii = radii * (1 + 16 * Double.ulpOfOne * (1 + scale / gap))
    }

    /// Makes ``powers`` and the rounding bounds reach `m` sub-steps.
    ///
    /// The rounding of a frame of `j` sub-steps: the loop's sub-steps, each rounding by at most
    /// `roundingsPerSubstep` ulps of `Ā` times the state before it, carried by the sub-steps
    /// after it; the interpolation's (three roundings of two states); and this model's own:
    /// its `A^j` (each product rounds by two ulps of `|A|·|A^(j−1)|`, carried by `|A|`),
    /// interpolated and applied (five roundings of `|A^(j−1)| + |A^j|`). A state `A^i·s` is at
    /// most `K·|s|` entrywise, `K` the smaller of `|P₁| + |P₂|` (the modes do not grow) and
    /// `max_(i≤j)|a_i|·I + max_(i≤j)|b_i|·|R|`, which also carries an error to the frame's end
    /// in the centre-and-spread bound; in the modes' bound the carrying is the modes' own.
    /// Each part is doubled.
    mutating func prepare(substeps m: Int) {
        let ulp = Double.ulpOfOne
        let a = substep.magnitudes
        while powers.count <= m {
            let last = powers[powers.count - 1]
            powers.append(substep.times(last))
            powerErrors.append(a.times(powerErrors[powerErrors.count - 1]).plus(a.times(last.magnitudes).scaled(2 * ulp))
                .scaled(1 + 1e-6))
            let c = coefficients[coefficients.count - 1]
            coefficients.append(SIMD2(centre * c.x + separation * c.y, c.x + centre * c.y))
            radiusPowers.append(radiusPowers[radiusPowers.count - 1] * radii)
        }
        let modal = projections.0.plus(projections.1)
        var largest = SIMD2<Double>.zero
        for c in coefficients.prefix(carriedRoundings.count) { largest = pointwiseMax(largest, SIMD2(c.x.magnitude, c.y.magnitude)) }
        while carriedRoundings.count <= m {
            let j = carriedRoundings.count
            let c = coefficients[j]
            largest = pointwiseMax(largest, SIMD2(c.x.magnitude, c.y.magnitude))
            let centred = Matrix.identity.scaled(largest.x).plus(spread.scaled(largest.y))
            var model = powerErrors[j].plus(powers[j].magnitudes.scaled(10 * ulp))
            if j > 0 { model = model.plus(powerErrors[j - 1]).plus(powers[j - 1].magnitudes.scaled(10 * ulp)) }
            model = model.scaled(2)
            /// The loop's rounding before it is carried, with states at most `k·|s|`.
            func loop(_ k: Matrix) -> Matrix {
                magnitude.times(k).scaled(2 * roundingsPerSubstep * Double(j) * ulp).plus(k.scaled(12 * ulp))
            }
            let carried = centred.times(loop(centred)).plus(model).scaled(1 + 1e-6)
            carriedRoundings.append(carried)
            if hasModes {
                let inModes = loop(modal).plus(model).scaled(1 + 1e-6)
                modeRoundings.append((projections.0.times(inModes), projections.1.times(inModes)))
                partialRoundings.append(modal.times(inModes))
            } else {
                modeRoundings.append((.zero, .zero))
                partialRoundings.append(carried)
            }
        }
    }

    /// The state after a frame of `m ≥ 1` sub-steps whose remainder is `alpha` of a sub-step,
    /// from `s` (``prepare(substeps:)`` must have reached `m`).
    @inline(__always) func advance(_ s: SIMD2<Double>, substeps m: Int, fraction alpha: Double) -> SIMD2<Double> {
        powers[m - 1].interpolated(to: powers[m], alpha).times(s)
    }

    /// A bound on how far the loop's state after `j` sub-steps (no interpolation) can be from
    /// `A^j·s` by its and this model's rounding, from a state of magnitude at most `size`.
    func partialRounding(substeps j: Int, from size: SIMD2<Double>) -> SIMD2<Double> {
        let modal = partialRoundings[j].times(size), centred = carriedRoundings[j].times(size)
        return centred.replacing(with: modal, where: .!(centred .<= modal))
    }

    /// A bound, per coordinate, on how far a loop that follows the same frames can be from
    /// this model: its rounding and the model's, frame by frame, carried by the frames after
    /// it. The smaller of the modes' bound and the centre-and-spread bound.
    struct Drift {
        /// The modes' bound on each mode's part of the error, per coordinate.
        private var modes = (SIMD2<Double>.zero, SIMD2<Double>.zero)
        /// The centre-and-spread bound: the error is at most `centred + |R|·spread`.
        private var centred = SIMD2<Double>.zero, spread = SIMD2<Double>.zero
        /// The bound per coordinate after the frames advanced.
        private(set) var bound = SIMD2<Double>.zero

        /// One more frame of `m` sub-steps at `alpha`, from a state whose magnitude (the model's
        /// plus this drift) is at most `size`.
        @inline(__always) mutating func advance(_ model: InterpolatedSubstepModel, substeps m: Int,
                                                fraction alpha: Double, from size: SIMD2<Double>) {
            // A state of the smallest normal magnitude or below rounds absolutely.
            let floor = SIMD2(repeating: 64 * Double(m + 1) * Double.leastNormalMagnitude)
            // The frame's map is (1 − α)·A^(m−1) + α·A^m = a·I + b·R.
            let c = (1 - alpha) * model.coefficients[m - 1] + alpha * model.coefficients[m]
            let a = c.x.magnitude * (1 + 4 * Double.ulpOfOne), b = c.y.magnitude * (1 + 4 * Double.ulpOfOne)
            (centred, spread) = (a * centred + b * model.separationBound * spread + model.carriedRoundings[m].times(size) + floor,
                                 b * centred + a * spread)
            bound = centred + model.spread.times(spread)
            if model.hasModes {
                let made = model.modeRoundings[m]
                let factor = model.radiusPowers[m - 1] * ((1 - alpha) + alpha * model.radii) * (1 + 4 * Double.ulpOfOne)
                let first = factor.x * modes.0 + made.0.times(size) + floor
                modes = (first, model.conjugate ? first : factor.y * modes.1 + made.1.times(size) + floor)
                // The modes' bound unless the other is at most it (a bound that is not a number
                // is not taken).
                bound = bound.replacing(with: modes.0 + modes.1, where: .!(bound .<= modes.0 + modes.1))
            }
        }
    }
}
