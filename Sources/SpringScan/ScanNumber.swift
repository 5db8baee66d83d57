import Foundation

/// Number formatting for messages and tables: four significant digits (`0.8076`, `1500`, `1.2e-05`).
enum ScanNumber {
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        if value == value.rounded(), value.magnitude < 1e7 { return String(Int(value)) }
        var text = String(format: "%.4g", value)
        if text.contains("e") {
            // 1.2e-05 → 1.2e-5
            text = text.replacingOccurrences(of: "e-0", with: "e-").replacingOccurrences(of: "e+0", with: "e")
                .replacingOccurrences(of: "e+", with: "e")
        }
        return text
    }
}
