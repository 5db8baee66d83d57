import SpringIO
import SpringKit
import SpringPlot

/// The settings of a response plot, checked (`springtune plot`, the studio's plot).
///
/// The rules: the theme `light` or `dark`; width and height 100…10000 points; a PNG scale
/// 0.25…8; a time range 0…T with T > 0; a time step 0 < dt ≤ 1 s, and only for a solver that
/// steps.
public struct PlotRequest: Sendable, Hashable {
    /// The colour theme.
    public var theme: PlotTheme
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// The PNG pixel multiplier.
    public var scale: Double
    /// The end of the time range in seconds, or `nil` for through the slowest settling time.
    public var duration: Double?
    /// The solver's time step, or `nil` for its own.
    public var timeStep: Double?

    /// Settings, checked.
    /// - Parameter solver: the one solver drawing every spring, when `timeStep` is given.
    /// - Throws: ``RequestError`` (usage) naming the first value out of range.
    public init(theme: PlotTheme = .light, width: Double = PlotSize.standard.width, height: Double = PlotSize.standard.height, scale: Double = 1,
                duration: Double? = nil, timeStep: Double? = nil, solver: Solver? = nil) throws(RequestError) {
        guard (100...10_000).contains(width) else { throw .invalid(.width, NumberStyle.readable.text(width), "must be 100…10000 points") }
        guard (100...10_000).contains(height) else { throw .invalid(.height, NumberStyle.readable.text(height), "must be 100…10000 points") }
        guard (0.25...8).contains(scale) else { throw .invalid(.scale, NumberStyle.readable.text(scale), "must be 0.25…8") }
        if let duration, !(duration > 0) { throw .invalid(.duration, NumberStyle.readable.text(duration), "must be > 0") }
        if let timeStep {
            guard timeStep > 0, timeStep <= 1 else { throw .invalid(.timeStep, NumberStyle.readable.text(timeStep), "must be > 0 and ≤ 1 s") }
            guard let solver, solver.hasStep else {
                let stepping = Solver.allCases.filter { $0.hasStep }.map { $0.rawValue }.joined(separator: ", ")
                throw RequestError(.usage, "\(field: .timeStep) needs \(field: .solver) with a step (\(stepping))")
            }
        }
        self.theme = theme
        self.width = width
        self.height = height
        self.scale = scale
        self.duration = duration
        self.timeStep = timeStep
    }
}

extension PlotRequest {
    /// The theme named `name`.
    /// - Throws: ``RequestError`` (usage) naming the themes.
    public static func theme(named name: String) throws(RequestError) -> PlotTheme {
        guard let theme = PlotTheme(rawValue: name) else { throw .invalid(.theme, "'\(name)'", "must be light or dark") }
        return theme
    }
}

extension Solver {
    /// The solver named `name`, given as `field`.
    /// - Throws: ``RequestError`` (usage) naming the solvers.
    public static func named(_ name: String, as field: RequestField = .solver) throws(RequestError) -> Solver {
        guard let solver = Solver(rawValue: name) else {
            throw .invalid(field, "'\(name)'", "must be one of \(Solver.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        return solver
    }
}

extension PlotRequest {
    /// `setups` with their legend names: `labels` in order, at most one per spring. The one
    /// rule of every front end (`plot --label`, the studio's `label=`): a label past the last
    /// spring is refused, never dropped.
    /// - Throws: ``RequestError`` (usage) for more labels than springs.
    public static func labelled(_ setups: [SpringSetup], labels: [String]) throws(RequestError) -> [SpringSetup] {
        guard labels.count <= setups.count else {
            throw RequestError(.usage, "\(labels.count) \(field: .label) values for \(setups.count) spring\(setups.count == 1 ? "" : "s"): give at most one per spring, in order")
        }
        var setups = setups
        for (index, label) in labels.enumerated() { setups[index].label = label }
        return setups
    }
}
