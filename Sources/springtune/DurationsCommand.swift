import ArgumentParser
import SpringIO
import SpringKit

/// `springtune durations`: the durations engines assign to a spring, each labelled.
struct DurationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "durations",
        abstract: "Engine durations: Core Animation/SwiftUI settlingDuration, Motion, JNW, WebKit, Compose, Android.",
        discussion: """
            Each duration reproduces one engine's own rule (docs/engine-durations.md); they are \
            not the exact settling time (see springtune metrics). Core Animation's algorithm is \
            not public: its value is a labelled reconstruction (published: false).
            Examples:
              springtune durations --stiffness 100 --damping 5
              springtune durations k=100,c=15 k=300,c=20
              springtune durations --spring swiftui:duration=0.5,bounce=0.3 --format json
              springtune durations --preset swiftui-bouncy --format csv
            """
    )

    @Argument(help: ArgumentHelp("Spring specs, as with --spring.", valueName: "spring"))
    var springs: [String] = []

    @OptionGroup var input: SpringInput

    @Option(help: "Output format: table, json or csv.", completion: .list(["table", "json", "csv"]))
    var format: OutputFormat = .table

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        if format == .jsonl { throw CommandFailure.usage("invalid --format jsonl for durations: must be table, json or csv") }
    }

    func run() throws {
        let copy = try input.including(positional: springs)
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let setups = try copy.setups()
        var records: [Record] = []
        var rows: [[String]] = [["spring", "engine", "duration (s)", "published", "label"]]
        for setup in setups {
            for engine in EngineDuration.allCases {
                let duration = setup.duration(by: engine)
                var record = Record()
                record.add("spring", .text(setup.label))
                record.add("engine", .text(engine.rawValue))
                record.add("duration", .number(duration), unit: "s")
                record.add("published", .text(engine.published ? "true" : "false"))
                record.add("label", .text(engine.label))
                record.add("note", .text(engine.note))
                records.append(record)
                rows.append([setup.label, engine.rawValue, duration.map(Record.readable) ?? "never",
                             engine.published ? "yes" : "no (reconstruction)", engine.label])
            }
        }
        let text: String
        switch format {
        case .table: text = TextTable.render(rows, rightAligned: false)
        case .json:
            let array = records.map { record -> JSONValueBox in JSONValueBox(record: record) }
            text = JSONValueBox.serialize(array)
        case .csv, .jsonl: text = Record.csv(records)
        }
        try Standard.emit(text, to: output)
    }
}

/// JSON for durations: always an array, `published` as a boolean.
struct JSONValueBox {
    var record: Record

    static func serialize(_ boxes: [JSONValueBox]) -> String {
        let values = boxes.map { box -> SpringIO.JSONValue in
            .object(box.record.fields.map { field in
                if field.key == "published", case .text(let text) = field.cell {
                    return (field.key, .bool(text == "true"))
                }
                return (field.key, field.cell.json)
            })
        }
        return SpringIO.JSONValue.array(values).serialized(pretty: true) + "\n"
    }
}
