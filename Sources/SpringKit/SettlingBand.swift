/// The tolerance band around the target that settling is measured against.
///
/// The default, 2 % of the step, is MATLAB `stepinfo`'s `SettlingTimeThreshold`.
///
/// Made only by the validating factories (``fraction(_:)``, ``width(_:)``) or ``standard``, so
/// every band in use is one the metrics are defined for.
public struct SettlingBand: Sendable, Hashable {
    /// How the band's half-width is given.
    public enum Measure: Sendable, Hashable {
        /// A fraction ε of the step `|to − from|`, with 0 < ε < 1.
        case fractionOfStep(Double)
        /// An absolute half-width in units of x, > 0.
        case halfWidth(Double)
    }

    /// The band's half-width, as given.
    public let measure: Measure

    private init(_ measure: Measure) {
        self.measure = measure
    }

    /// A relative band, unchecked: for SpringKit's own constants and tests.
    static func relative(_ epsilon: Double) -> SettlingBand { SettlingBand(.fractionOfStep(epsilon)) }
    /// An absolute band, unchecked: for SpringKit's own constants and tests.
    static func absolute(_ halfWidth: Double) -> SettlingBand { SettlingBand(.halfWidth(halfWidth)) }

    /// 2 % of the step.
    public static let standard = SettlingBand.relative(0.02)

    /// The fraction of the step, for a relative band; `nil` for an absolute one.
    public var fractionOfStep: Double? {
        if case .fractionOfStep(let epsilon) = measure { return epsilon }
        return nil
    }

    /// A validated relative band.
    public static func fraction(_ epsilon: Double) throws(SpringError) -> SettlingBand {
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
            throw SpringError(parameter: "band", value: epsilon, allowed: "a fraction of the step with 0 < band < 1")
        }
        return .relative(epsilon)
    }

    /// A validated absolute band.
    public static func width(_ halfWidth: Double) throws(SpringError) -> SettlingBand {
        guard halfWidth.isFinite, halfWidth > 0 else {
            throw SpringError(parameter: "band-absolute", value: halfWidth, allowed: "a finite number > 0 (units of x)")
        }
        return .absolute(halfWidth)
    }

    /// The band's half-width in units of x for `motion`.
    ///
    /// - Throws: when the band is relative and the motion has no step.
    public func halfWidth(for motion: Motion) throws(SpringError) -> Double {
        switch measure {
        case .halfWidth(let width):
            return width
        case .fractionOfStep(let epsilon):
            guard motion.hasStep else {
                throw SpringError(parameter: "band", value: epsilon,
                                  allowed: "an absolute band when from == to (a relative band needs a step)")
            }
            return epsilon * motion.step.magnitude
        }
    }
}

/// Engine-style rest thresholds: absolute distance to the target and absolute speed.
public struct RestThresholds: Sendable, Hashable {
    /// The largest |x − to| counted as at rest, in units of x (> 0).
    public let restDelta: Double
    /// The largest |x'| counted as at rest, in units of x per second (> 0).
    public let restSpeed: Double

    /// Creates validated thresholds.
    public init(restDelta: Double, restSpeed: Double) throws(SpringError) {
        guard restDelta.isFinite, restDelta > 0 else {
            throw SpringError(parameter: "rest-delta", value: restDelta, allowed: "a finite number > 0 (units of x)")
        }
        guard restSpeed.isFinite, restSpeed > 0 else {
            throw SpringError(parameter: "rest-speed", value: restSpeed, allowed: "a finite number > 0 (units of x per second)")
        }
        self.restDelta = restDelta
        self.restSpeed = restSpeed
    }
}

#if !hasFeature(Embedded)
extension RestThresholds: Codable {}
#endif
