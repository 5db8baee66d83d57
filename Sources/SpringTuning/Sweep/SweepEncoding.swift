import SpringKit

/// How sweep rows are written: CSV or JSON Lines.
///
/// Numbers are written exactly (``SpringKit/NumberStyle/decimal``). A missing value
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
    public func line(_ values: ArraySlice<Double?>, columns: [String]) -> String {
        SweepRowFormatter(encoding: self, columns: columns).line(values)
    }
}
