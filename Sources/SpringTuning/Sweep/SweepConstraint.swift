import SpringKit

/// A parameter tied to another: `damping=stiffness` or `damping=0.5*stiffness`.
///
/// The target takes `factor × source` at every point, as the alert presets tie
/// damping to stiffness. The target is not swept itself; the source is a swept
/// or fixed parameter, or the target of an earlier constraint.
public struct SweepConstraint: Sendable, Hashable, CustomStringConvertible {
    /// The key that is computed.
    public let target: SpringParameter
    /// The key it follows.
    public let source: SpringParameter
    /// The multiplier (finite, 1 when not written).
    public let factor: Double

    /// Creates a constraint `target = factor·source`.
    public init(target: SpringParameter, source: SpringParameter, factor: Double = 1) throws(SpringError) {
        guard factor.isFinite else {
            throw SpringError(parameter: "constraint factor", value: factor, allowed: "a finite number")
        }
        guard target != source else {
            throw SpringError(parameter: "constraint", value: "'\(target)=\(source)'", allowed: "a key tied to a different key")
        }
        self.target = target
        self.source = source
        self.factor = factor
    }

    /// The grammar, for messages.
    public static let grammar = "KEY=OTHER or KEY=NUMBER*OTHER"

    /// `target=source` or `target=factor*source`.
    public var description: String {
        factor == 1 ? "\(target)=\(source)" : "\(target)=\(NumberStyle.decimal.text(factor))*\(source)"
    }

    /// Parses `KEY=OTHER`, `KEY=NUMBER*OTHER` or `KEY=OTHER*NUMBER` for `family` (aliases allowed).
    /// - Throws: ``SpringError`` for bad grammar or a key the family does not have.
    public static func parse(_ text: String, family: SpringFamily) throws(SpringError) -> SweepConstraint {
        let sides = text.split(separator: "=", omittingEmptySubsequences: false)
        guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
            throw SpringError(parameter: "constraint", value: "'\(text)'", allowed: grammar)
        }
        let target = try SweepAxis.canonicalKey(String(sides[0]), family: family)
        let factors = sides[1].split(separator: "*", omittingEmptySubsequences: false)
        var factor = 1.0
        var sourceText: Substring
        switch factors.count {
        case 1:
            sourceText = factors[0]
        case 2:
            if let number = DecimalNumber.parse(factors[0]) {
                (factor, sourceText) = (number, factors[1])
            } else if let number = DecimalNumber.parse(factors[1]) {
                (factor, sourceText) = (number, factors[0])
            } else {
                throw SpringError(parameter: "constraint", value: "'\(text)'", allowed: grammar + " (one side of * a finite number)")
            }
        default:
            throw SpringError(parameter: "constraint", value: "'\(text)'", allowed: grammar)
        }
        guard !sourceText.isEmpty, DecimalNumber.parse(sourceText) == nil else {
            throw SpringError(parameter: "constraint", value: "'\(text)'",
                              allowed: grammar + " (to fix a key to a number, give it as a parameter KEY=V)")
        }
        let source = try SweepAxis.canonicalKey(String(sourceText), family: family)
        return try SweepConstraint(target: target, source: source, factor: factor)
    }
}
