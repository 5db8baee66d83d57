import SpringKit

/// A relation that leaves one parameter free (`--constraint damping=stiffness`).
public enum FitConstraint: Sendable, Hashable, CustomStringConvertible {
    /// Damping equals stiffness (the alert guide's springs).
    case dampingEqualsStiffness
    /// Stiffness fixed; damping free.
    case stiffness(Double)
    /// Damping fixed; stiffness free.
    case damping(Double)
    /// Damping ratio fixed; natural frequency free.
    case dampingRatio(Double)

    /// Parses `damping=stiffness`, `stiffness=NUMBER`, `damping=NUMBER` or `dampingRatio=NUMBER`.
    /// - Throws: ``FitError`` naming the text and the allowed forms.
    public static func parse(_ text: String) throws(FitError) -> FitConstraint {
        let allowed = "damping=stiffness, stiffness=NUMBER, damping=NUMBER or dampingRatio=NUMBER"
        if text == "damping=stiffness" || text == "stiffness=damping" { return .dampingEqualsStiffness }
        let parts = text.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, let value = DecimalNumber.parse(parts[1]) else {
            throw FitError.invalid(.constraint, value: "'\(text)'", reason: "must be \(allowed)")
        }
        switch parts[0] {
        case "stiffness", "k":
            guard value > 0 else { throw FitError.invalid(.constraint, value: "'\(text)'", reason: "stiffness must be > 0") }
            return .stiffness(value)
        case "damping", "c":
            guard value >= 0 else { throw FitError.invalid(.constraint, value: "'\(text)'", reason: "damping must be ≥ 0") }
            return .damping(value)
        case "dampingRatio":
            guard value >= 0 else { throw FitError.invalid(.constraint, value: "'\(text)'", reason: "dampingRatio must be ≥ 0") }
            return .dampingRatio(value)
        default:
            throw FitError.invalid(.constraint, value: "'\(text)'", reason: "must be \(allowed)")
        }
    }

    /// The parameter left free.
    var freeName: String {
        switch self {
        case .dampingEqualsStiffness: return "damping = stiffness"
        case .stiffness: return "damping"
        case .damping: return "stiffness"
        case .dampingRatio: return "natural frequency"
        }
    }

    /// The spring at free parameter `p` (> 0) and `mass`.
    func spring(_ p: Double, mass: Double) -> Spring? {
        switch self {
        case .dampingEqualsStiffness: return try? Spring(mass: mass, stiffness: p, damping: p)
        case .stiffness(let k): return try? Spring(mass: mass, stiffness: k, damping: p)
        case .damping(let c): return try? Spring(mass: mass, stiffness: p, damping: c)
        case .dampingRatio(let zeta): return try? Spring(mass: mass, stiffness: p * p * mass, damping: 2 * zeta * p * mass)
        }
    }

    /// The range the free parameter is scanned over.
    func scanRange(mass: Double) -> (Double, Double) {
        switch self {
        case .dampingEqualsStiffness: return (1e-4 * mass, 1e6 * mass)
        case .stiffness(let k): return (1e-5 * (k * mass).squareRoot(), 1e3 * (k * mass).squareRoot())
        case .damping(let c): return c > 0 ? (1e-4 * c * c / mass, 1e6 * c * c / mass) : (1e-4 * mass, 1e6 * mass)
        case .dampingRatio: return (1e-3, 1e5)
        }
    }

    /// `damping=stiffness`, `stiffness=300`…
    public var description: String {
        switch self {
        case .dampingEqualsStiffness: return "damping=stiffness"
        case .stiffness(let k): return "stiffness=\(k)"
        case .damping(let c): return "damping=\(c)"
        case .dampingRatio(let zeta): return "dampingRatio=\(zeta)"
        }
    }
}
