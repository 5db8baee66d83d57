import Foundation
import SpringKit

/// One parameter of a sweep and the values it takes, in order.
///
/// Written on the command line as `KEY=SPEC` (docs/fitting.md, docs/tuning.md):
///
/// | text                          | values                                      |
/// |-------------------------------|---------------------------------------------|
/// | `mass=1`                      | one fixed value                             |
/// | `damping=10,20,40`            | a list, in the order given                  |
/// | `damping=5...60:100`          | 100 evenly spaced points, both ends included|
/// | `stiffness=50...1000:log:200` | 200 log-spaced points, both ends included   |
///
/// `lin:` may be written for linear ranges (`5...60:lin:100`). A range needs
/// `LO < HI` and at least two points; a log range needs `0 < LO`.
public struct SweepAxis: Sendable, Hashable, CustomStringConvertible {
    /// How the values of an axis are laid out.
    public enum Values: Sendable, Hashable {
        /// A single value.
        case fixed(Double)
        /// An explicit list, in order.
        case list([Double])
        /// `count` evenly spaced values from `lower` to `upper`, both included.
        case linear(lower: Double, upper: Double, count: Int)
        /// `count` geometrically spaced values from `lower` to `upper`, both included.
        case logarithmic(lower: Double, upper: Double, count: Int)
    }

    /// The key (``SpringKit/SpringParameter/stiffness`` for the alias `k`), written in its
    /// canonical spelling.
    public let key: SpringParameter
    /// The values the key takes.
    public let values: Values

    /// Creates a validated axis.
    /// - Throws: ``SpringError`` for a non-finite value, an empty list, a range
    ///   with `lower ≥ upper` or fewer than two points, or a log range that
    ///   does not lie above 0.
    public init(key: SpringParameter, values: Values) throws(SpringError) {
        let label = "range for \(key)"
        switch values {
        case .fixed(let value):
            guard value.isFinite else { throw SpringError(parameter: key.rawValue, value: value, allowed: "a finite number") }
        case .list(let list):
            guard !list.isEmpty else { throw SpringError(parameter: key.rawValue, value: "''", allowed: "a value or a list V1,V2,…") }
            if let bad = list.first(where: { !$0.isFinite }) {
                throw SpringError(parameter: key.rawValue, value: bad, allowed: "a finite number")
            }
        case .linear(let lower, let upper, let count), .logarithmic(let lower, let upper, let count):
            let text = "\(Self.format(lower))...\(Self.format(upper))"
            guard lower.isFinite, upper.isFinite, (upper - lower).isFinite else {
                throw SpringError(parameter: label, value: text, allowed: "finite ends whose difference is finite")
            }
            guard lower < upper else {
                throw SpringError(parameter: label, value: text, allowed: "LO...HI with LO < HI")
            }
            guard count >= 2 else {
                throw SpringError(parameter: label, value: "\(text) with \(count) point\(count == 1 ? "" : "s")",
                                  allowed: "at least 2 points (both ends are included; give a single value KEY=V for one)")
            }
            if case .logarithmic = values, lower <= 0 {
                throw SpringError(parameter: "log " + label, value: text,
                                  allowed: "above 0 (0 < LO < HI; use a linear range LO...HI:N through 0 or below)")
            }
        }
        self.key = key
        self.values = values
    }

    /// How many values the axis takes.
    public var count: Int {
        switch values {
        case .fixed: return 1
        case .list(let list): return list.count
        case .linear(_, _, let count), .logarithmic(_, _, let count): return count
        }
    }

    /// Whether the axis takes more than one value.
    public var isSwept: Bool { count > 1 }

    /// The value at `index` (0 ≤ index < ``count``). Ranges return their ends exactly.
    public func value(at index: Int) -> Double {
        switch values {
        case .fixed(let value):
            return value
        case .list(let list):
            return list[index]
        case .linear(let lower, let upper, let count):
            if index == 0 { return lower }
            if index == count - 1 { return upper }
            // Multiply before dividing so that round steps give round values (5...60:12 → 10, 15, …).
            let span = upper - lower
            let scaled = span * Double(index)
            let offset = scaled.isFinite ? scaled / Double(count - 1) : span * (Double(index) / Double(count - 1))
            return lower + offset
        case .logarithmic(let lower, let upper, let count):
            if index == 0 { return lower }
            if index == count - 1 { return upper }
            let a = log(lower), b = log(upper)
            return exp(a + (b - a) * (Double(index) / Double(count - 1)))
        }
    }

    /// The axis in the text form ``parse(_:family:)`` reads.
    public var description: String {
        switch values {
        case .fixed(let value): return "\(key)=\(Self.format(value))"
        case .list(let list): return "\(key)=" + list.map(Self.format).joined(separator: ",")
        case .linear(let lower, let upper, let count): return "\(key)=\(Self.format(lower))...\(Self.format(upper)):\(count)"
        case .logarithmic(let lower, let upper, let count): return "\(key)=\(Self.format(lower))...\(Self.format(upper)):log:\(count)"
        }
    }

    static func format(_ value: Double) -> String { NumberStyle.decimal.text(value) }

    // MARK: Parsing

    /// The grammar, for messages.
    public static let grammar = "KEY=V, KEY=V1,V2,…, KEY=LO...HI:N or KEY=LO...HI:log:N"

    /// Parses `KEY=SPEC` for a sweep in `family`; aliases (`k`, `c`, `m`) give canonical keys.
    /// - Throws: ``SpringError`` naming the bad part and what is allowed.
    public static func parse(_ text: String, family: SpringFamily) throws(SpringError) -> SweepAxis {
        guard let equals = text.firstIndex(of: "=") else {
            throw SpringError(parameter: "parameter", value: "'\(text)'", allowed: grammar)
        }
        let key = try canonicalKey(String(text[..<equals]), family: family)
        let spec = text[text.index(after: equals)...]
        guard !spec.isEmpty else {
            throw SpringError(parameter: "parameter", value: "'\(text)'", allowed: grammar)
        }
        if let dots = spec.range(of: "...") {
            return try parseRange(text, key: key, lowerText: spec[..<dots.lowerBound], rest: spec[dots.upperBound...])
        }
        var list: [Double] = []
        for item in spec.split(separator: ",", omittingEmptySubsequences: false) {
            guard !item.isEmpty else {
                throw SpringError(parameter: "parameter", value: "'\(text)'", allowed: "no empty item between commas")
            }
            guard let value = DecimalNumber.parse(item) else {
                throw SpringError(parameter: key.rawValue, value: "'\(item)'", allowed: "a finite decimal number (in \(grammar))")
            }
            list.append(value)
        }
        return try SweepAxis(key: key, values: list.count == 1 ? .fixed(list[0]) : .list(list))
    }

    private static func parseRange(_ text: String, key: SpringParameter, lowerText: Substring, rest: Substring) throws(SpringError) -> SweepAxis {
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard let lower = DecimalNumber.parse(lowerText) else {
            throw SpringError(parameter: "range start", value: "'\(lowerText)' in '\(text)'", allowed: "a finite decimal number (LO...HI:N)")
        }
        guard let upper = DecimalNumber.parse(parts[0]) else {
            throw SpringError(parameter: "range end", value: "'\(parts[0])' in '\(text)'", allowed: "a finite decimal number (LO...HI:N)")
        }
        let scale: Substring, countText: Substring
        switch parts.count {
        case 2:
            if parts[1] == "log" || parts[1] == "lin" {
                throw SpringError(parameter: "range", value: "'\(text)'", allowed: "LO...HI:\(parts[1]):N with a point count N ≥ 2")
            }
            (scale, countText) = ("lin", parts[1])
        case 3: (scale, countText) = (parts[1], parts[2])
        default:
            throw SpringError(parameter: "range", value: "'\(text)'", allowed: "LO...HI:N or LO...HI:log:N (a point count is needed)")
        }
        guard countText.allSatisfy({ $0.isASCII && $0.isNumber }), !countText.isEmpty, let count = Int(countText) else {
            throw SpringError(parameter: "point count", value: "'\(countText)' in '\(text)'", allowed: "a whole number ≥ 2")
        }
        switch scale {
        case "lin", "linear": return try SweepAxis(key: key, values: .linear(lower: lower, upper: upper, count: count))
        case "log": return try SweepAxis(key: key, values: .logarithmic(lower: lower, upper: upper, count: count))
        default:
            throw SpringError(parameter: "range scale", value: "'\(scale)' in '\(text)'", allowed: "log or lin (LO...HI:log:N)")
        }
    }

    /// The key `spelling` names (its canonical spelling or an alias: `k`, `c`, `m`) among
    /// `family`'s keys and the common motion keys.
    /// - Throws: ``SpringError`` listing the keys the family has.
    public static func canonicalKey(_ spelling: String, family: SpringFamily) throws(SpringError) -> SpringParameter {
        let keys = family.parameters + SpringFamily.commonParameters
        guard let key = keys.first(where: { $0.matches(spelling) }) else {
            throw SpringError(parameter: "key", value: "'\(spelling)'",
                              allowed: "one of \(keys.map(\.name).joined(separator: ", ")) for \(family.rawValue)")
        }
        return key.key
    }
}
