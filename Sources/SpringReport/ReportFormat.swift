/// How a report is printed.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// A table aligned for terminals.
    case table
    /// JSON: an object for one item, an array for several.
    case json
    /// CSV with a header row.
    case csv
    /// One compact JSON object per line (streams).
    case jsonl
}
