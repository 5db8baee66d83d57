/// Records rendered one at a time, for output that streams (`metrics --input`): each
/// record's text is ready as soon as it is computed, and the whole is the same text
/// ``ReportRecord/rendered(_:as:headers:)`` gives for all the records at once.
///
/// - csv: the header with the first record, then one row per record;
/// - jsonl: one line per record;
/// - json: one record is an object; from the second record on, an array written element by
///   element (only the first record's text is held until the second arrives).
///
/// A table cannot stream (its columns are the records): ``init(format:)`` refuses it.
/// Cost: O(record) time and memory per record.
public struct ReportStream: Sendable {
    /// The format written.
    public let format: ReportFormat
    /// How many records have been rendered.
    public private(set) var count = 0
    private var first: String?

    /// A stream in `format`, or nil for ``ReportFormat/table``.
    public init?(format: ReportFormat) {
        guard format != .table else { return nil }
        self.format = format
    }

    /// The text to write for the next record.
    public mutating func text(for record: ReportRecord) -> String {
        count += 1
        switch format {
        case .jsonl:
            return record.json.serialized(pretty: false) + "\n"
        case .csv:
            let flat = record.flattened
            let row = flat.fields.map(\.cell.csv).joined(separator: ",") + "\n"
            return count == 1 ? flat.fields.map(\.key).joined(separator: ",") + "\n" + row : row
        case .json, .table:
            let text = record.json.serialized(pretty: true)
            if count == 1 {
                first = text
                return ""
            }
            let opening = count == 2 ? "[\n" + Self.indented(first ?? "") : ""
            first = nil
            return opening + ",\n" + Self.indented(text)
        }
    }

    /// The text that ends the output (for json, the held record or the closing bracket).
    public mutating func finish() -> String {
        guard format == .json || format == .table else { return "" }
        switch count {
        case 0: return ""
        case 1: return (first ?? "") + "\n"
        default: return "\n]\n"
        }
    }

    /// `text` as an element of a pretty-printed array: every line indented by two spaces
    /// (serialized JSON strings hold no raw newline).
    private static func indented(_ text: String) -> String {
        "  " + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
    }
}
