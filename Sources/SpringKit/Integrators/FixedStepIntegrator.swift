/// A fixed-step integrator: ``FixedStepMethod`` with step `h` (default 1 ms).
///
/// A requested time `t` is reached by ⌊t/h⌋ full steps on the grid `n·h` followed by one
/// partial step of `t − n·h` (skipped when `t` lies on the grid to 1e-9 of a step), so
/// off-grid times keep the method's order. Ascending times reuse the grid state; a time
/// earlier than the previous one restarts from 0.
///
/// Accuracy: global error O(h^p) with p = ``FixedStepMethod/order``; with the default 1 ms
/// step on a typical UI spring (k = 300, c = 10, m = 1, over 2 s) below 2e-2 (Euler),
/// 1e-4 (Verlet) and 2e-9 (RK4) of the step (measured in `IntegratorTests`). Cost: O(t/h) steps; at most ``maximumSteps`` per time
/// (beyond that the state is NaN).
public struct FixedStepIntegrator: SpringIntegrator, Hashable {
    /// The method.
    public var method: FixedStepMethod
    /// The step h in seconds (> 0).
    public var step: Double
    /// The largest number of steps taken to reach one time; more gives a NaN state.
    public var maximumSteps: Int

    /// Creates an integrator; `step` defaults to 1 ms.
    public init(method: FixedStepMethod, step: Double = 0.001, maximumSteps: Int = 100_000_000) {
        self.method = method
        self.step = step
        self.maximumSteps = maximumSteps
    }

    /// The integrated state at each of `times`; see the type's documentation.
    public func trajectory(of spring: Spring, motion: Motion, times: [Double]) -> [SpringState] {
        let f = SpringDynamics(spring)
        let e0 = motion.from - motion.to, v0 = motion.absoluteVelocity
        guard step > 0, step.isFinite else {
            return times.map { _ in SpringState(position: .nan, velocity: .nan) }
        }
        var n = 0
        var e = e0, v = v0
        var result: [SpringState] = []
        result.reserveCapacity(times.count)
        for t in times {
            guard t > 0 else {
                result.append(SpringState(position: motion.from, velocity: v0))
                continue
            }
            let ratio = t / step
            guard ratio.isFinite, ratio < Double(maximumSteps) else {
                result.append(SpringState(position: .nan, velocity: .nan))
                continue
            }
            let nearest = ratio.rounded()
            let onGrid = (ratio - nearest).magnitude <= 1e-9 * max(1, ratio)
            let target = Int(onGrid ? nearest : ratio.rounded(.down))
            if target < n { n = 0; e = e0; v = v0 }
            while n < target {
                (e, v) = method.step(e, v, step, f)
                n += 1
            }
            var (ee, vv) = (e, v)
            if !onGrid {
                let rest = t - Double(n) * step
                if rest > 0 { (ee, vv) = method.step(e, v, rest, f) }
            }
            result.append(SpringState(position: motion.to + ee, velocity: vv))
        }
        return result
    }
}
