import RealModule

/// Helpers shared by the parameterisations: building a spring from a motion at a mass,
/// and reading a spring's motion back (per unit mass).
extension Spring {
    /// The spring with natural frequency `ω0` and damping ratio `ζ` at `mass`:
    /// `k = ω0²·m`, `c = 2ζ·ω0·m`.
    ///
    /// A spring that cannot be built (overflow, underflow to k = 0) is reported against
    /// `parameter`, the family's own input, rather than against the derived stiffness.
    static func fromMotion(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double,
                           blaming parameter: String, value: Double) throws(SpringError) -> Spring {
        let mass = try Validate.positive(mass, "mass")
        return try fromUnitMass(stiffness: omega * omega, damping: 2 * zeta * omega, mass: mass,
                                blaming: parameter, value: value)
    }

    /// The spring whose stiffness and damping *per unit mass* are `k1` and `c1`, at `mass`:
    /// `k = k1·m`, `c = c1·m` (the mass rule of docs/conversions.md: the motion is kept).
    static func fromUnitMass(stiffness k1: Double, damping c1: Double, mass: Double,
                             blaming parameter: String, value: Double) throws(SpringError) -> Spring {
        let mass = try Validate.positive(mass, "mass")
        return try blaming(parameter, value: value, mass: mass, stiffness: k1 * mass, damping: c1 * mass)
    }

    /// `Spring(mass:stiffness:damping:)` for a family's formula, its refusal (a stiffness or
    /// damping out of range, overflow) named as the family's `parameter` = `value` that led to it.
    static func blaming(_ parameter: String, value: Double, mass: Double, stiffness: Double,
                        damping: Double) throws(SpringError) -> Spring {
        do {
            return try Spring(mass: mass, stiffness: stiffness, damping: damping)
        } catch {
            throw SpringError(parameter: parameter, value: value,
                              allowed: "a value giving a valid spring at mass \(mass.formattedForMessages) (\(error.description))")
        }
    }

    /// Stiffness per unit mass, `k/m` (= ω0²): what families defined at mass 1 call stiffness.
    var stiffnessPerMass: Double { stiffness / mass }

    /// Damping per unit mass, `c/m` (= 2λ): what families defined at mass 1 call damping.
    var dampingPerMass: Double { damping / mass }

    /// `√(1 − ζ²)` computed as `ωd/ω0` from the error-free discriminant, so it keeps its
    /// relative accuracy as ζ → 1; 0 when not underdamped.
    var dampingComplement: Double {
        dampedFrequency / naturalFrequency
    }
}

extension Double {
    /// A short form for reasons and messages: 4 significant digits (`25.3`, `0.001`, `1.6e+05`).
    var shortForMessages: String { shortForMessages(significantDigits: 4) }

    /// The short form with the fewest significant digits, from 4, that does not read as
    /// `other` (a period of 500.0058 ms beside the whole 500: `500.0058`, not `500`).
    func shortForMessages(distinctFrom other: Double) -> String {
        for digits in 4...17 {
            let text = shortForMessages(significantDigits: digits)
            if Double(text) != other { return text }
        }
        return description
    }

    /// `self` rounded to `digits` significant digits (1…17) in its shortest round-trip form,
    /// without a trailing `.0`; Swift's `description` outside [1e-4, 1e6).
    func shortForMessages(significantDigits digits: Int) -> String {
        guard isFinite else { return description }
        if self == 0 { return "0" }
        let magnitude = Swift.abs(self)
        if magnitude >= 1e-4 && magnitude < 1e6 {
            // Round to `digits` significant digits and print the shortest round-trip form.
            let places = digits - 1 - Int((Double.log10(magnitude)).rounded(.down))
            let scale = Double.pow(10, Swift.abs(places))
            let rounded = places >= 0 ? (self * scale).rounded() / scale : (self / scale).rounded() * scale
            let text = rounded.description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        return description
    }
}
