import RealModule
import SpringIO
import SpringKit

/// Number formatting for annotations (3 significant digits, no exponent for everyday values).
enum PlotNumberFormat {
    static func significant(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "−∞") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e-3, magnitude < 1e6 {
            let exponent = Int(Double.log10(magnitude).rounded(.down))
            let decimals = max(0, digits - 1 - exponent)
            return PrintfNumber.text(value, .fixed, precision: decimals)
        }
        return PrintfNumber.text(value, .exponential, precision: digits - 1)
    }

    static func seconds(_ value: Double) -> String { significant(value) + " s" }

    /// Up to 6 significant digits without trailing zeros (`0.5`, `1.2`, `-50`), for values
    /// a user typed.
    static func plain(_ value: Double) -> String {
        var text = significant(value, digits: 6)
        guard text.contains("."), !text.contains("e") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func percent(_ value: Double) -> String {
        PrintfNumber.text(value, .fixed, precision: value >= 10 ? 1 : 2) + " %"
    }
}
