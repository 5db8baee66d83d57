import SpringKit

/// How a frame engine is run, as a request gives it: its display frame rate, Android's animated
/// property, Reanimated's clamping and the state of react-spring's frame loop. The front of
/// SpringKit's ``RendererOptions`` (``options(frameInterval:)``) that checks the frame rate
/// against the solver and names the request's fields in its errors.
public struct EngineSettings: Sendable, Hashable {
    /// The display frame rate in Hz, or `nil` for the engine's default (60).
    public var frameRate: Double?
    /// Android's animated property (its minimum visible change and rest rule), or `nil` for pixels.
    public var androidProperty: AndroidSpringRenderer.Property?
    /// Reanimated's `overshootClamping`, for the `reanimated` and `reanimated3` engines.
    public var overshootClamping: Bool
    /// The state of react-spring's frame loop when the spring starts, for the `react-spring`
    /// engine (``ReactSpringRenderer/FrameLoop``; idle by default).
    public var frameLoop: ReactSpringRenderer.FrameLoop

    /// Settings of `frameRate`, `androidProperty`, Reanimated's `overshootClamping` and
    /// react-spring's `frameLoop`.
    public init(frameRate: Double? = nil, androidProperty: AndroidSpringRenderer.Property? = nil,
                overshootClamping: Bool = false, frameLoop: ReactSpringRenderer.FrameLoop = .idle) {
        self.frameRate = frameRate
        self.androidProperty = androidProperty
        self.overshootClamping = overshootClamping
        self.frameLoop = frameLoop
    }

    /// The frame interval the frame rate asks for, for the solver that draws.
    /// - Throws: ``RequestError`` (usage) for a rate outside (0, 10000] Hz, or a solver that
    ///   has no frames.
    public func frameInterval(for solver: Solver?) throws(RequestError) -> Double? {
        guard let frameRate else { return nil }
        try Self.checkFrameRate(frameRate)
        guard let solver, solver.isEngine, solver.hasStep else {
            let framed = Solver.allCases.filter { $0.isEngine && $0.hasStep }.map { $0.rawValue }.joined(separator: ", ")
            throw RequestError(.usage, "\(field: .frameRate) needs \(field: .solver) with frames (\(framed))")
        }
        return 1 / frameRate
    }

    /// The bounds of the display frame rates a request may name, in Hz (``FrameRate/allowed``, (0, 10000]).
    public static let frameRates = FrameRate.allowed.lowerBound...FrameRate.allowed.upperBound

    /// Refuses a display frame rate outside (0, 10000] Hz: the one rule of every request that
    /// takes one (engines, `convert`'s and `export`'s Svelte rows).
    /// - Throws: ``RequestError`` (usage) naming the rate.
    public static func checkFrameRate(_ frameRate: Double) throws(RequestError) {
        guard FrameRate(hertz: frameRate) != nil else {
            throw .invalid(.frameRate, "\(frameRate)", "must be in \(FrameRate.allowed) Hz")
        }
    }

    /// Android's animated property named `name` (`pixels`, `alpha`, `scale`, `rotation`).
    /// - Throws: ``RequestError`` (usage) naming the properties.
    public static func androidProperty(named name: String) throws(RequestError) -> AndroidSpringRenderer.Property {
        guard let property = AndroidSpringRenderer.Property(rawValue: name) else {
            let allowed = AndroidSpringRenderer.Property.allCases.map { $0.rawValue }.joined(separator: ", ")
            throw .invalid(.androidProperty, "'\(name)'", "must be one of \(allowed)")
        }
        return property
    }

    /// The state of react-spring's frame loop named `name` (`idle`, `running`).
    /// - Throws: ``RequestError`` (usage) naming the states.
    public static func frameLoop(named name: String) throws(RequestError) -> ReactSpringRenderer.FrameLoop {
        guard let state = ReactSpringRenderer.FrameLoop(rawValue: name) else {
            let allowed = ReactSpringRenderer.FrameLoop.allCases.map { $0.rawValue }.joined(separator: ", ")
            throw .invalid(.frameLoop, "'\(name)'", "must be one of \(allowed)")
        }
        return state
    }

    /// The renderer options these settings give, at `frameInterval` (``frameInterval(for:)``,
    /// checked against the solver that draws).
    public func options(frameInterval: Double?) -> RendererOptions {
        RendererOptions(frameInterval: frameInterval, androidProperty: androidProperty,
                        overshootClamping: overshootClamping, frameLoop: frameLoop)
    }
}
