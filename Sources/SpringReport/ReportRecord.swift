import SpringIO
import SpringKit

/// One result as an ordered list of named values, printable as a table, JSON or CSV.
///
/// Every report SpringTune prints (metrics, fits, durations) is a list of records: JSON
/// objects keep the order of ``fields``; CSV spreads a ``Cell/group(_:)`` into
/// `key.member` columns; tables show each field's unit beside its key.
///
/// ```swift
/// var record = ReportRecord()
/// record.add("settlingTime", .number(0.52), unit: "s")
/// print(ReportRecord.json([record]))
/// ```
public struct ReportRecord: Sendable {
    /// One value of a record.
    public enum Cell: Sendable {
        /// A number; `nil` (or a non-finite number) is JSON `null` and an empty CSV cell.
        case number(Double?)
        /// A count.
        case integer(Int?)
        /// Text.
        case text(String?)
        /// A yes/no value: a JSON boolean, `true`/`false` in CSV and tables.
        case bool(Bool)
        /// A nested object of named numbers (a JSON object; `key.member` columns in CSV and tables).
        case group([(String, Double?)])
    }

    /// One named value and its unit (empty when it has none).
    public struct Field: Sendable {
        /// The JSON key and CSV column name.
        public var key: String
        /// The value.
        public var cell: Cell
        /// The unit shown beside the key in tables (`s`, `%`, `rad/s`), or empty.
        public var unit: String

        /// A field named `key` holding `cell` in `unit`.
        public init(key: String, cell: Cell, unit: String = "") {
            self.key = key
            self.cell = cell
            self.unit = unit
        }
    }

    /// The fields in the order they are printed.
    public var fields: [Field]

    /// A record of `fields` (empty by default).
    public init(fields: [Field] = []) {
        self.fields = fields
    }

    /// Appends a field.
    public mutating func add(_ key: String, _ cell: Cell, unit: String = "") {
        fields.append(Field(key: key, cell: cell, unit: unit))
    }

    /// Appends the field `metric` names, in its unit (``MetricKey/unit``) unless `unit` says otherwise
    /// (a percentage of the last distance after retargets).
    public mutating func add(_ metric: MetricKey, _ cell: Cell, unit: String? = nil) {
        add(metric.key, cell, unit: unit ?? metric.unit)
    }

    /// The value of the field named `key`, if there is one.
    public subscript(key: String) -> Cell? {
        fields.first { $0.key == key }?.cell
    }

    /// The record as one JSON object, fields in order.
    public var json: JSONValue { .object(fields.map { ($0.key, $0.cell.json) }) }

    /// The fields with every group spread into `key.member` fields, for CSV and tables.
    public var flattened: ReportRecord {
        var flat = ReportRecord()
        for field in fields {
            if case .group(let members) = field.cell {
                for (name, value) in members { flat.add(field.key + "." + name, .number(value), unit: field.unit) }
            } else {
                flat.fields.append(field)
            }
        }
        return flat
    }
}

extension ReportRecord.Cell {
    /// The cell as JSON: numbers at full precision (``JSONValue/number(_:)``), `null` for nil.
    public var json: JSONValue {
        switch self {
        case .number(let value): return .number(value)
        case .integer(let value): return value.map(JSONValue.integer) ?? .null
        case .text(let value): return value.map(JSONValue.string) ?? .null
        case .bool(let value): return .bool(value)
        case .group(let members): return .object(members.map { ($0.0, JSONValue.number($0.1)) })
        }
    }

    /// The cell as a CSV field: full precision, empty for null, quoted when needed.
    public var csv: String {
        switch self {
        case .number(let value): return value.flatMap { $0.isFinite ? JSONValue.format($0) : nil } ?? ""
        case .integer(let value): return value.map(String.init) ?? ""
        case .text(let value): return value.map(ReportRecord.csvQuoted) ?? ""
        case .bool(let value): return value ? "true" : "false"
        case .group: return ""
        }
    }

    /// Whether the cell is text.
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }

    // Tables format numbers through NumberStyle.readable (C's snprintf), which Embedded Swift lacks:
    // not in the WebAssembly build (docs/web.md), which writes JSON.
#if !hasFeature(Embedded)
    /// The cell for a table: numbers in readable precision (`NumberStyle.readable`), `null` for nil.
    public func table(null: String) -> String {
        switch self {
        case .number(let value):
            guard let value, value.isFinite else { return null }
            return NumberStyle.readable.text(value)
        case .integer(let value): return value.map(String.init) ?? null
        case .text(let value): return value ?? null
        case .bool(let value): return value ? "true" : "false"
        case .group: return ""
        }
    }
#endif
}
