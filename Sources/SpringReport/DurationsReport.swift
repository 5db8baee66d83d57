import SpringIO
import SpringKit

/// What `springtune durations` prints: each engine's idea of a spring's duration
/// (docs/engine-durations.md), one record per spring and engine.
public enum DurationsReport {
    /// One duration: the setup's label, the engine, and its duration in seconds (`nil` when
    /// the engine never stops, or not within SpringTune's ``EngineDuration/runLimit``).
    typealias Entry = (spring: String, engine: EngineDuration, duration: Double?)

    /// Each setup's duration by each ``EngineDuration`` case, computed once.
    static func entries(for setups: [SpringSetup]) -> [Entry] {
        setups.flatMap { setup in EngineDuration.allCases.map { (setup.label, $0, $0.duration(of: setup)) } }
    }

    /// One record per setup and ``EngineDuration`` case: `spring` (the setup's label),
    /// `engine`, `duration` (seconds, null when the engine never stops or does not stop within
    /// SpringTune's ``EngineDuration/runLimit``), `published`
    /// (whether the engine documents the rule), `label`, `use` (what the number is for) and `note`.
    public static func records(for setups: [SpringSetup]) -> [ReportRecord] {
        records(entries(for: setups))
    }

    static func records(_ entries: [Entry]) -> [ReportRecord] {
        entries.map { entry in
            var record = ReportRecord()
            record.add("spring", .text(entry.spring))
            record.add("engine", .text(entry.engine.rawValue))
            record.add("duration", .number(entry.duration), unit: "s")
            record.add("published", .bool(entry.engine.published))
            record.add("label", .text(entry.engine.label))
            record.add("use", .text(entry.engine.use))
            record.add("note", .text(entry.engine.note))
            return record
        }
    }

    /// What `springtune durations --format json` prints for `setups`: an array of every
    /// engine's record for each setup in turn, pretty-printed, ending in a newline.
    public static func json(for setups: [SpringSetup]) -> String {
        json(entries(for: setups))
    }

    static func json(_ entries: [Entry]) -> String {
        JSONValue.array(records(entries).map { $0.json }).serialized(pretty: true) + "\n"
    }

    // The table formats numbers through NumberStyle.readable (C's snprintf), which Embedded Swift
    // lacks: not in the WebAssembly build (docs/web.md), which writes JSON.
#if !hasFeature(Embedded)
    /// The durations of `setups` as text: per spring, its label and a table of engine (marked
    /// `*` when the rule is a reconstruction), duration and what the number is for (``EngineDuration/use``; the full label is in JSON and CSV); a JSON
    /// array of ``records(for:)`` (always an array, even for one record); or CSV.
    public static func rendered(for setups: [SpringSetup], as format: ReportFormat) -> String {
        let entries = entries(for: setups)
        switch format {
        case .json:
            return json(entries)
        case .csv, .jsonl:
            return ReportRecord.csv(records(entries))
        case .table:
            // One block per spring, its label on a line of its own, and `published` as a mark
            // on the engine, so the rows fit 100 columns; the full label is in JSON and CSV.
            var blocks: [String] = []
            for (index, setup) in setups.enumerated() {
                let rows = entries[(index * EngineDuration.allCases.count)...].prefix(EngineDuration.allCases.count).map { entry in
                    [entry.engine.rawValue + (entry.engine.published ? "" : "*"),
                     // An infinite duration (Core Animation's rule for a spring slower than a
                     // double can time) is "never", as JSON's null is; an engine SpringTune
                     // follows up to a limit says it did not rest by then ("> 3600").
                     entry.duration.flatMap { $0.isFinite ? NumberStyle.readable.text($0) : nil }
                        ?? entry.engine.runLimit.map { "> " + NumberStyle.readable.text($0) } ?? "never", entry.engine.use]
                }
                blocks.append(setup.label + "\n"
                              + TextTable.render([["engine", "duration (s)", "what it is (docs/durations.md)"]] + rows,
                                                 rightAligned: false))
            }
            var text = blocks.joined(separator: "\n")
            if entries.contains(where: { !$0.engine.published }) {
                text += "* a reconstruction: the engine's owner does not publish the rule\n"
            }
            return text
        }
    }
#endif
}
