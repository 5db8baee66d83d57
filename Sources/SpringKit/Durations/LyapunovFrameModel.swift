import RealModule

/// The motion, frame by frame, of an engine whose state of three numbers evolves in fixed
/// sub-steps of one linear map `B` and whose frames end on an interpolation of some of its
/// coordinates between the last two sub-steps (Facebook Rebound: position and velocity are
/// interpolated, the last stage's position is not): a frame of `m ≥ 1` sub-steps with
/// fraction `α` applies `M(m, α) = D_α·B^m + (I − D_α)·B^(m−1)`, `D_α` the diagonal matrix with
/// `α` on the interpolated coordinates and 1 on the others.
///
/// The frames' maps do not commute and share no eigenvectors, so the rounding of the loop is
/// carried in the norm of a Lyapunov function of the sub-step: `‖s‖_Q = √(sᵀ·Q·s)` with
/// `Q = Σ_(j≥0) (Bʲ)ᵀ·W²·Bʲ` (summed by doubling; `W` a diagonal weight), in which `B` contracts
/// (`BᵀQB = Q − W²`). A frame's
/// map is affine in `α`, so its `Q`-norm is at most the larger of the two ends' (`α = 0` and
/// `α = 1`), computed once per number of sub-steps from the largest eigenvalue of a symmetric
/// 3 × 3 matrix, with a margin for rounding; a map that does not contract in that norm is not
/// modelled (the caller runs its plain loop). The norm needs no eigenvectors, so it holds through
/// critical damping. Cost: a 3 × 3 product a frame; the state is carried a frame at a time
/// (O(frames)), since the remainders that set `α` do not repeat.
struct LyapunovFrameModel {
    /// A 3 × 3 matrix by rows.
    struct Matrix {
        var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

        static let identity = Matrix(rows: (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)))

        /// The diagonal matrix with `d` on its diagonal.
        static func diagonal(_ d: SIMD3<Double>) -> Matrix {
            Matrix(rows: (SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z)))
        }
        static let zero = Matrix(rows: (.zero, .zero, .zero))

        /// The matrix whose columns are `columns`.
        init(columns c: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) {
            rows = (SIMD3(c.0.x, c.1.x, c.2.x), SIMD3(c.0.y, c.1.y, c.2.y), SIMD3(c.0.z, c.1.z, c.2.z))
        }

        init(rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) { self.rows = rows }

        /// `self·s`.
        @inline(__always) func times(_ s: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((rows.0 * s).sum(), (rows.1 * s).sum(), (rows.2 * s).sum())
        }

        var transposed: Matrix { Matrix(columns: rows) }

        /// `self·o`.
        func times(_ o: Matrix) -> Matrix {
            let t = o.transposed.rows
            func row(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3((r * t.0).sum(), (r * t.1).sum(), (r * t.2).sum()) }
            return Matrix(rows: (row(rows.0), row(rows.1), row(rows.2)))
        }

        func plus(_ o: Matrix) -> Matrix { Matrix(rows: (rows.0 + o.rows.0, rows.1 + o.rows.1, rows.2 + o.rows.2)) }

        func scaled(_ s: Double) -> Matrix { Matrix(rows: (rows.0 * s, rows.1 * s, rows.2 * s)) }

        var magnitudes: Matrix {
            func m(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3(r.x.magnitude, r.y.magnitude, r.z.magnitude) }
            return Matrix(rows: (m(rows.0), m(rows.1), m(rows.2)))
        }

        var isFinite: Bool {
            [rows.0, rows.1, rows.2].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
        }

        /// The largest entry's magnitude.
        var largest: Double {
            let m = magnitudes.rows
            return Swift.max(m.0.max(), m.1.max(), m.2.max())
        }

        /// The largest eigenvalue of a symmetric matrix (the trigonometric solution of its
        /// characteristic cubic).
        var largestSymmetricEigenvalue: Double {
            let (r0, r1, r2) = rows
            let p1 = r0.y * r0.y + r0.z * r0.z + r1.z * r1.z
            let q = (r0.x + r1.y + r2.z) / 3
            let p2 = (r0.x - q) * (r0.x - q) + (r1.y - q) * (r1.y - q) + (r2.z - q) * (r2.z - q) + 2 * p1
            guard p2 > 0 else { return q }
            let p = (p2 / 6).squareRoot()
            let b = Matrix(rows: (r0 - SIMD3(q, 0, 0), r1 - SIMD3(0, q, 0), r2 - SIMD3(0, 0, q))).scaled(1 / p).rows
            let det = b.0.x * (b.1.y * b.2.z - b.1.z * b.2.y) - b.0.y * (b.1.x * b.2.z - b.1.z * b.2.x)
                + b.0.z * (b.1.x * b.2.y - b.1.y * b.2.x)
            let r = Swift.min(Swift.max(det / 2, -1), 1)
            return q + 2 * p * Double.cos(Double.acos(r) / 3)
        }
    }

    /// `B`, one sub-step.
    let substep: Matrix
    /// `Ā`, a bound on the magnitudes one sub-step's intermediate values reach from `|s|`.
    let magnitude: Matrix
    /// A bound on one sub-step's rounding that does not shrink with the state (values near a
    /// large target), per coordinate.
    let absolute: SIMD3<Double>
    /// How many roundings of an ulp one sub-step makes, at most, relative to `Ā·|s|`.
    let roundingsPerSubstep: Double
    /// Which coordinates a frame interpolates (1) and which it takes from the last sub-step (0).
    let interpolated: SIMD3<Double>
    /// `Q`, `|Q|` and `Lᵀ` (`Q = L·Lᵀ`, `L` lower triangular), so `‖s‖_Q = ‖Lᵀ·s‖₂`.
    let lyapunov: Matrix, lyapunovMagnitudes: Matrix, factor: Matrix
    /// `√((Q⁻¹)ᵢᵢ)`: `|sᵢ| ≤ ‖s‖_Q·scales[i]`.
    let scales: SIMD3<Double>
    /// The `Q`-norm of `(I − D₀) + D₀·B`, the interpolation applied to the state before the last
    /// sub-step, and of `B` (each at least 1; `B`'s is 1 but for rounding, as `Q` is its Lyapunov sum).
    let interpolationNorm: Double, substepNorm: Double

    /// `B^j` as computed, a bound on their error, and the largest `|B^i|`, `i ≤ j`, entrywise.
    private(set) var powers: [Matrix] = [.identity]
    private var powerErrors: [Matrix] = [.zero]
    private var largestPowers: [Matrix] = [.identity]
    /// Per number of sub-steps `j`: the `Q`-norm bound of a frame's map (`contraction`); the
    /// rounding a frame makes, at most `roundings[j]·|s|` per coordinate (in the `Q`-norm, carried
    /// to the frame's end), `driftRounding[j]` per unit of the drift's `Q`-norm, and
    /// `absoluteRounding[j]` in the `Q`-norm whatever the state.
    private(set) var contraction: [Double] = []
    private var roundings: [Matrix] = []
    private var driftRounding: [Double] = []
    private var absoluteRounding: [Double] = []

    /// The model of sub-step map `substep` (rounding at most `roundingsPerSubstep` ulps of
    /// `magnitude·|s|` plus `absolute` a sub-step), interpolating the coordinates where
    /// `interpolated` is 1, its norm weighted by `weights` (`W`, chosen so that `‖W·s‖₂` is like the
    /// motion's energy: the bounds per coordinate are then sharp for the states the motion
    /// passes through); `nil` when `B` has an eigenvalue on or outside the unit circle (the
    /// Lyapunov sum does not converge) or a number is not finite.
    init?(substep: Matrix, magnitude: Matrix, absolute: SIMD3<Double>, roundingsPerSubstep: Double,
          interpolated: SIMD3<Double>, weights: SIMD3<Double>) {
        guard substep.isFinite, magnitude.isFinite, absolute.x.isFinite, absolute.y.isFinite, absolute.z.isFinite
        else { return nil }
        self.substep = substep
        self.magnitude = magnitude
        self.absolute = absolute
        self.roundingsPerSubstep = roundingsPerSubstep
        self.interpolated = interpolated
        // Q = Σ (Bʲ)ᵀ·W²·Bʲ by doubling: Q ← Q + Pᵀ·Q·P, P ← P², starting from Q = W², P = B.
        guard weights.min() > 0, weights.max().isFinite else { return nil }
        var q = Matrix.diagonal(weights * weights), p = substep
        var converged = false
        for _ in 0..<80 {
            q = q.plus(p.transposed.times(q).times(p))
            p = p.times(p)
            guard q.isFinite, p.isFinite else { return nil }
            if p.largest < 1e-300 || p.largest * q.largest < 1e-17 * q.largest { converged = true; break }
        }
        guard converged else { return nil }
        // Symmetrise, then Cholesky: Q = L·Lᵀ.
        let (q0, q1, q2) = q.rows
        let a00 = q0.x, a10 = (q1.x + q0.y) / 2, a20 = (q2.x + q0.z) / 2, a11 = q1.y, a21 = (q2.y + q1.z) / 2, a22 = q2.z
        let l00 = a00.squareRoot()
        let l10 = a10 / l00, l20 = a20 / l00
        let d11 = a11 - l10 * l10
        guard d11 > 0 else { return nil }
        let l11 = d11.squareRoot()
        let l21 = (a21 - l20 * l10) / l11
        let d22 = a22 - l20 * l20 - l21 * l21
        guard d22 > 0 else { return nil }
        let l22 = d22.squareRoot()
        lyapunov = Matrix(rows: (SIMD3(a00, a10, a20), SIMD3(a10, a11, a21), SIMD3(a20, a21, a22)))
        factor = Matrix(rows: (SIMD3(l00, l10, l20), SIMD3(0, l11, l21), SIMD3(0, 0, l22)))
        // |Lᵀ·r|² ≤ |r|ᵀ·|L|·|Lᵀ|·|r|, without relying on the factorisation's rounding.
        lyapunovMagnitudes = factor.transposed.magnitudes.times(factor.magnitudes)
        // L⁻ᵀ (upper triangular), whose rows' norms are √((Q⁻¹)ᵢᵢ).
        let u00 = 1 / l00, u11 = 1 / l11, u22 = 1 / l22
        let u01 = -l10 * u00 * u11, u12 = -l21 * u11 * u22
        let u02 = -(l20 * u00 + l21 * u01) * u22
        let inverse = Matrix(rows: (SIMD3(u00, u01, u02), SIMD3(0, u11, u12), SIMD3(0, 0, u22)))
        // The norm is ‖V·s‖₂ with V the exact inverse of `inverse`: then |sᵢ| ≤ ‖row i of
        // inverse‖·‖V·s‖ exactly, and Lᵀ·inverse = I + R gives V = (I + R)⁻¹·Lᵀ, so a norm computed
        // with Lᵀ is exceeded by at most the factor 1/(1 − ‖R‖).
        scales = SIMD3(((inverse.rows.0 * inverse.rows.0).sum()).squareRoot(), ((inverse.rows.1 * inverse.rows.1).sum()).squareRoot(),
                       ((inverse.rows.2 * inverse.rows.2).sum()).squareRoot()) * (1 + 1e-12)
        inverseFactor = inverse
        let residual = factor.times(inverse).plus(Matrix.identity.scaled(-1)).rows
        let residualNorm = ((residual.0 * residual.0).sum() + (residual.1 * residual.1).sum() + (residual.2 * residual.2).sum()).squareRoot()
            + 16 * Double.ulpOfOne * factor.magnitudes.times(inverse.magnitudes).largest
        guard scales.x.isFinite, scales.y.isFinite, scales.z.isFinite, residualNorm < 1e-3 else { return nil }
        inverseSlack = 1 / (1 - residualNorm)
        let keep = Matrix.diagonal(1 - interpolated), take = Matrix.diagonal(interpolated)
        interpolationNorm = Swift.max(1, Self.norm(of: keep.times(substep).plus(take), factor: factor, inverse: inverse)
                                          * inverseSlack)
        substepNorm = Swift.max(1, Self.norm(of: substep, factor: factor, inverse: inverse) * inverseSlack)
        guard interpolationNorm.isFinite, substepNorm.isFinite else { return nil }
    }

    /// `L⁻ᵀ` as computed, and `1/(1 − ‖Lᵀ·L⁻ᵀ − I‖)`, by which a norm computed with `Lᵀ` may
    /// fall short of the norm `‖(L⁻ᵀ)⁻¹·s‖₂` the bounds are in.
    private let inverseFactor: Matrix, inverseSlack: Double

    /// A bound on the `Q`-norm of `map`: `√λmax(XᵀX)`, `X = Lᵀ·map·L⁻ᵀ`, with a margin for the
    /// rounding of `X` (64 ulps of `|Lᵀ|·|map|·|L⁻ᵀ|`) and of the eigenvalue.
    static func norm(of map: Matrix, factor: Matrix, inverse: Matrix) -> Double {
        let x = factor.times(map).times(inverse)
        let s = x.transposed.times(x)
        let value = Swift.max(s.largestSymmetricEigenvalue, 0).squareRoot()
        let rounding = 64 * Double.ulpOfOne * factor.magnitudes.times(map.magnitudes).times(inverse.magnitudes).largest
        return value * (1 + 1e-10) + 3 * rounding
    }

    /// `‖s‖_Q`.
    @inline(__always) func norm(_ s: SIMD3<Double>) -> Double {
        let y = factor.times(s)
        return (y * y).sum().squareRoot()
    }

    /// A bound on `‖r‖_Q` for every `r` with `|r| ≤ bound` entrywise.
    @inline(__always) func norm(bounding bound: SIMD3<Double>) -> Double {
        (bound * lyapunovMagnitudes.times(bound)).sum().squareRoot() * inverseSlack * (1 + 1e-12)
    }

    /// Makes ``powers`` and the bounds reach `m` sub-steps (a frame whose map does not contract
    /// in the `Q`-norm keeps its bound, which then grows).
    ///
    /// A frame's rounding, per coordinate and per unit of `|s|` (the state at the frame's start):
    /// each sub-step rounds by at most `roundingsPerSubstep` ulps of `Ā` times the state before
    /// it (at most `G_j·|s|`, `G_j` the largest `|B^i|`, `i ≤ j`, entrywise) plus `absolute`; the
    /// interpolation's own (three roundings of two states, each at most `G_j·|s|`); and this
    /// model's: its `B^j` (each product rounds by three ulps of `|B|·|B^(j−1)|`, carried by
    /// `|B|`), mixed and applied (six roundings). Each part doubled. The loop's part is carried
    /// to the frame's end by the sub-steps after it and the interpolation, whose `Q`-norm is at
    /// most ``interpolationNorm`` (`B` contracts). The part that comes from the drift itself
    /// (the loop's state is the model's within it) is bounded through ``scales``.
    mutating func prepare(substeps m: Int) {
        let ulp = Double.ulpOfOne
        let b = substep.magnitudes
        while powers.count <= m {
            let last = powers[powers.count - 1]
            powers.append(substep.times(last))
            powerErrors.append(b.times(powerErrors[powerErrors.count - 1]).plus(b.times(last.magnitudes).scaled(3 * ulp))
                .scaled(1 + 1e-6))
            let p = powers[powers.count - 1].magnitudes.rows, g = largestPowers[largestPowers.count - 1].rows
            largestPowers.append(Matrix(rows: (pointwiseMax(p.0, g.0), pointwiseMax(p.1, g.1), pointwiseMax(p.2, g.2))))
        }
        while contraction.count <= m {
            let j = contraction.count
            guard j > 0 else {
                contraction.append(1)
                roundings.append(.zero)
                driftRounding.append(0)
                absoluteRounding.append(0)
                continue
            }
            let keep = Matrix.diagonal(1 - interpolated), take = Matrix.diagonal(interpolated)
            // α = 1: B^j; α = 0: the kept coordinates from B^j, the interpolated from B^(j−1).
            let rho = Swift.max(Self.norm(of: powers[j], factor: factor, inverse: inverseFactor),
                                Self.norm(of: keep.times(powers[j]).plus(take.times(powers[j - 1])),
                                          factor: factor, inverse: inverseFactor)) * inverseSlack
            contraction.append(rho)
            let states = largestPowers[j]
            // Carried by at most j − 1 sub-steps and the interpolation.
            let carry = interpolationNorm * Double.pow(substepNorm, Double(j))
            let loop = magnitude.times(states).scaled(2 * roundingsPerSubstep * ulp * Double(j)).plus(states.scaled(12 * ulp))
                .scaled(carry)
            let model = powerErrors[j].plus(powerErrors[j - 1]).plus(powers[j].magnitudes.scaled(12 * ulp))
                .plus(powers[j - 1].magnitudes.scaled(12 * ulp)).scaled(2)
            let frame = loop.plus(model).scaled(1 + 1e-6)
            roundings.append(frame)
            driftRounding.append(norm(bounding: frame.times(scales)) * (1 + 1e-6))
            absoluteRounding.append(carry * Double(j) * norm(bounding: absolute * 2) * (1 + 1e-6))
        }
    }

    /// The state after a frame of `m ≥ 1` sub-steps at fraction `alpha`, from `s`.
    @inline(__always) func advance(_ s: SIMD3<Double>, substeps m: Int, fraction alpha: Double) -> SIMD3<Double> {
        let after = powers[m].times(s), before = powers[m - 1].times(s)
        let mix = interpolated * alpha + (1 - interpolated)
        return after * mix + before * (1 - mix)
    }

    /// A bound on how far a loop that follows the same frames can be from this model, in the
    /// `Q`-norm, and per coordinate.
    struct Drift {
        /// The bound in the `Q`-norm.
        private(set) var norm = 0.0

        /// The bound per coordinate.
        func bound(_ model: LyapunovFrameModel) -> SIMD3<Double> { model.scales * norm }

        /// One more frame of `m` sub-steps from the model's state `s`.
        @inline(__always) mutating func advance(_ model: LyapunovFrameModel, substeps m: Int, from s: SIMD3<Double>) {
            let size = model.roundings[m].times(SIMD3(s.x.magnitude, s.y.magnitude, s.z.magnitude))
            norm = (model.contraction[m] + model.driftRounding[m]) * norm + model.norm(bounding: size)
                + model.absoluteRounding[m] + 64 * Double(m + 1) * Double.leastNormalMagnitude
        }
    }
}
