import SpringIO
import SpringKit

/// What `springtune durations` prints: each engine's idea of a spring's duration
/// (docs/engine-durations.md), one record per spring and engine.
public enum DurationsReport {
    /// One record per setup and ``EngineDuration`` case: `spring` (the setup's label),
    /// `engine`, `duration` (seconds, null when the engine never stops), `published`
    /// (whether the engine documents the rule), `label` and `note`.
    public static func records(for setups: [SpringSetup]) -> [ReportRecord] {
        setups.flatMap { setup in
            EngineDuration.allCases.map { engine in
                var record = ReportRecord()
                record.add("spring", .text(setup.label))
                record.add("engine", .text(engine.rawValue))
                record.add("duration", .number(setup.duration(by: engine)), unit: "s")
                record.add("published", .bool(engine.published))
                record.add("label", .text(engine.label))
                record.add("note", .text(engine.note))
                return record
            }
        }
    }

    /// The records as text: a table of spring, engine, duration, published and label; a
    /// JSON array (always an array, even for one record); or CSV.
    public static func rendered(_ records: [ReportRecord], as format: ReportFormat) -> String {
        switch format {
        case .json:
            return JSONValue.array(records.map(\.json)).serialized(pretty: true) + "\n"
        case .csv, .jsonl:
            return ReportRecord.csv(records)
        case .table:
            var rows: [[String]] = [["spring", "engine", "duration (s)", "published", "label"]]
            for record in records {
                let duration: String
                if case .number(let value)? = record["duration"] { duration = value.map { ReadableNumber.format($0) } ?? "never" } else { duration = "never" }
                var published = "no (reconstruction)"
                if case .bool(true)? = record["published"] { published = "yes" }
                rows.append([text(record["spring"]), text(record["engine"]), duration, published, text(record["label"])])
            }
            return TextTable.render(rows, rightAligned: false)
        }
    }

    private static func text(_ cell: ReportRecord.Cell?) -> String {
        if case .text(let value)? = cell { return value ?? "" }
        return ""
    }
}
