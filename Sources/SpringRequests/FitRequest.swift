import SpringKit
import SpringPresets
import SpringReport
import SpringTuning

/// A request for a fit as `springtune fit` takes it: step-response targets (solved exactly,
/// ``TargetFitRequest``) or one curve to reproduce (keyframes, sampled data or another spring,
/// ``CurveFitRequest``), with the rules of which values go with which written once.
///
/// The rules: exactly one of targets, keyframes, data, a matched spring and a recording; a
/// recording goes alone (its spring, start and amplitude are all fitted); a target fit takes
/// no free parameters, timing functions, stiffness or damping; a curve fit takes no constraint
/// and no band; timing functions go with keyframes; the matched spring's solver and duration go
/// with a matched spring.
public struct FitRequest: Sendable {
    /// What is fitted.
    public enum Kind: Sendable {
        /// Step-response targets.
        case targets(TargetFitRequest)
        /// Keyframes with their timing functions.
        case keyframes(KeyframeCurve)
        /// The samples of a data file, at the path given (read by the front end).
        case data(path: String)
        /// Another spring, as written, drawn by `solver` (or its own renderer) over `duration`
        /// seconds (or until it settles).
        case match(spec: String, solver: Solver?, duration: Double?)
        /// The spring a screen recording shows, at the path given (read by the front end,
        /// ``VideoFitRequest``).
        case recording(path: String)
    }

    /// What is fitted.
    public var kind: Kind
    /// The family fitted in (or a target fit's spring written in).
    public var family: SpringFamily
    /// A curve fit's free parameters as written, or `nil` for the family's two.
    public var free: [String]?
    /// A curve fit's given values (``CurveFitRequest``); `nil` takes the curve's.
    public var mass: Double?, stiffness: Double?, damping: Double?, velocity: Double?, from: Double?, to: Double?

    /// The formats a fit is written in.
    public static let formats: [ReportFormat] = [.table, .json, .csv]

    /// A fit of what is given, checked (see the type's rules), keyframes parsed.
    /// - Parameters:
    ///   - settlingTime, overshoot, peakTime, riseTime: targets, in seconds and % of the step.
    ///   - band: a target fit's settling band as a fraction of the step (default 0.02).
    ///   - constraint: a target fit's constraint leaving one parameter free (`damping=stiffness`).
    ///   - keyframes, timings: keyframes `TIME:VALUE,…` and their timing functions.
    ///   - data: the path of a data file (`t,x[,v]`).
    ///   - match, matchSolver, duration: another spring's spec, its renderer and sampled duration.
    ///   - free: a curve fit's free parameters, comma-separated.
    ///   - family: the family, or `nil` for `physical`.
    ///   - recording: the path of a screen recording, which goes alone.
    /// - Throws: ``RequestError`` (usage) naming the first value that does not go with the
    ///   others, or the keyframes' own error.
    public init(settlingTime: Double? = nil, overshoot: Double? = nil, peakTime: Double? = nil, riseTime: Double? = nil,
                band: Double? = nil, constraint: String? = nil, keyframes: String? = nil, timings: [String] = [],
                data: String? = nil, match: String? = nil, matchSolver: Solver? = nil, duration: Double? = nil,
                free: String? = nil, family: SpringFamily? = nil, mass: Double? = nil, stiffness: Double? = nil,
                damping: Double? = nil, velocity: Double? = nil, from: Double? = nil, to: Double? = nil,
                recording: String? = nil) throws(RequestError) {
        let targets = FitTargets(settlingTime: settlingTime, overshootPercent: overshoot, peakTime: peakTime,
                                 riseTime: riseTime, band: band ?? 0.02)
        if let recording {
            let givesTargets = [settlingTime, overshoot, peakTime, riseTime, band].contains { $0 != nil } || constraint != nil
            for (field, given) in [(RequestField?.none, givesTargets), (.keyframes, keyframes != nil), (.dataFile, data != nil),
                                   (.match, match != nil), (.timing, !timings.isEmpty), (.fit(.free), free != nil),
                                   (.fit(.mass), mass != nil), (.stiffness, stiffness != nil), (.damping, damping != nil),
                                   (.fit(.velocity), velocity != nil), (.from, from != nil), (.to, to != nil),
                                   (.matchSolver, matchSolver != nil), (.duration, duration != nil)] where given {
                let name: RequestMessage = field.map { "\(field: $0)" } ?? "targets"
                let rest: RequestMessage = " does not apply to \(field: .recording) (its spring, start and amplitude are all fitted)"
                throw RequestError(.usage, RequestMessage(parts: name.parts + rest.parts))
            }
            (kind, self.family, self.free) = (.recording(path: recording), family ?? .physical, nil)
            return
        }
        let modes = [targets.count > 0, keyframes != nil, data != nil, match != nil].filter { $0 }.count
        guard modes == 1 else {
            throw RequestError(.usage, modes == 0
                ? "nothing to fit: give targets (\(field: .fit(.settlingTime)), \(field: .fit(.overshootPercent)), \(field: .fit(.peakTime)), \(field: .fit(.riseTime))), \(field: .keyframes), \(field: .dataFile) or \(field: .match)"
                : "give one of: targets, \(field: .keyframes), \(field: .dataFile), \(field: .match) (they do not mix)")
        }
        self.family = family ?? .physical
        (self.mass, self.stiffness, self.damping, self.velocity, self.from, self.to) = (mass, stiffness, damping, velocity, from, to)
        if targets.count > 0 {
            for (field, given) in [(RequestField.fit(.free), free != nil), (.timing, !timings.isEmpty),
                                   (.stiffness, stiffness != nil), (.damping, damping != nil)] where given {
                throw RequestError(.usage, "\(field: field) applies to curve fits, not to target fits")
            }
            kind = .targets(TargetFitRequest(targets: targets, mass: mass, velocity: velocity, constraint: constraint,
                                             from: from, to: to, family: self.family))
            self.free = nil
            return
        }
        if constraint != nil { throw RequestError(.usage, "\(field: .fit(.constraint)) applies to target fits; use \(field: .fit(.free)) for curves") }
        if band != nil { throw RequestError(.usage, "\(field: .band) applies to target fits") }
        if !timings.isEmpty && keyframes == nil { throw RequestError(.usage, "\(field: .timing) applies to \(field: .keyframes)") }
        if (matchSolver != nil || duration != nil) && match == nil {
            throw RequestError(.usage, "\(field: .matchSolver) and \(field: .duration) apply to \(field: .match)")
        }
        self.free = free.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        if let keyframes {
            do { kind = .keyframes(try KeyframeCurve(parsing: keyframes, timings: timings)) } catch { throw RequestError(error) }
        } else if let data {
            kind = .data(path: data)
        } else {
            kind = .match(spec: match ?? "", solver: matchSolver, duration: duration)
        }
    }

    #if !hasFeature(Embedded)  // reading a data file is native only (untyped-throwing `read`)
    /// The curve a curve fit reproduces: the keyframes, the data `read` gives for its path,
    /// or the matched spring resolved in `library`; `nil` for a target fit.
    /// - Throws: what `read` throws; ``RequestError`` for a matched spring that does not resolve.
    public func curve(in library: PresetLibrary, readingData read: (String) throws -> FitSamples) throws -> CurveFitRequest.Curve? {
        if case .data(let path) = kind { return .samples(try read(path)) }
        return try curve(in: library)
    }
    #endif

    /// The curve a curve fit reproduces without reading a file: the keyframes or the matched
    /// spring resolved in `library`; `nil` for a target fit.
    /// - Throws: ``RequestError`` for a matched spring that does not resolve, or (usage) for a
    ///   data file, which only a front end that reads files can fit.
    public func curve(in library: PresetLibrary) throws(RequestError) -> CurveFitRequest.Curve? {
        switch kind {
        case .targets: return nil
        case .keyframes(let keyframes): return .keyframes(keyframes)
        case .data: throw RequestError(.usage, "\(field: .dataFile) needs a file, which this front end does not read")
        case .recording: throw RequestError(.usage, "\(field: .recording) needs a file, which this front end does not read")
        case .match(let spec, let solver, let duration):
            let parsed: SpringSpec
            do { parsed = try SpringSpec.parse(spec) } catch { throw RequestError(error) }
            #if !hasFeature(Embedded)
            do { return .match(try library.setup(for: parsed), solver: solver, duration: duration) } catch { throw RequestError(error) }
            #else
            do {
                return .match(try library.resolvedSetup(for: parsed), solver: solver, duration: duration)
            } catch {
                switch error {
                case .unknownPreset(let error): throw RequestError(error)
                case .spring(let error): throw RequestError(error)
                }
            }
            #endif
        }
    }

    /// The curve fit of `curve` with this request's family, free parameters and values.
    /// - Throws: ``RequestError`` as ``CurveFitRequest/init(curve:family:free:mass:stiffness:damping:velocity:from:to:)``.
    public func curveRequest(_ curve: CurveFitRequest.Curve) throws(RequestError) -> CurveFitRequest {
        try CurveFitRequest(curve: curve, family: family, free: free, mass: mass, stiffness: stiffness,
                            damping: damping, velocity: velocity, from: from, to: to)
    }

    #if !hasFeature(Embedded)  // tables and CSV are native only (the WebAssembly build answers JSON)
    /// The fit's record as `springtune fit` prints it in `format`, headed `fit`, or `closest
    /// (infeasible)` when no spring meets the targets (table).
    public static func rendered(_ record: ReportRecord, of fit: SpringFit, as format: ReportFormat) -> String {
        ReportRecord.rendered([record], as: format, headers: [fit.feasible ? "fit" : "closest (infeasible)"])
    }
    #endif
}
