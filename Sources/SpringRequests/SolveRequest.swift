import SpringKit

/// A request for one spring's curve at sample times (`springtune solve`): exactly, or as an
/// integrator or engine draws it, through retargets.
///
/// The sampling rule: `samples` N gives N times from 0 to the duration, both ends included (the
/// last exactly the duration); a `step` H gives 0, H, 2H, … up to the duration
/// (``SampleTimes/count(through:step:limit:)``); one of the two, at most ``maximumSamples``.
public struct SolveRequest: Sendable {
    /// The spring.
    public var setup: SpringSetup
    /// The solver drawing it: the one asked for, else the spring's own.
    public var solver: Solver
    /// The number of sample times.
    public var count: Int
    /// The duration, the end of the sampled range.
    public var duration: Double
    /// The time step, or `nil` when the duration is divided into `count − 1` steps.
    public var step: Double?
    /// Changes of target in flight.
    public var retargets: RetargetRequest
    /// How the engine runs: the engine settings, at the frame interval they ask for.
    public var options: RendererOptions
    /// The frame interval the engine settings ask for, or `nil` for the engine's own.
    public var frameInterval: Double? { options.frameInterval }

    /// The most sample times one request may take.
    public static let maximumSamples = 50_000_000

    /// A request for the one spring of `source`, checked (sampling first, then the spring).
    /// - Parameter sampleLimit: the most sample times allowed (a front end may allow fewer
    ///   than ``maximumSamples``).
    /// - Throws: ``RequestError`` naming the first value not allowed, or the spring's own error.
    public init(source: SpringSource, duration: Double, samples: Int?, step: Double?, solver: Solver? = nil,
                engine: EngineSettings = EngineSettings(), retargets: RetargetRequest,
                sampleLimit: Int = SolveRequest.maximumSamples) throws(RequestError) {
        guard duration > 0 else { throw .invalid(.duration, "\(duration)", "must be > 0") }
        switch (samples, step) {
        case (.some, .some): throw RequestError(.usage, "\(field: .samples) and \(field: .timeStep) do not mix: give one")
        case (nil, nil): throw RequestError(.usage, "give \(field: .samples) N or \(field: .timeStep) H")
        case (.some(let n), nil):
            guard n >= 2, n <= sampleLimit else { throw .invalid(.samples, "\(n)", "must be 2…\(sampleLimit)") }
            count = n
        case (nil, .some(let h)):
            guard h > 0 else { throw .invalid(.timeStep, "\(h)", "must be > 0") }
            do {
                count = try SampleTimes.count(through: duration, step: h, limit: sampleLimit)
            } catch {
                let requested = (duration / h * (1 + 1e-12)).rounded(.down) + 1
                throw .invalid(.timeStep, "\(h)", "gives \(Int(min(requested, 1e18))) samples, more than \(sampleLimit)")
            }
        }
        self.duration = duration
        self.step = step
        guard source.specs.count == 1 else {
            throw RequestError(.usage, source.specs.isEmpty ? "no spring given: use \(field: .springs)"
                                                            : "solve takes one spring, got \(source.specs.count): give it once")
        }
        let setup = try source.resolved().setups[0]
        let drawing: Solver
        do { drawing = try setup.drawingSolver(solver) } catch { throw RequestError(error) }
        try retargets.check(drawnBy: drawing)
        self.setup = setup
        self.solver = drawing
        self.retargets = retargets
        options = engine.options(frameInterval: try engine.frameInterval(for: drawing))
    }

    /// The i-th sample time: i·H with a step, else i·duration/(count − 1), the last exactly the duration.
    public func time(_ index: Int) -> Double {
        if let step { return Double(index) * step }
        return index == count - 1 ? duration : Double(index) * (duration / Double(count - 1))
    }

    /// The exact motion through the retargets, for the error against the exact solution.
    /// - Throws: ``RequestError`` for retargets the spring cannot take.
    public func exact() throws(RequestError) -> RetargetedResponse {
        do { return try RetargetedResponse(spring: setup.spring, motion: setup.motion, retargets: retargets.retargets) } catch {
            throw RequestError(error)
        }
    }
}
