extension POPSpringRenderer {
    /// The time of POP's stopping frame, or `nil` past ``maximumDuration``: the frame the plain
    /// loop of ``render(_:motion:times:)`` stops at, found without running POP's RK4 sub-steps
    /// frame after frame (docs/engine-durations.md).
    ///
    /// A POP frame of `m` sub-steps whose remainder is `α` of a sub-step applies
    /// `(1 − α)·A^(m−1) + α·A^m` to `(p, v)`, `A` the sub-step's linear map (measured by running
    /// the engine's own sub-step from the two unit states). The accumulator is run as the
    /// engine runs it, so every frame's `m` and `α` are the engine's; the state is carried by
    /// that 2 × 2 map (`InterpolatedSubstepModel`), with a bound on how far the loop's rounding
    /// can have taken it. A frame is skipped when both stop rules fail by more than that bound;
    /// any other frame is run by the engine itself from the model's state and from the corners
    /// of the bound's box around it: "stopped" when one rule holds at all five, "moving" when
    /// the rules fail with the bound to spare, else (and for a repeated or growing mode) the
    /// plain loop runs. Cost: a 2 × 2 product a frame instead of `m` RK4 sub-steps (about
    /// 1/20 of the plain loop at 60 Hz), plus a few engine frames per candidate; not O(log),
    /// because the remainders never repeat.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let engine = Engine(spring: spring, motion: motion, threshold: threshold)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        return driver.interpolatedRestFrame(engine).map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) }
    }
}

extension POPSpringRenderer.Engine {
    /// The sub-step's map of `(p, v)`, measured by the engine's own sub-step from the unit
    /// states (columns `A·e₁`, `A·e₂`).
    var substepMap: InterpolatedSubstepModel.Matrix {
        var probe = self
        let step = POPSpringRenderer.solverStep
        let first = probe.integrate((1, 0), step), second = probe.integrate((0, 1), step)
        return InterpolatedSubstepModel.Matrix(a: first.p, b: second.p, c: first.v, d: second.v)
    }

    /// `Ā = Σ_(i≤4) (h·|J|)^i/i!`, `|J| = [[0, 1], [|k/m|, |c/m|]]`: a bound on the magnitudes of
    /// an RK4 sub-step's stages and result from `|s|`.
    var substepMagnitude: InterpolatedSubstepModel.Matrix {
        let h = POPSpringRenderer.solverStep
        let j = InterpolatedSubstepModel.Matrix(a: 0, b: h, c: h * kOverM.magnitude, d: h * cOverM.magnitude)
        var term = InterpolatedSubstepModel.Matrix.identity, sum = term
        for i in 1...4 {
            term = term.times(j).scaled(1 / Double(i))
            sum = InterpolatedSubstepModel.Matrix(a: sum.a + term.a, b: sum.b + term.b, c: sum.c + term.c, d: sum.d + term.d)
        }
        return sum
    }

    /// The sub-steps a frame takes from `accumulated` seconds in the accumulator (its time added)
    /// and the remainder it leaves: the engine's loop (`accumulated −= solverDt` while
    /// `accumulated ≥ solverDt`), bit for bit, in a few operations.
    ///
    /// Every subtraction of that loop is exact: `solverDt` is a `Float`, a multiple of 2⁻³³, so
    /// below 2¹⁹ s every value `accumulated − i·solverDt` it passes through is a multiple of
    /// `ulp(accumulated)` no larger than `accumulated`, hence a double. The loop so ends on
    /// `accumulated − m·solverDt` with `m = ⌊accumulated/solverDt⌋`; the division gives `m` to
    /// within one, and the fused `accumulated − q·solverDt`, also exact, tells which.
    static func substeps(accumulating accumulated: Double) -> (count: Int, remainder: Double) {
        let h = POPSpringRenderer.solverStep
        guard accumulated >= h else { return (0, accumulated) }
        guard accumulated < 0x1p19 else {
            var remainder = accumulated, m = 0
            while remainder >= h {
                remainder -= h
                m += 1
            }
            return (m, remainder)
        }
        var q = (accumulated / h).rounded(.down)
        var remainder = accumulated.addingProduct(-q, h)
        if remainder < 0 {
            q -= 1
            remainder += h
        } else if remainder >= h {
            q += 1
            remainder -= h
        }
        return (Int(q), remainder)
    }

    /// Puts the engine where its loop is after a frame that left solver state `s` with
    /// `accumulated` in the accumulator (the frame wrote `to − s.x`).
    mutating func setState(_ s: SIMD2<Double>, accumulated: Double) {
        p = s.x
        v = s.y
        self.accumulated = accumulated
        previous = to - s.x
        starting = false
    }
}

extension FrameDriver {
    /// The frame POP's plain loop stops `start` at (see
    /// ``POPSpringRenderer/duration(of:motion:)``), or `nil` through ``lastFrame``.
    /// `fallingBack` is called when the plain loop has to run (for tests).
    ///
    /// Why the answer is the plain loop's: frames 0 and 1 are the loop's own. From then on the
    /// accumulator is the loop's, bit for bit, so frame `k`'s sub-steps `m` and fraction `α`
    /// are too, and the loop's state is the model's within the drift `δ(k)`
    /// (`InterpolatedSubstepModel.Drift`). Rule (a) needs `|p_k| < θ/5` and
    /// `|x_(k−1) − x_k| < θ/5`, rule (b) `|p_k| < θ/2` and `|v_k| < 5√θ` (and the last
    /// acceleration under `25θ`): a frame where each rule has a bound failing by more than the
    /// drift (and the rounding of `x = to − p`) is not a stop. Every other frame is run by the
    /// engine from the model's state after `k − 1`, which must land within `2δ(k)` of the
    /// model's state after `k`; it is the stop when one rule holds there and at the four
    /// corners of the box `±δ(k − 1)` (each rule's states form a convex set: bounds on linear
    /// forms of the state), and a frame that moves when rule (a)'s bounds fail with the drift to
    /// spare and rule (b)'s acceleration or state bounds do too. Anything else runs the plain loop.
    func interpolatedRestFrame(_ start: POPSpringRenderer.Engine, fallingBack: () -> Void = {}) -> Int? {
        func plain() -> Int? {
            fallingBack()
            return plainRestFrame(start) { !($0.p.isFinite && $0.v.isFinite) }
        }
        let last = lastFrame
        var engine = start
        if let k = runPlainFrames(&engine, through: 1) { return k }
        guard last >= 2 else { return nil }
        let substep = engine.substepMap
        guard var model = InterpolatedSubstepModel(substep: substep, magnitude: engine.substepMagnitude,
                                                   roundingsPerSubstep: 64) else { return plain() }
        let h = POPSpringRenderer.solverStep
        let t = engine.threshold, to = engine.to
        guard t.isFinite, t > 0, to.isFinite else { return plain() }
        // x = to − p, then to − x and x_(k−1) − x_k: three roundings of values near `to`.
        let tolerance = 4 * Double.ulpOfOne * (to.magnitude + t)
        let slack = 1 + 1e-9
        let valueBound = t / 5 * slack, solverBound = t / 2 * slack
        let speedBound = 5 * t.squareRoot() * slack, accelerationBound = 25 * t * slack
        var state = SIMD2(engine.p, engine.v), accumulated = engine.accumulated
        var drift = InterpolatedSubstepModel.Drift()
        let base = engine
        /// Frame k decided by the engine, from the model's state after k − 1.
        func decide(_ k: Int, dt: Double, substeps m: Int, previous: SIMD2<Double>, accumulated: Double,
                    before: SIMD2<Double>, next: SIMD2<Double>, after: SIMD2<Double>, valuesFail: Bool) -> RestTest {
            var candidate = base
            candidate.setState(previous, accumulated: accumulated)
            let done = candidate.frame(k, dt: dt).done
            let difference = SIMD2(candidate.p, candidate.v) - next
            guard difference.x.magnitude <= 2 * after.x, difference.y.magnitude <= 2 * after.y else { return .undecided }
            guard done else {
                // The last acceleration is `((A − I)·u)_v / h` of the state `u = A^(m−1)·s` before the
                // last sub-step; the loop's `u` is within `|A^(m−1)|·δ` plus that frame's rounding.
                let power = model.powers[m - 1].magnitudes
                let size = SIMD2(previous.x.magnitude, previous.y.magnitude) + before
                let spread = power.times(before) + model.partialRounding(substeps: m - 1, from: size)
                let u = power.times(size) + spread
                let deviation = (substep.c.magnitude * spread.x + (substep.d - 1).magnitude * spread.y
                                 + 256 * Double.ulpOfOne * model.magnitude.times(u).y) / h
                let accelerationFails = candidate.lastAcceleration.magnitude - deviation > accelerationBound
                return valuesFail && accelerationFails ? .moving(resume: nil) : .undecided
            }
            let rules = candidate.stoppedBy
            var values = rules.values, solver = rules.solver
            for corner in [SIMD2(1.0, 1), SIMD2(1, -1), SIMD2(-1, 1), SIMD2(-1, -1)] where values || solver {
                var perturbed = base
                perturbed.setState(previous + corner * before, accumulated: accumulated)
                _ = perturbed.frame(k, dt: dt)
                values = values && perturbed.stoppedBy.values
                solver = solver && perturbed.stoppedBy.solver
            }
            return values || solver ? .rest : .undecided
        }
        var k = 2
        while k <= last {
            let dt = frameDelta(k)
            let (m, remainder) = POPSpringRenderer.Engine.substeps(accumulating: accumulated + dt)
            // A frame without a sub-step keeps an earlier frame's acceleration: not modelled.
            guard m >= 1, m <= 1 << 16 else { return plain() }
            if m >= model.powers.count { model.prepare(substeps: m) }
            let alpha = remainder / h
            let before = drift.bound
            drift.advance(model, substeps: m, fraction: alpha,
                          from: SIMD2(state.x.magnitude, state.y.magnitude) + before)
            let next = model.advance(state, substeps: m, fraction: alpha)
            let after = drift.bound
            guard next.x.isFinite, next.y.isFinite, after.x.isFinite, after.y.isFinite else { return plain() }
            let distance = next.x.magnitude - after.x - tolerance
            if distance <= solverBound {
                let valuesFail = distance > valueBound
                    || (state.x - next.x).magnitude - before.x - after.x - 2 * tolerance > valueBound
                let solverFails = distance > solverBound || next.y.magnitude - after.y > speedBound
                if !(valuesFail && solverFails) {
                    switch decide(k, dt: dt, substeps: m, previous: state, accumulated: accumulated,
                                  before: before, next: next, after: after, valuesFail: valuesFail) {
                    case .rest: return k
                    case .undecided: return plain()
                    case .moving: break
                    }
                }
            }
            state = next
            accumulated = remainder
            k += 1
        }
        return nil
    }
}
