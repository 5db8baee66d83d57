import SpringKit
import SpringTuning

/// A request for the spring that meets step-response targets (`springtune fit --settling-time
/// …`, the studio's fit): solved exactly by ``TargetFitter``, moved to `from` → `to` when
/// given (the targets are relative to the step, so any step keeps them), and written in a
/// family.
public struct TargetFitRequest: Sendable, Hashable {
    /// The targets (two, or one with a constraint).
    public var targets: FitTargets
    /// The mass (default 1).
    public var mass: Double
    /// The initial velocity in units of the step per second (default 0).
    public var velocity: Double
    /// A constraint leaving one parameter free, as written (`damping=stiffness`, …).
    public var constraint: String?
    /// The start value, or `nil` for 0.
    public var from: Double?
    /// The target value, or `nil` for 1.
    public var to: Double?
    /// The family the result is written in.
    public var family: SpringFamily

    /// A request for `targets`.
    public init(targets: FitTargets, mass: Double? = nil, velocity: Double? = nil, constraint: String? = nil,
                from: Double? = nil, to: Double? = nil, family: SpringFamily = .physical) {
        self.targets = targets
        self.mass = mass ?? 1
        self.velocity = velocity ?? 0
        self.constraint = constraint
        self.from = from
        self.to = to
        self.family = family
    }

    /// The fit: the spring meeting the targets exactly, or the closest feasible one
    /// (``SpringFit/feasible`` false), in ``family``; a family whose engine reads a key in
    /// whole units (Flutter's duration in milliseconds) gets the nearer whole value
    /// (``SpringTuning/TargetFitter/fit(in:)``).
    /// - Throws: ``RequestError``: usage for bad targets or constraint (``FitError``), bad data
    ///   when the spring cannot be written in the family.
    /// - Cost: ``TargetFitter/fit()``'s root finding, microseconds to milliseconds.
    public func fit() throws(RequestError) -> SpringFit {
        var fit: SpringFit
        do {
            let constraint = try constraint.map { text throws(FitError) in try FitConstraint.parse(text) }
            fit = try TargetFitter(targets: targets, mass: mass, velocity: velocity, constraint: constraint).fit(in: family)
        } catch {
            throw RequestError(error)
        }
        if from != nil || to != nil {
            do { fit.motion = try Motion(from: from ?? 0, to: to ?? 1, initialVelocity: velocity) } catch { throw RequestError(error) }
        }
        do {
            return try fit.expressed(in: family)
        } catch {
            throw RequestError(.badData, "the fitted spring (stiffness \(fit.spring.stiffness), damping \(fit.spring.damping)) cannot be written in the \(family.rawValue) family: \(error)")
        }
    }
}

extension SpringFamily {
    /// The families a fit can be found or written in (``CurveFitter/families`` but `jnw`,
    /// which is a formula to match, not a family to write).
    public static var fitFamilies: [SpringFamily] { CurveFitter.families.filter { $0 != .jnw } }

    /// The fit family named `name`.
    /// - Throws: ``RequestError`` (usage) naming the fit families.
    public static func fitFamily(named name: String) throws(RequestError) -> SpringFamily {
        guard let family = SpringFamily(rawValue: name), fitFamilies.contains(family) else {
            throw .invalid(.family, "'\(name)'", "must be one of \(fitFamilies.map { $0.rawValue }.joined(separator: ", "))")
        }
        return family
    }
}
