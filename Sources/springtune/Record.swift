import Foundation
import SpringIO

/// One result as an ordered list of named values, printable as a table, JSON or CSV.
struct Record {
    enum Cell {
        case number(Double?)
        case integer(Int?)
        case text(String?)
        /// A nested object of named numbers (a JSON object; `key.member` columns in CSV and tables).
        case group([(String, Double?)])

        var json: JSONValue {
            switch self {
            case .number(let value): return .number(value)
            case .integer(let value): return value.map(JSONValue.integer) ?? .null
            case .text(let value): return value.map(JSONValue.string) ?? .null
            case .group(let members): return .object(members.map { ($0.0, JSONValue.number($0.1)) })
            }
        }

        /// Full precision, empty for null.
        var csv: String {
            switch self {
            case .number(let value): return value.flatMap { $0.isFinite ? JSONValue.format($0) : nil } ?? ""
            case .integer(let value): return value.map(String.init) ?? ""
            case .text(let value): return value.map(Record.csvQuoted) ?? ""
            case .group: return ""
            }
        }

        /// Readable precision for tables: ``Record/readable(_:)``.
        func table(null: String) -> String {
            switch self {
            case .number(let value):
                guard let value, value.isFinite else { return null }
                return Record.readable(value)
            case .integer(let value): return value.map(String.init) ?? null
            case .text(let value): return value ?? null
            case .group: return ""
            }
        }
    }

    var fields: [(key: String, cell: Cell, unit: String)] = []

    mutating func add(_ key: String, _ cell: Cell, unit: String = "") {
        fields.append((key, cell, unit))
    }

    var json: JSONValue { .object(fields.map { ($0.key, $0.cell.json) }) }

    /// The fields with every group spread into `key.member` fields, for CSV and tables.
    var flattened: Record {
        var flat = Record()
        for field in fields {
            if case .group(let members) = field.cell {
                for (name, value) in members { flat.add(field.key + "." + name, .number(value), unit: field.unit) }
            } else {
                flat.fields.append(field)
            }
        }
        return flat
    }

    /// A number for people (tables, messages): the shortest decimal within 1e-12 relative of
    /// `value` (``ReadableNumber``), so `0.3` and `-1.4` read as typed and no digit that
    /// matters is lost.
    static func readable(_ value: Double) -> String {
        ReadableNumber.format(value)
    }

    static func csvQuoted(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: Rendering several records

    /// JSON: one object, or an array of several.
    static func json(_ records: [Record]) -> String {
        let value: JSONValue = records.count == 1 ? records[0].json : .array(records.map(\.json))
        return value.serialized(pretty: true) + "\n"
    }

    /// One compact JSON object per line.
    static func jsonLines(_ records: [Record]) -> String {
        records.map { $0.json.serialized(pretty: false) + "\n" }.joined()
    }

    /// CSV: a header of keys, one row per record.
    static func csv(_ records: [Record]) -> String {
        let records = records.map(\.flattened)
        guard let first = records.first else { return "" }
        var out = first.fields.map(\.key).joined(separator: ",") + "\n"
        for record in records {
            out += record.fields.map(\.cell.csv).joined(separator: ",") + "\n"
        }
        return out
    }

    /// A table with one row per key and one column per record, units beside the keys.
    static func table(_ records: [Record], headers: [String], null: String = "—") -> String {
        let records = records.map(\.flattened)
        guard let first = records.first else { return "" }
        var rows: [[String]] = [["" ] + headers]
        for (index, field) in first.fields.enumerated() {
            let name = field.unit.isEmpty ? field.key : "\(field.key) (\(field.unit))"
            rows.append([name] + records.map { $0.fields[index].cell.table(null: null) })
        }
        return TextTable.render(rows)
    }
}

/// Column-aligned text: the first column left-aligned, the others right-aligned.
enum TextTable {
    /// - Parameter rightAligned: whether columns after the first are right-aligned (numbers).
    static func render(_ rows: [[String]], rightAligned: Bool = true) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                line += index == 0 ? cell + pad : rightAligned ? "  " + pad + cell : "  " + cell + pad
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
