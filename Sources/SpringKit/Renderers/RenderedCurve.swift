/// A curve as one solver or engine draws it: positions and velocities at requested times,
/// and the time at which the engine stops.
public struct RenderedCurve: Sendable, Hashable {
    /// The solver or engine that drew the curve.
    public var solver: Solver
    /// The requested times, in seconds, in the order given.
    public var times: [Double]
    /// The drawn position at each time.
    public var positions: [Double]
    /// The velocity the solver or engine holds at each time, in units of x per second
    /// (0 once an engine has stopped).
    public var velocities: [Double]
    /// When the engine stops (its own rule, documented on each renderer); `nil` for the exact
    /// solution and the integrators (which never stop), when the engine's rule is not
    /// public, or when the engine did not stop within the renderer's time cap.
    public var duration: Double?

    /// Creates a curve; the three arrays must have equal lengths.
    public init(solver: Solver, times: [Double], positions: [Double], velocities: [Double],
                duration: Double?) {
        self.solver = solver
        self.times = times
        self.positions = positions
        self.velocities = velocities
        self.duration = duration
    }

    /// The largest `|position − exact position|` over the curve, relative to the motion's
    /// scale (`|to − from|`, else `|v0|/ω0`). Cost: one exact evaluation per sample.
    public func maximumDeviation(from exact: SpringResponse) -> Double {
        let scale = exact.motion.scale(for: exact.spring)
        var worst = 0.0
        for (t, x) in zip(times, positions) {
            let d = (x - exact.position(at: max(0, t))).magnitude / scale
            if d.isNaN { return .nan }
            worst = max(worst, d)
        }
        return worst
    }
}
