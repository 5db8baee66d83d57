/// How sweep rows are written: CSV or JSON Lines.
///
/// Numbers are written exactly (``SweepNumber/format(_:)``). A missing value
/// is an empty CSV field and a JSON `null`. CSV has a header of the column
/// names; JSON Lines has one object per row with the columns as keys, in order.
public enum SweepEncoding: String, Sendable, Hashable, CaseIterable {
    /// Comma-separated values with a header row.
    case csv
    /// One compact JSON object per line.
    case jsonl

    /// The header line (with its newline), or `nil` when the encoding has none.
    public func header(columns: [String]) -> String? {
        switch self {
        case .csv: return columns.joined(separator: ",") + "\n"
        case .jsonl: return nil
        }
    }

    /// One row (with its newline); `values` are in `columns` order.
    public func line<Values: Collection<Double?>>(_ values: Values, columns: [String]) -> String {
        var out = ""
        switch self {
        case .csv:
            var first = true
            for value in values {
                if !first { out += "," }
                first = false
                if let value, value.isFinite { out += SweepNumber.format(value) }
            }
        case .jsonl:
            out += "{"
            for (index, (name, value)) in zip(columns, values).enumerated() {
                if index > 0 { out += "," }
                out += "\"" + name + "\":"
                if let value, value.isFinite { out += SweepNumber.format(value) } else { out += "null" }
            }
            out += "}"
        }
        out += "\n"
        return out
    }
}
