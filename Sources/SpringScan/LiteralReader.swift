/// Reads a parameter's value from its tokens: a number literal (with a sign, parentheses,
/// `_` separators, Kotlin's `f`/`L` suffixes, JavaScript's hex, a Swift `CGFloat(…)`/`Double(…)`
/// wrapper), a named constant the caller knows, or else the text as "not a literal".
enum LiteralReader {
    /// The parameter `name` whose value is the tokens `range`.
    static func parameter(_ name: String, _ file: SourceFile, _ range: Range<Int>,
                          constant: ((SourceFile, Range<Int>) -> Double?)? = nil) -> FindingParameter {
        let text = file.sourceText(range)
        if let literal = literal(file, range) {
            return FindingParameter(name: name, value: literal.value, text: text, source: .literal, span: literal.span)
        }
        if let constant, let value = constant(file, range) {
            return FindingParameter(name: name, value: value, text: text, source: .constant)
        }
        return FindingParameter(name: name, value: nil, text: text, source: .notLiteral)
    }

    /// The number the tokens `range` spell, or `nil`.
    static func number(_ file: SourceFile, _ range: Range<Int>) -> Double? {
        literal(file, range)?.value
    }

    /// The number the tokens `range` spell, with the span of its sign and digits (inside any
    /// parentheses and wrapper), or `nil`.
    static func literal(_ file: SourceFile, _ range: Range<Int>) -> (value: Double, span: SourceSpan)? {
        var lower = range.lowerBound, upper = range.upperBound
        // (x) and CGFloat(x)
        while upper - lower >= 3 {
            if file.isPunctuation(lower, 0x28), file.closing(lower) == upper - 1 {
                lower += 1; upper -= 1
            } else if file.isIdentifier(lower), file.language.recognizer.numberWrappers.contains(file.text(lower)),
                      file.isPunctuation(lower + 1, 0x28), file.closing(lower + 1) == upper - 1 {
                lower += 2; upper -= 1
            } else {
                break
            }
        }
        var sign = 1.0
        let first = lower
        if upper - lower == 2, file.isPunctuation(lower, 0x2D) || file.isPunctuation(lower, 0x2B) {
            if file.isPunctuation(lower, 0x2D) { sign = -1 }
            lower += 1
        }
        guard upper - lower == 1, file.tokens[lower].kind == .number else { return nil }
        guard let value = parse(file.text(lower), language: file.language) else { return nil }
        let start = file.tokens[first]
        let span = SourceSpan(path: file.path, range: start.start..<file.tokens[lower].end, line: start.line, column: start.column)
        return (sign * value, span)
    }

    /// A number literal's value in `language`.
    static func parse(_ literal: String, language: SourceLanguage) -> Double? {
        var text = literal.replacingOccurrences(of: "_", with: "")
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            var digits = lower.dropFirst(2)
            if let last = digits.last, language.recognizer.hexadecimalSuffixes.contains(last) { digits = digits.dropLast() }
            return UInt64(digits, radix: 16).map(Double.init)
        }
        if let last = text.last, language.recognizer.numberSuffixes.contains(last) { text.removeLast() }
        guard let first = text.first, first.isNumber || first == "." else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

import Foundation
