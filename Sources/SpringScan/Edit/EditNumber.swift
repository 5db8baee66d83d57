import Foundation
import SpringKit

/// How ``SpringEditor`` writes a number into source: as people write them.
///
/// The value is written as the shortest decimal within ``relativeTolerance`` of the exact value
/// (`NumberStyle.edit`: at most 7 significant digits, `157.9137`), never with an exponent;
/// where the literal it replaces was padded with zeros (`170.0`, `0.50`) it keeps that many
/// decimals (`200.0`, `0.30`). A language's suffix is kept (Kotlin's `f`).
enum EditNumber {
    /// How far a number written may be from the exact value, relative
    /// (``SpringKit/NumberStyle/editTolerance``, 5·10⁻⁷).
    static let relativeTolerance = NumberStyle.editTolerance

    /// The literal for `value` replacing `original` (the text of the sign and digits it
    /// replaces) in `language`.
    static func text(_ value: Double, replacing original: String, language: SourceLanguage) -> String {
        var digits = original
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits.removeFirst() }
        digits = digits.trimmingCharacters(in: .whitespaces)
        var suffix = ""
        if let last = digits.last, language.recognizer.keptNumberSuffixes.contains(last) {
            suffix = String(last)
            digits.removeLast()
        }
        // The line's decimals are kept where the literal was padded with them (`170.0`, `0.50`)
        // and the value needs no more: `200.0`, `0.30`.
        var body = NumberStyle.edit.text(value.magnitude)
        if let decimals = decimals(of: digits), decimals > 0, digits.hasSuffix("0"),
           let padded = fixed(value.magnitude, decimals: decimals), within(Double(padded), value.magnitude),
           NumberStyle.trimmingZeros(padded) == NumberStyle.trimmingZeros(body) {
            body = padded
        }
        return (value < 0 ? "-" : "") + language.recognizer.numberLiteral(body, suffix: suffix)
    }

    /// Whether `written` is within ``relativeTolerance`` of `exact`.
    static func within(_ written: Double?, _ exact: Double) -> Bool {
        guard let written else { return false }
        return (written - exact).magnitude <= relativeTolerance * exact.magnitude
    }

    /// The number of decimals a plain decimal literal has (`170` → 0, `0.50` → 2); `nil` for
    /// another spelling (hex, an exponent, separators).
    static func decimals(of literal: String) -> Int? {
        guard !literal.isEmpty, literal.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              literal.filter({ $0 == "." }).count <= 1 else { return nil }
        guard let dot = literal.firstIndex(of: ".") else { return 0 }
        return literal.distance(from: literal.index(after: dot), to: literal.endIndex)
    }

    /// `value` with `decimals` decimals (`NumberStyle.fixed(_:)`), or `nil` past 17 decimals
    /// or 10¹⁵.
    static func fixed(_ value: Double, decimals: Int) -> String? {
        guard decimals <= 17, value < 1e15 else { return nil }
        return NumberStyle.fixed(decimals).text(value)
    }
}
