/// A frame engine whose motion from frame to frame is a fixed linear map of a state of two
/// numbers, apart from rounding: its rest frame can be found from an exact model of that
/// motion (`FrameDriver/restFrame(_:)`) instead of by running every frame.
///
/// The engine keeps its own rules: the model only proves which frames cannot be at rest, and
/// every other frame is run by the engine's own ``FrameEngine/frame(_:dt:)`` from the state the
/// model gives, so a change to a frame's arithmetic or to the rest rule is followed (a change
/// the model no longer matches is detected, and the plain loop runs).
protocol LinearFrameEngine: FrameEngine {
    /// The engine's state after the frames it has run, in the model's coordinates (for
    /// example the displacement from the target and the velocity).
    var modelState: SIMD2<Double> { get }
    /// Puts the engine where the plain loop would be after frame `k` with `state` (model
    /// coordinates): the state, and whatever the loop keeps with it (a clock reading, a
    /// previous value).
    mutating func setModelState(_ state: SIMD2<Double>, afterFrame k: Int)
    /// The frames `0…plainFrames` the plain loop runs before the model is used (a first frame
    /// of its own, a start that may already be at rest).
    var plainFrames: Int { get }
    /// The exact model of the motion from `state` after frame `origin`, or `nil` when there is
    /// none (the plain loop then runs). Default: the map of one frame, probed by running the
    /// engine's own frame from the two unit states (``probedModel(from:afterFrame:driver:)``).
    func model(from state: SIMD2<Double>, afterFrame origin: Int, driver: FrameDriver) -> LinearModel?
    /// What the rest rule needs at a frame, as bounds `|ℓ·s| ≤ b` on the state `s` after that
    /// frame's update (the update the engine makes when it does not stop): necessary
    /// conditions, read from the engine's own thresholds.
    var restBounds: [(form: SIMD2<Double>, bound: Double)] { get }
    /// The most one frame of the loop rounds, per coordinate: `relative` of the largest
    /// magnitude the coordinate reaches, plus `absolute`.
    var frameRounding: (relative: Double, absolute: SIMD2<Double>) { get }
    /// The first frame from which the engine may stop by a rule that is not a bound on its
    /// state (a clamp at the target): every frame from there on is run by the engine. Default
    /// `nil`, none.
    func firstUnboundedStop(model: LinearModel) -> Int?
    /// Whether no state within `deviation` (per coordinate) of `state`, the state after a
    /// frame's update, stops the engine — a proof of "moving" beyond ``restBounds`` (for an
    /// unbounded stop, it must cover that too). Default `false`: no proof.
    func provablyMoving(after state: SIMD2<Double>, within deviation: SIMD2<Double>) -> Bool
}

extension LinearFrameEngine {
    func model(from state: SIMD2<Double>, afterFrame origin: Int, driver: FrameDriver) -> LinearModel? {
        probedModel(from: state, afterFrame: origin, driver: driver)
    }

    func firstUnboundedStop(model: LinearModel) -> Int? { nil }

    func provablyMoving(after state: SIMD2<Double>, within deviation: SIMD2<Double>) -> Bool { false }

    /// The model whose per-frame map is measured by running the engine's own next frame
    /// (`origin + 1`) from `L·e₁` and `L·e₂`, `L` a million times the largest rest bound, so far
    /// from rest that no rule snaps or stops the state; the map is linear, so its columns are the
    /// results divided by `L`.
    func probedModel(from state: SIMD2<Double>, afterFrame origin: Int, driver: FrameDriver) -> LinearModel? {
        let scale = 1e6 * Swift.max(1, restBounds.map({ $0.bound }).max() ?? 1, state.x.magnitude, state.y.magnitude)
        var columns: [SIMD2<Double>] = []
        for unit in [SIMD2(1.0, 0), SIMD2(0, 1.0)] {
            var probe = self
            probe.setModelState(unit * scale, afterFrame: origin)
            _ = probe.frame(origin + 1, dt: driver.frameDelta(origin + 1))
            columns.append(probe.modelState / scale)
        }
        let map = [[columns[0].x, columns[1].x], [columns[0].y, columns[1].y]]
        guard map.allSatisfy({ $0.allSatisfy({ $0.isFinite }) }) else { return nil }
        return LinearModel.discrete(map: map, state: state, origin: origin)
    }
}

extension FrameDriver {
    /// The time between frame `k − 1` and frame `k` the driver hands the engine (0 for frame 0).
    func frameDelta(_ k: Int) -> Double {
        k > 0 ? Double(k) * frameInterval - Double(k - 1) * frameInterval : 0
    }

    /// The first frame in `first…lastFrame` where `test` holds, for a test that holds at every
    /// frame after one where it holds (bisection: O(log frames) tests); `nil` when none does.
    func firstFrame(from first: Int, where test: (Int) -> Bool) -> Int? {
        var lo = first, hi = lastFrame
        guard lo <= hi, test(hi) else { return nil }
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if test(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Runs frames `0…n` (at most ``lastFrame``) of `engine` as the plain loop does, and
    /// returns the one its rule stops it at, if any (the engine is then left after it).
    func runPlainFrames<E: FrameEngine>(_ engine: inout E, through n: Int) -> Int? {
        let end = Swift.min(n, lastFrame)
        guard end >= 0 else { return nil }
        for k in 0...end where engine.frame(k, dt: frameDelta(k)).done {
            return k
        }
        return nil
    }

    /// The first frame at which the plain loop — frames `0, 1, 2…` run by the engine until its
    /// rule stops it, at most ``lastFrame`` — stops `engine`, or `nil` when it does not.
    ///
    /// `diverged` may end the loop early with `nil`: it must hold only for a state from which
    /// the engine can never stop (a state that is not finite stays so, and fails every
    /// comparison of a rest rule).
    func plainRestFrame<E: FrameEngine>(_ engine: E, diverged: (E) -> Bool = { _ in false }) -> Int? {
        var engine = engine
        var k = 0
        while k <= lastFrame {
            if engine.frame(k, dt: frameDelta(k)).done { return k }
            if diverged(engine) { return nil }
            k += 1
        }
        return nil
    }

    /// The plain loop of a linear engine, ended once its state is not finite.
    func plainRestFrame<E: LinearFrameEngine>(_ engine: E) -> Int? {
        plainRestFrame(engine) { !($0.modelState.x.isFinite && $0.modelState.y.isFinite) }
    }

    /// The frame the plain loop stops `engine` at (``plainRestFrame(_:)``), found from the
    /// engine's exact model with work that does not grow with the frames it moves for.
    ///
    /// Why the answer is the plain loop's (docs/engine-durations.md):
    /// 1. Frames `0…plainFrames` are the plain loop's own.
    /// 2. After them the loop's state is the model's (`LinearModel`) up to its rounding, which
    ///    after `n` frames is at most the model's `LinearModel/drift(afterFrames:relative:absolute:)`
    ///    `δ(n)` per coordinate, from the engine's bound on one frame's rounding.
    /// 3. `RestFrameSearch` skips only frames where a bound the rest rule needs fails for
    ///    every state within `δ` of the model's: each bound is widened by `|ℓ|·δ` (the largest
    ///    `δ` of any frame through the last, `LinearModel/widestDrift(throughFrames:relative:absolute:)`).
    /// 4. At every other frame `k` the engine runs its own frame from the model's state after
    ///    `k − 1`. The frame it computes must agree with the model's state after `k` within
    ///    `2δ(k)` (the model still describes the engine), else the plain loop runs.
    ///    - "Moving" is the loop's answer when a bound of ``restBounds`` fails by more than
    ///      `|ℓ|·δ(k)` at the model's state after `k`, or the engine proves it
    ///      (``LinearFrameEngine/provablyMoving(after:within:)``): no state the loop can be in
    ///      is at rest.
    ///    - "Rest" is the loop's answer when the engine stops at the model's state after `k − 1`
    ///      and at the four corners of the box `±δ(k − 1)` around it: the states that stop the
    ///      engine at a frame form a convex set (a box or an ellipse in the state after the
    ///      frame, and the frame is linear), which then holds the whole box.
    ///    - Anything else cannot be decided as the loop would: the plain loop runs.
    /// 5. No model, a mode that grows, or a bound that is not finite: the plain loop runs.
    ///
    /// Cost: the plain frames, a probe of two frames, O(log) to reach the frames where the
    /// envelope allows rest, then one to five engine frames per candidate (see `RestFrameSearch`).
    func restFrame<E: LinearFrameEngine>(_ start: E) -> Int? {
        let last = lastFrame
        var engine = start
        let plain = Swift.min(Swift.max(start.plainFrames, 0), last)
        if let k = runPlainFrames(&engine, through: plain) { return k }
        if plain == last { return nil }
        let origin = plain
        guard let model = engine.model(from: engine.modelState, afterFrame: origin, driver: self),
              model.isUsable else { return plainRestFrame(start) }
        let rounding = engine.frameRounding
        func drift(_ k: Int) -> SIMD2<Double> {
            model.drift(afterFrames: k - origin, relative: rounding.relative, absolute: rounding.absolute)
        }
        let widest = model.widestDrift(throughFrames: last - origin, relative: rounding.relative, absolute: rounding.absolute)
        guard widest.x.isFinite, widest.y.isFinite else { return plainRestFrame(start) }
        let rules = engine.restBounds
        let bounds = rules.map { form, bound in
            RestBound(model.signal(form), bound * (1 + 1e-9) + form.x.magnitude * widest.x + form.y.magnitude * widest.y)
        }
        // Frames from an unbounded stop on are all run by the engine, and only the engine's own
        // proof shows them moving.
        let unbounded = engine.firstUnboundedStop(model: model).map { Swift.max($0, origin + 1) } ?? last + 1
        let base = engine
        func test(_ k: Int) -> RestTest {
            let previous = model.state(atFrame: k - 1), next = model.state(atFrame: k)
            let before = drift(k - 1), after = drift(k)
            var candidate = base
            candidate.setModelState(previous, afterFrame: k - 1)
            let decided = candidate.frame(k, dt: frameDelta(k)).done
            if !decided {
                let difference = candidate.modelState - next
                guard difference.x.magnitude <= 2 * after.x, difference.y.magnitude <= 2 * after.y else {
                    return .undecided
                }
            }
            let failing = k < unbounded && rules.contains { form, bound in
                (form.x * next.x + form.y * next.y).magnitude
                    > bound * (1 + 1e-9) + form.x.magnitude * after.x + form.y.magnitude * after.y
            }
            if failing || base.provablyMoving(after: next, within: after) {
                return decided ? .undecided : .moving(resume: nil)
            }
            guard decided else { return .undecided }
            for corner in [SIMD2(1.0, 1), SIMD2(1, -1), SIMD2(-1, 1), SIMD2(-1, -1)] {
                var perturbed = base
                perturbed.setModelState(previous + corner * before, afterFrame: k - 1)
                if !perturbed.frame(k, dt: frameDelta(k)).done { return .undecided }
            }
            return .rest
        }
        var outcome = RestFrameSearch.firstRest(bounds: bounds, clock: model.clock, from: origin + 1,
                                                through: Swift.min(last, unbounded - 1), test: test)
        if outcome == .none {
            outcome = .none
            var k = unbounded
            while k <= last {
                switch test(k) {
                case .rest: outcome = .frame(k)
                case .undecided: outcome = .undecided
                case .moving: k += 1; continue
                }
                break
            }
        }
        switch outcome {
        case .frame(let k): return k
        case .none: return nil
        case .undecided: return plainRestFrame(start)
        }
    }
}
