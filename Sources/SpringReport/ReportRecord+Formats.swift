import SpringIO

extension ReportRecord {
    /// JSON: one object for one record, an array for several; pretty-printed, ending in a newline.
    public static func json(_ records: [ReportRecord]) -> String {
        let value: JSONValue = records.count == 1 ? records[0].json : .array(records.map({ $0.json }))
        return value.serialized(pretty: true) + "\n"
    }

    /// JSON Lines: one compact JSON object per record and line.
    public static func jsonLines(_ records: [ReportRecord]) -> String {
        records.map { $0.json.serialized(pretty: false) + "\n" }.joined()
    }

    /// CSV: a header of keys (groups spread into `key.member`), one row per record.
    /// The records are expected to have the same fields; the first one's keys are the header.
    public static func csv(_ records: [ReportRecord]) -> String {
        let records = records.map({ $0.flattened })
        guard let first = records.first else { return "" }
        var out = first.fields.map({ $0.key }).joined(separator: ",") + "\n"
        for record in records {
            out += record.fields.map({ $0.cell.csv }).joined(separator: ",") + "\n"
        }
        return out
    }

    // Tables format numbers through NumberStyle.readable (C's snprintf), which Embedded Swift lacks:
    // not in the WebAssembly build (docs/web.md), which writes JSON.
#if !hasFeature(Embedded)
    /// A table with one row per key and one column per record, units beside the keys, or, when
    /// that would be wider than `TerminalLayout.width` columns, one such table per record. A text
    /// longer than ``longText`` characters (a spec, a method, notes) is not put in a column,
    /// which would widen the whole table past a terminal: it is printed below the table as
    /// `key: text` (`key (header): text` with several records), in the table's key order.
    /// - Parameters:
    ///   - headers: one column title per record.
    ///   - null: what an absent value reads as.
    public static func table(_ records: [ReportRecord], headers: [String], null: String = "—") -> String {
        let side = sideBySide(records, headers: headers, null: null)
        // Several records side by side wider than a terminal: one table per record instead.
        guard records.count > 1, side.split(separator: "\n").contains(where: { $0.count > TerminalLayout.width }) else { return side }
        return zip(records, headers).map { sideBySide([$0], headers: [$1], null: null) }.joined(separator: "\n")
    }

    static func sideBySide(_ records: [ReportRecord], headers: [String], null: String) -> String {
        let records = records.map({ $0.flattened })
        guard let first = records.first else { return "" }
        var rows: [[String]] = [["" ] + headers]
        var below: [String] = []
        for (index, field) in first.fields.enumerated() {
            let name = field.unit.isEmpty ? field.key : "\(field.key) (\(field.unit))"
            let cells = records.map { $0.fields[index].cell.table(null: null) }
            let long = records.indices.filter { records[$0].fields[index].cell.isText && cells[$0].count > longText }
            for column in long {
                below.append((records.count == 1 ? name : "\(name) (\(headers[column]))") + ": " + cells[column])
            }
            rows.append([name] + cells.enumerated().map { long.contains($0.offset) ? "↓" : $0.element })
        }
        return TextTable.render(rows) + below.map { $0 + "\n" }.joined()
    }

    /// The longest text a table puts in a column (characters); longer texts go below the table.
    public static let longText = 40

    /// The text of `records` in `format`: the one rule every report command prints by.
    public static func rendered(_ records: [ReportRecord], as format: ReportFormat, headers: [String]) -> String {
        switch format {
        case .table: return table(records, headers: headers)
        case .json: return json(records)
        case .csv: return csv(records)
        case .jsonl: return jsonLines(records)
        }
    }
#endif

    /// `text` quoted for CSV when it holds a comma, a quote or a newline (RFC 4180).
    public static func csvQuoted(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }
}
