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
    public func line(_ values: ArraySlice<Double?>, columns: [String]) -> String {
        SweepRowFormatter(encoding: self, columns: columns).line(values)
    }
}

/// Writes rows of fixed columns in one encoding, with the per-column text
/// (separators, JSON keys) prepared once.
public struct SweepRowFormatter: Sendable {
    /// The encoding.
    public let encoding: SweepEncoding
    /// The column names.
    public let columns: [String]
    private let prefixes: [String]
    private let suffix: String
    private let null: String

    /// Prepares a formatter for `columns`.
    public init(encoding: SweepEncoding, columns: [String]) {
        self.encoding = encoding
        self.columns = columns
        switch encoding {
        case .csv:
            prefixes = columns.indices.map { $0 == 0 ? "" : "," }
            suffix = "\n"
            null = ""
        case .jsonl:
            prefixes = columns.enumerated().map { ($0.offset == 0 ? "{" : ",") + "\"" + $0.element + "\":" }
            suffix = columns.isEmpty ? "{}\n" : "}\n"
            null = "null"
        }
    }

    /// The header line, or `nil` when the encoding has none.
    public var header: String? { encoding.header(columns: columns) }

    /// One row (with its newline); `values` are in column order, one per column.
    public func line(_ values: ArraySlice<Double?>) -> String {
        precondition(values.count == columns.count, "\(values.count) values for \(columns.count) columns")
        var out = ""
        out.reserveCapacity(24 * values.count + 16)
        var column = 0
        for value in values {
            out += prefixes[column]
            if let value, value.isFinite { out += SweepNumber.format(value) } else { out += null }
            column += 1
        }
        out += suffix
        return out
    }
}
