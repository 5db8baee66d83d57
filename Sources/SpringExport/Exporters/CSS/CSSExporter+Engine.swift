import SpringKit

extension CSSExporter {
    /// The most frames an engine's easing is made from (about 4.6 hours at 60 Hz; 600 s at
    /// more than 1666 Hz passes it).
    static let maximumFrames = 1_000_000

    /// The easing of the curve `solver` draws for `subject` within `maximumError` (a fraction
    /// of the step, in [1e-15, 0.5)); `Solver.exact` gives ``easing(for:maximumError:)``.
    ///
    /// The curve is the engine's as `SpringSetup.frames(drawnBy:maximumFrames:)` and
    /// `SpringSetup.curve(drawnBy:times:)` draw it, with its own reading of the subject's setup
    /// (``ExportSubject/setup``), as progress (0 at `from`, 1 at `to`, overshoot allowed), over
    /// the engine's own duration by its stop rule (`SpringSetup.duration(drawnBy:options:)`,
    /// the number `springtune durations` and `metrics --solver` report):
    /// - An engine that shows frames (`Solver.showsFrames`: every engine with a frame
    ///   interval, and JNW's keyframes) shows one value a frame and holds it until the next; the
    ///   easing is the piecewise-linear curve through its frame values, each at its time on the
    ///   engine's clock over the duration (that is what `linear()` plays between stops: a step
    ///   easing would alias with the browser's own frames). The first stop is the first frame,
    ///   the last the value at rest: exactly 1 for the engines that snap to the target, within
    ///   the engine's tolerance of it for Flutter (its last tick) and JNW (its last keyframe).
    ///   The error is measured against that piecewise-linear curve at every frame and every
    ///   stop, where the largest difference of two piecewise-linear curves lies: exact.
    /// - anime.js's curve is a function of time (its easing, evaluated at each display frame):
    ///   it is sampled and measured like the exact spring (`sampled(over:ends:progress:)`),
    ///   over its settling duration; it ends at 1, where anime snaps to the target (a jump of
    ///   less than 0.0005, its rest threshold; a wider jump than `maximumError`, at anime's 60 s
    ///   cap for a spring that never settles, is refused).
    ///
    /// Either is then simplified by the one rule every easing takes
    /// (`simplified(_:at:maximumError:measure:)`). Cost: the engine's frames once or twice,
    /// then O(frames · log stops) per simplification (at most 8).
    /// - Throws: ``ExportError``: inexpressible for a solver without a stop rule (the
    ///   integrators, SwiftUI), a motion without a step, an engine that cannot draw the spring
    ///   (Svelte), or a `jnw` spring drawn by another engine; ``ExportError/Kind/noDuration``
    ///   when the engine never comes to rest for the spring, rests at its first frame, takes
    ///   600 s or more or more than `maximumFrames` frames, or (a function of time) jumps to
    ///   the target at its end by more than `maximumError`.
    public static func easing(for subject: ExportSubject, drawnBy solver: Solver,
                              maximumError: Double = defaultMaximumError) throws(ExportError) -> Easing {
        try engineEasing(for: subject, drawnBy: solver, maximumError: maximumError).easing
    }

    /// ``easing(for:drawnBy:maximumError:)`` with the frames it was made from (`nil` for a curve
    /// that is a function of time, or the exact spring).
    static func engineEasing(for subject: ExportSubject, drawnBy solver: Solver,
                             maximumError: Double) throws(ExportError) -> (easing: Easing, frames: EngineFrames?) {
        if solver == .exact { return (try easing(for: subject, maximumError: maximumError), nil) }
        try checkMaximumError(maximumError)
        guard solvers.contains(solver) else {
            throw ExportError(format: .css, reason: "\(solver.rawValue) has no stop rule, so its curve has no duration: the solver must be exact or an engine that states when it stops (\(solvers.map { $0.rawValue }.joined(separator: ", ")))")
        }
        try checkStep(subject)
        let setup = subject.drawingSetup
        do {
            _ = try setup.drawingSolver(solver)
        } catch {
            throw ExportError(format: .css, reason: error.description)
        }
        let from = subject.motion.from, step = subject.motion.step
        if solver.showsFrames {
            let drawn: EngineFrames?
            do {
                drawn = try setup.frames(drawnBy: solver, maximumFrames: maximumFrames)
            } catch {
                throw ExportError(format: .css, reason: error.description)
            }
            guard let frames = drawn else {
                // No frames: the engine never rests, or rests too late or after too many frames.
                guard let duration = setup.duration(drawnBy: solver) else { throw neverRests(solver) }
                try checkDuration(duration, of: solver)
                throw ExportError(format: .css, reason: "\(solver.rawValue) takes more than \(maximumFrames) frames to rest for this spring",
                                  kind: .noDuration)
            }
            try checkDuration(frames.duration, of: solver)
            let values = frames.positions.map { ($0 - from) / step }
            let reference = zip(frames.times, values).map { (position: $0 / frames.duration, value: $1) }
            let fit = try simplified(values, at: frames.times, maximumError: maximumError) { stops in
                var worst = 0.0
                for stop in reference { worst = Swift.max(worst, (evaluate(stops, at: stop.position) - stop.value).magnitude) }
                for stop in stops { worst = Swift.max(worst, (stop.value - evaluate(reference, at: stop.position)).magnitude) }
                return worst
            }
            let easing = Easing(stops: fit.stops, durationMilliseconds: Int((frames.duration * 1000).rounded()),
                                measuredError: fit.error, linearFunction: fit.text, solver: solver, duration: frames.duration)
            return (easing, frames)
        }
        // A curve that is a function of time (anime.js): sampled like the exact spring.
        guard let duration = setup.duration(drawnBy: solver) else { throw neverRests(solver) }
        try checkDuration(duration, of: solver)
        // Its end: the curve snaps to the target there; a jump wider than the budget (anime.js at
        // its 60 s cap, a spring that never settled) is not an easing's to smooth over.
        let end = setup.curve(drawnBy: solver, times: [duration * (1 - 1e-9)]).positions[0]
        let jump = (1 - (end - from) / step).magnitude
        guard jump.isFinite, jump <= maximumError else {
            throw ExportError(format: .css, reason: "\(solver.rawValue) ends its curve at \(ExportNumber.short(duration)) s with a jump of \(ExportNumber.short(jump)) of the change to the target (it stops without settling), more than the maximum error \(ExportNumber.plain(maximumError))",
                              kind: .noDuration)
        }
        let milliseconds = Int((duration * 1000).rounded(.up))
        let curve = sampled(over: milliseconds, ends: (0, 1)) { us in
            setup.curve(drawnBy: solver, times: us.map { $0 * duration }).positions.map { ($0 - from) / step }
        }
        let fit = try simplified(curve.values, at: curve.abscissae, maximumError: maximumError, measure: curve.measure)
        let easing = Easing(stops: fit.stops, durationMilliseconds: Int((duration * 1000).rounded()),
                            measuredError: fit.error, linearFunction: fit.text, solver: solver, duration: duration)
        return (easing, nil)
    }

    /// The solvers whose curve an easing follows (``easing(for:drawnBy:maximumError:)``): the
    /// exact spring and every engine with a stop rule (`Solver.hasStopRule`), in `Solver` order.
    public static let solvers: [Solver] = Solver.allCases.filter { $0 == .exact || $0.hasStopRule }

    /// Refuses a duration of 0 (rest at the first frame) or of 600 s or more.
    static func checkDuration(_ duration: Double, of solver: Solver) throws(ExportError) {
        guard duration > 0 else {
            throw ExportError(format: .css, reason: "\(solver.rawValue) rests at its first frame for this spring (duration 0), so there is no motion to ease (its rest thresholds may be in the animated units: animate over the real range)",
                              kind: .noDuration)
        }
        guard duration < maximumDuration else {
            throw ExportError(format: .css, reason: "\(solver.rawValue) takes \(ExportNumber.short(duration)) s to rest for this spring, longer than the 600 s an easing spans",
                              kind: .noDuration)
        }
    }

    /// An engine that does not come to rest for the spring.
    static func neverRests(_ solver: Solver) -> ExportError {
        ExportError(format: .css, reason: "\(solver.rawValue) never comes to rest for this spring (not within the time SpringTune runs it), so its curve has no duration",
                    kind: .noDuration)
    }

    /// The `css` text of the curve `solver` draws (``easing(for:drawnBy:maximumError:)``):
    /// `Solver.exact` is the exact export, byte for byte.
    static func export(_ subject: ExportSubject, drawnBy solver: Solver, maximumError: Double) throws(ExportError) -> String {
        if solver == .exact { return try export(subject, maximumError: maximumError) }
        let (easing, frames) = try engineEasing(for: subject, drawnBy: solver, maximumError: maximumError)
        let engine = solver.rawValue
        let milliseconds = ExportNumber.fixed(easing.duration * 1000, places: 3)
        var comment = ["The easing is \(engine)'s curve as progress (0 = start, 1 = target; above 1 = overshoot) over its"]
        if let frames {
            let interval = ExportNumber.fixed(frames.frameInterval * 1000, places: 3)
            comment += [
                "duration by its own rest rule, \(milliseconds) ms: its \(frames.positions.count) frames, one every \(interval) ms (\(ExportNumber.short(1 / frames.frameInterval)) Hz),",
                "one value a frame, joined by straight lines (what linear() plays between stops), simplified",
                "with Ramer–Douglas–Peucker and rounded: \(easing.stops.count) stops, max error \(ExportNumber.short(easing.measuredError)) of the change",
                "(bound \(ExportNumber.plain(maximumError))), measured against the straight lines through \(engine)'s frames.",
            ]
        } else {
            comment += [
                "duration by its own rule, \(milliseconds) ms: a function of time, with no frames of its own (the browser",
                "evaluates it at each of its frames), sampled densely, simplified with Ramer–Douglas–Peucker and rounded:",
                "\(easing.stops.count) stops, max error \(ExportNumber.short(easing.measuredError)) of the change (bound \(ExportNumber.plain(maximumError))), measured against \(engine)'s curve.",
            ]
        }
        let rest = frames.map { ($0.positions[$0.positions.count - 1] - subject.motion.from) / subject.motion.step } ?? 1
        let last = ExportNumber.plain(easing.stops.last?.value ?? 1)
        comment.append(rest == 1
            ? "It ends at exactly 1: \(engine) snaps to the target when it comes to rest."
            : "It ends at \(last), where \(engine) comes to rest (\(ExportNumber.short((rest - 1).magnitude)) of the change from the target, within its tolerance).")
        comment.append("Drawn for this from/to and velocity, as \(engine) takes them (its rest thresholds may be in the animated units).")
        return stylesheet(subject, title: "\(subject.name ?? "spring"), as \(engine) draws it", easing: easing,
                          duration: "\(milliseconds)ms", comment: comment)
    }
}
