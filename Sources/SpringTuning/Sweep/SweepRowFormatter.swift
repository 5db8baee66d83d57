import SpringKit

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
            if let value, value.isFinite { out += NumberStyle.decimal.text(value) } else { out += null }
            column += 1
        }
        out += suffix
        return out
    }
}
