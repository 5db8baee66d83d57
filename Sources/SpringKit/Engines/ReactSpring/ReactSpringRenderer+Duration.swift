extension ReactSpringRenderer {
    /// The time of react-spring's finishing frame, or `nil` past ``maximumDuration``: the frame
    /// the plain loop of ``render(_:motion:times:)`` finishes at, found without running every
    /// 1 ms step (docs/engine-durations.md).
    ///
    /// react-spring checks its rest rule before each 1 ms step: `|v| ≤ restVelocity` and
    /// `|to − x| ≤ precision`, exactly a box on the state. Its step is a fixed linear map of
    /// `(x − to, v)`, measured by running the engine's own `Engine/step()` from the two unit
    /// states, so the state after `j` steps is a `LinearModel`. Frames 0 and 1 (the frame
    /// loop's first, of its own length) are run as they are; from frame 2 on, frame `k` takes
    /// `⌈frameMilliseconds(k)⌉` steps (the engine's own clock), a constant when the clock's
    /// differences provably round up to one whole number, else summed frame by frame.
    ///
    /// `RestFrameSearch` runs over the steps and skips those where the box provably fails
    /// (widened by the loop's rounding, `LinearModel/drift(afterFrames:relative:absolute:)`);
    /// a candidate step's frame is decided from the model's state at each of its steps — at
    /// rest when the box holds with that rounding to spare, moving when it fails with it to
    /// spare, else the plain loop runs — and the engine, run from the model's state, must
    /// agree. Cost: O(log steps) plus a frame of steps per candidate frame.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let start = Engine(spring: spring, motion: motion, precision: precision, restVelocity: restVelocity,
                           frameLoop: frameLoop, frameInterval: frameInterval)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        return driver.stepRestFrame(start).map { start.clockTime(ofFrame: $0, frameInterval: frameInterval) }
    }
}

extension FrameDriver {
    /// The frame react-spring's plain loop finishes `start` at (see
    /// ``ReactSpringRenderer/duration(of:motion:)``), or `nil` through ``lastFrame``.
    /// `fallingBack` is called when the plain loop has to run (for tests).
    func stepRestFrame(_ start: ReactSpringRenderer.Engine, fallingBack: () -> Void = {}) -> Int? {
        func plain() -> Int? {
            fallingBack()
            return plainRestFrame(start, diverged: { !($0.position.isFinite && $0.velocity.isFinite) })
        }
        let last = lastFrame
        var engine = start
        if let k = runPlainFrames(&engine, through: 1) { return k }
        guard last >= 2 else { return nil }
        let to = engine.to
        let map = engine.stepMap
        guard map.allSatisfy({ $0.allSatisfy({ $0.isFinite }) }) else { return plain() }
        // Steps taken by the end of frame k (k ≥ 1), from the end of frame 1.
        let steps = StepSchedule(engine: engine, driver: self)
        let lastStep = steps.end(ofFrame: last) - 1
        guard lastStep >= 0 else { return plain() }
        let box = SIMD2(engine.precision, engine.restVelocity)
        guard box.x.isFinite, box.y.isFinite else { return plain() }
        // Position x = to + (x − to) rounds to `to`'s precision; a step is a few operations.
        let rounding = (relative: 32 * Double.ulpOfOne, absolute: SIMD2(4 * Double.ulpOfOne * to.magnitude, 0))
        let motion: StepMotion
        if let model = LinearModel.discrete(map: map, state: SIMD2(engine.position - to, engine.velocity), origin: 0),
           model.isUsable {
            motion = StepMotion(origin: 0, signals: model.coordinates, slack: .zero, state: model.state(atFrame:),
                                drift: { model.drift(afterFrames: $0, relative: rounding.relative, absolute: rounding.absolute) },
                                widestDrift: { model.widestDrift(throughFrames: $0, relative: rounding.relative, absolute: rounding.absolute) })
        } else {
            // A step that flips a fast mode's sign (`c·(1 ms)/m > 1`): the engine's own frames
            // run until that mode is far below the rest box, and the slow mode is searched from
            // the end of that frame.
            guard let first = SignFlippingModel(map: map, state: SIMD2(engine.position - to, engine.velocity), origin: 0)
            else { return plain() }
            let below = SIMD2(1e-3 * box.x, 1e-3 * box.y)
            guard let decayed = first.steps(untilFastPartIsWithin: below, before: lastStep) else { return plain() }
            var frame = 1
            if decayed > 0 {
                frame = steps.frame(containingStep: decayed - 1)
                guard frame <= last else { return plain() }
                for k in 2...frame where engine.frame(k, dt: frameDelta(k)).done {
                    return k
                }
            }
            let origin = steps.end(ofFrame: frame)
            guard origin <= lastStep,
                  let model = SignFlippingModel(map: map, state: SIMD2(engine.position - to, engine.velocity), origin: origin),
                  model.slack.x <= below.x, model.slack.y <= below.y else { return plain() }
            motion = StepMotion(origin: origin, signals: model.slowSignals, slack: model.slack, state: model.state(atStep:),
                                drift: { model.drift(afterSteps: $0, relative: rounding.relative, absolute: rounding.absolute) },
                                widestDrift: { model.widestDrift(throughSteps: $0, relative: rounding.relative, absolute: rounding.absolute) })
        }
        func drift(_ j: Int) -> SIMD2<Double> { motion.drift(j - motion.origin) }
        let widest = motion.widestDrift(lastStep - motion.origin)
        guard widest.x.isFinite, widest.y.isFinite else { return plain() }
        let bounds = [RestBound(motion.signals[0], box.x * (1 + 1e-9) + widest.x + motion.slack.x),
                      RestBound(motion.signals[1], box.y * (1 + 1e-9) + widest.y + motion.slack.y)]
        var found: Int?
        let outcome = RestFrameSearch.firstRest(bounds: bounds, clock: .steps(from: motion.origin), from: motion.origin,
                                                through: lastStep) { j in
            let k = steps.frame(containingStep: j)
            let first = steps.end(ofFrame: k - 1), end = steps.end(ofFrame: k)
            // The model's decision, step by step through the frame.
            var rests: Bool?
            for i in first..<end {
                let s = motion.state(i), d = drift(i)
                let fails = s.x.magnitude > box.x * (1 + 1e-9) + d.x || s.y.magnitude > box.y * (1 + 1e-9) + d.y
                if fails { continue }
                let holds = s.x.magnitude <= box.x * (1 - 1e-9) - d.x && s.y.magnitude <= box.y * (1 - 1e-9) - d.y
                if !holds { return .undecided }
                rests = true
                break
            }
            // The engine's own frame from the model's state must agree.
            var candidate = engine
            let s = motion.state(first)
            candidate.position = to + s.x
            candidate.velocity = s.y
            let done = candidate.frame(k, dt: frameDelta(k)).done
            guard done == (rests == true) else { return .undecided }
            if done {
                found = k
                return .rest
            }
            let next = motion.state(end), d = drift(end)
            guard (candidate.position - to - next.x).magnitude <= 2 * d.x,
                  (candidate.velocity - next.y).magnitude <= 2 * d.y else { return .undecided }
            return .moving(resume: end)
        }
        switch outcome {
        case .frame: return found
        case .none: return nil
        case .undecided: return plain()
        }
    }
}

extension ReactSpringRenderer.Engine {
    /// The map one 1 ms step applies to `(x − to, v)` (`map[i][j]`: row `i`, column `j`),
    /// measured by running the engine's own ``step()`` from the two unit states scaled far from
    /// rest (a million times the largest of 1, the thresholds and `|to|`): the step is linear, so
    /// the columns are the results divided by that scale.
    var stepMap: [[Double]] {
        let scale = 1e6 * Swift.max(1, precision, restVelocity, to.magnitude)
        var columns: [SIMD2<Double>] = []
        for unit in [SIMD2(1.0, 0), SIMD2(0, 1.0)] {
            var probe = self
            probe.position = to + unit.x * scale
            probe.velocity = unit.y * scale
            probe.step()
            columns.append(SIMD2(probe.position - to, probe.velocity) / scale)
        }
        return [[columns[0].x, columns[1].x], [columns[0].y, columns[1].y]]
    }
}

/// What the step search reads of a model of react-spring's steps: the state after each step
/// (from step `origin` on), the signals whose bounds skip steps (each widened by `slack`), the
/// loop's drift from the model after `n` steps from the origin, and a bound on it over steps
/// `0…n`.
private struct StepMotion {
    let origin: Int
    let signals: [ModalSignal]
    let slack: SIMD2<Double>
    let state: (Int) -> SIMD2<Double>
    let drift: (Int) -> SIMD2<Double>
    let widestDrift: (Int) -> SIMD2<Double>
}

/// How many 1 ms steps react-spring's frames take from frame 2 on, `⌈frameMilliseconds(k)⌉` by
/// the engine's own clock: the steps taken by the end of each frame, counted from the end of
/// frame 1.
private struct StepSchedule {
    /// The steps of every frame from 2 on, when provably the same.
    let constant: Int?
    /// Otherwise the steps taken by the end of frame `k`, `ends[k]` (`ends[1] = 0`).
    let ends: [Int]

    init(engine: ReactSpringRenderer.Engine, driver: FrameDriver) {
        let last = driver.lastFrame
        let ms = driver.frameInterval * 1000
        // The clock's difference is k·interval·1000 read twice, each reading within 2⁻⁵¹ of it
        // or snapped to a whole number within 1e-9 of it: within `spread` of `ms` for k ≤ last.
        let spread = 2.2e-9 * Double(last) * ms + 1e-12
        let nearest = ms.rounded()
        var constant: Int?
        if ms >= ReactSpringRenderer.maximumFrameMilliseconds + 1 {
            constant = Int(ReactSpringRenderer.maximumFrameMilliseconds)
        } else if (ms - nearest).magnitude <= 1e-10 * nearest, nearest >= 1 {
            // Every reading k·ms snaps to the whole number k·nearest: differences are exact.
            constant = Int(Swift.min(nearest, ReactSpringRenderer.maximumFrameMilliseconds))
        } else if (ms - ms.rounded(.down)) > spread, (ms.rounded(.up) - ms) > spread,
                  ms.rounded(.up) <= ReactSpringRenderer.maximumFrameMilliseconds {
            constant = Int(ms.rounded(.up))
        }
        if let constant, Int(engine.frameMilliseconds(2).rounded(.up)) == constant {
            self.constant = constant
            ends = []
        } else {
            self.constant = nil
            var ends = [0, 0]
            ends.reserveCapacity(last + 1)
            var total = 0
            if last >= 2 {
                for k in 2...last {
                    total += Swift.max(Int(engine.frameMilliseconds(k).rounded(.up)), 0)
                    ends.append(total)
                }
            }
            self.ends = ends
        }
    }

    /// The steps taken by the end of frame `k` (`k ≥ 1`), from the end of frame 1.
    func end(ofFrame k: Int) -> Int {
        if let constant { return Swift.max(k - 1, 0) * constant }
        return ends[Swift.max(Swift.min(k, ends.count - 1), 0)]
    }

    /// The frame (≥ 2) whose steps include step `j` (≥ 0): the first with `end(ofFrame:) > j`.
    func frame(containingStep j: Int) -> Int {
        if let constant { return j / constant + 2 }
        var lo = 2, hi = ends.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > j { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
