extension ReboundSpringRenderer {
    /// The time of Rebound's resting frame, or `nil` past ``maximumDuration``: the frame the
    /// plain loop of ``render(_:motion:times:)`` rests at, found without running Rebound's RK4
    /// sub-steps frame after frame (docs/engine-durations.md).
    ///
    /// Rebound's state is three numbers: position, velocity and the last stage's position,
    /// which its next sub-step's first stage reads. A frame of `m` sub-steps applies
    /// `B^m` to it, and when a remainder `α` of a sub-step is left, replaces the position and
    /// velocity by their interpolation with the state before the last sub-step (`B` the
    /// sub-step's map, measured by running the engine's own sub-step from the three unit
    /// states). The accumulator is run as the engine runs it, so every frame's `m` and `α` are
    /// the engine's; the state is carried by that 3 × 3 map (`LyapunovFrameModel`), with a bound
    /// on how far the loop's rounding can have taken it. A frame is skipped when the rest
    /// rule's speed or distance fails by more than that bound; any other frame is run by the
    /// engine itself from the model's state and from the eight corners of the bound's box
    /// around it: at rest when all nine rest, else (and for a map that does not contract) the
    /// plain loop runs. Cost: a 3 × 3 product a frame instead of `m` RK4 sub-steps, plus a few
    /// engine frames at the end; not O(log), because the remainders do not repeat.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let engine = Engine(spring: spring, motion: motion, speed: restSpeedThreshold,
                            displacement: restDisplacementThreshold, frameInterval: frameInterval,
                            javaScriptFrameMilliseconds: isJavaScript ? frameInterval * 1000 : nil)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        return driver.reboundRestFrame(engine).map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) }
    }
}

extension ReboundSpringRenderer.Engine {
    /// The state in the model's coordinates: distances of the position and of the last stage's
    /// position from the end value, and the velocity.
    var modelState: SIMD3<Double> { SIMD3(position - end, velocity, tempPosition - end) }

    /// Puts the engine where its loop is after a frame that left `state` (model coordinates)
    /// with `accumulator` in the accumulator.
    mutating func setModelState(_ state: SIMD3<Double>, accumulator: Double) {
        position = end + state.x
        velocity = state.y
        tempPosition = end + state.z
        self.accumulator = accumulator
    }

    /// The sub-step's map of the model's coordinates, measured by the engine's own sub-step
    /// from the three unit states (the end value taken as 0, so nothing rounds against it).
    var substepMap: LyapunovFrameModel.Matrix {
        var probe = self
        probe.end = 0
        let columns = [SIMD3(1.0, 0, 0), SIMD3(0, 1.0, 0), SIMD3(0, 0, 1.0)].map { unit in
            let next = probe.substep(unit.x, unit.y, unit.z)
            return SIMD3(next.x, next.v, next.tx)
        }
        return LyapunovFrameModel.Matrix(columns: (columns[0], columns[1], columns[2]))
    }

    /// A bound on the magnitudes a sub-step's stages and results reach from `|s|`: with
    /// `|J| = [[0, 1, 0], [T, F, T], [0, 1, 0]]` (the stages' derivatives read the position and the
    /// last stage's position; `T`, `F` the tension and friction), twice
    /// `(I + E)·Σ_(i≤4) (h·|J|)^i`, `E` taking the last stage's position from the position.
    var substepMagnitude: LyapunovFrameModel.Matrix {
        let h = ReboundSpringRenderer.solverStep
        let t = tension.magnitude, f = friction.magnitude
        let j = LyapunovFrameModel.Matrix(rows: (SIMD3(0, h, 0), SIMD3(h * t, h * f, h * t), SIMD3(0, h, 0)))
        var term = LyapunovFrameModel.Matrix.identity, sum = term
        for _ in 1...4 {
            term = term.times(j)
            sum = sum.plus(term)
        }
        let carry = LyapunovFrameModel.Matrix(rows: (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(1, 0, 0)))
        return LyapunovFrameModel.Matrix.identity.plus(carry).times(sum).scaled(2)
    }
}

extension FrameDriver {
    /// The frame Rebound's plain loop rests `start` at (see
    /// ``ReboundSpringRenderer/duration(of:motion:)``), or `nil` through ``lastFrame``.
    /// `fallingBack` is called when the plain loop has to run (for tests).
    ///
    /// Why the answer is the plain loop's: frames 0 and 1 are the loop's own. From then on the
    /// accumulator is the loop's, bit for bit, so frame `k`'s sub-steps and remainder are too,
    /// and the loop's state is the model's within the drift (`LyapunovFrameModel.Drift`). The
    /// rest rule is a box on the distance and the speed after the frame: a frame where either
    /// side fails by more than the drift (and the rounding of `end − position`) is not at rest.
    /// Every other frame is run by the engine from the model's state after `k − 1`: at rest
    /// when it rests there and at the eight corners of the box `±δ(k − 1)` around it (the states
    /// the frame brings into the box form a convex set); anything else runs the plain loop.
    func reboundRestFrame(_ start: ReboundSpringRenderer.Engine, fallingBack: () -> Void = {}) -> Int? {
        func plain() -> Int? {
            fallingBack()
            return plainRestFrame(start) { !($0.position.isFinite && $0.velocity.isFinite) }
        }
        let last = lastFrame
        var engine = start
        if let k = runPlainFrames(&engine, through: 1) { return k }
        guard last >= 2 else { return nil }
        // Without tension Rebound rests on its speed alone, which the model's box does not say.
        guard engine.tension != 0 else { return plain() }
        let end = engine.end
        let ulp = Double.ulpOfOne
        let h = ReboundSpringRenderer.solverStep
        let positionRounding = 64 * ulp * end.magnitude
        guard var model = LyapunovFrameModel(
            substep: engine.substepMap, magnitude: engine.substepMagnitude,
            absolute: SIMD3(positionRounding, positionRounding * h * engine.tension.magnitude * 4, positionRounding),
            roundingsPerSubstep: 64, interpolated: SIMD3(1, 1, 0),
            weights: SIMD3(engine.tension.squareRoot(), 1, engine.tension.squareRoot())) else { return plain() }
        let slack = 1 + 1e-9
        let distanceBound = engine.displacementThreshold * slack, speedBound = engine.speedThreshold * slack
        // end − position, with the position itself a rounding of end + distance.
        let tolerance = 4 * ulp * (end.magnitude + engine.displacementThreshold)
        guard distanceBound.isFinite, speedBound.isFinite, tolerance.isFinite else { return plain() }
        var state = engine.modelState, accumulator = engine.accumulator
        var drift = LyapunovFrameModel.Drift()
        let base = engine
        let corners = [-1.0, 1].flatMap { x in [-1.0, 1].flatMap { y in [-1.0, 1].map { z in SIMD3(x, y, z) } } }
        var k = 2
        while k <= last {
            let dt = Swift.min(engine.frameSeconds(k), ReboundSpringRenderer.maximumFrameDelta)
            let (m, remainder) = ReboundSpringRenderer.Engine.substeps(accumulating: accumulator + dt)
            guard m >= 1, m <= 1 << 16 else { return plain() }
            if m >= model.powers.count { model.prepare(substeps: m) }
            let before = drift.bound(model)
            drift.advance(model, substeps: m, from: state)
            let next = model.advance(state, substeps: m, fraction: remainder > 0 ? remainder / h : 1)
            let after = drift.bound(model)
            guard next.x.isFinite, next.y.isFinite, next.z.isFinite, after.x.isFinite, after.y.isFinite else { return plain() }
            if next.x.magnitude - after.x - tolerance <= distanceBound, next.y.magnitude - after.y <= speedBound {
                // A candidate: the engine decides, from the model's state and the box's corners.
                // Its frame (without the rest rule, which snaps the state) must agree with the model.
                var probe = base
                probe.speedThreshold = -1
                probe.setModelState(state, accumulator: accumulator)
                _ = probe.frame(k, dt: frameDelta(k))
                let difference = probe.modelState - next
                guard difference.x.magnitude <= 2 * after.x, difference.y.magnitude <= 2 * after.y,
                      difference.z.magnitude <= 2 * after.z else { return plain() }
                var candidate = base
                candidate.setModelState(state, accumulator: accumulator)
                guard candidate.frame(k, dt: frameDelta(k)).done else { return plain() }
                for corner in corners {
                    var perturbed = base
                    perturbed.setModelState(state + corner * before, accumulator: accumulator)
                    guard perturbed.frame(k, dt: frameDelta(k)).done else { return plain() }
                }
                return k
            }
            state = next
            accumulator = remainder
            k += 1
        }
        return nil
    }
}
