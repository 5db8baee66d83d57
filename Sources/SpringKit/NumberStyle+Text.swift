import RealModule


extension NumberStyle {
    /// `value` in this style. Cost: O(digits); one `snprintf` (17 at most for
    /// ``Digits/fewest(within:)``).
    public func text(_ value: Double) -> String {
        guard value.isFinite else { return nonFinite.text(for: value) + suffix }
        var text = finite(value)
        if pointsIntegers, !text.contains(where: { $0 == "." || $0 == "e" }) { text += ".0" }
        return text + suffix
    }

    /// A finite number without `.0` and suffix: the rules in order, each written once here.
    private func finite(_ value: Double) -> String {
        if value == 0, let zero { return zero }
        if let integersBelow, value == value.rounded(), value.magnitude < integersBelow { return String(Int64(value)) }
        let source = generated(value)
        var text: String
        if let plainExponents, let decimal = DecimalDigits(source) {
            text = decimal.laidOut(plain: plainExponents, exponent: exponentForm, trimming: trimming)
        } else {
            text = DecimalDigits.trimmed(source, trimming)
        }
        if !signsZero, text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { text.removeFirst() }
        return text
    }

    /// `text` without the trailing zeros of its fraction and without a bare trailing point
    /// (`0.50` → `0.5`, `2.000` → `2`; `170` as is): the trimming of every style, for a number
    /// already written. Cost: O(text).
    public static func trimmingZeros(_ text: String) -> String {
        DecimalDigits.trimmedFraction(text)
    }

    /// The digits' source text for a finite value: Swift's `description` or C's `printf`.
    private func generated(_ value: Double) -> String {
        switch digits {
        case .shortest:
            return value.description
        case .shortestFloat:
            return Float(value).description
        case .fewest(let tolerance):
            for count in 1...17 {
                let candidate = CPrintf.text(value, .exponential, precision: count - 1)
                if let back = Double(candidate), (back - value).magnitude <= tolerance * value.magnitude { return candidate }
            }
            return CPrintf.text(value, .exponential, precision: 16)
        case .significant(let count):
            return CPrintf.text(value, .exponential, precision: count - 1)
        case .decimals(let places):
            return CPrintf.text(value, .fixed, precision: places)
        case .leading(let count, let from, let below):
            let magnitude = value.magnitude
            guard magnitude >= from, magnitude < below else { return CPrintf.text(value, .exponential, precision: count - 1) }
            let exponent = Int(Double.log10(magnitude).rounded(.down))
            return CPrintf.text(value, .fixed, precision: max(0, count - 1 - exponent))
        }
    }
}

extension NumberStyle.NonFiniteSpelling {
    /// The spelling of a NaN or an infinity.
    func text(for value: Double) -> String {
        if value.isNaN { return signsNaN && value.sign == .minus ? "-" + nan : nan }
        return value < 0 ? negativeInfinity : infinity
    }
}
