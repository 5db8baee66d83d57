import ArgumentParser
import SpringIO
import SpringKit

/// `springtune convert`: one spring in every ecosystem's parameters.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a spring between every family's parameters (SwiftUI, Motion, POP, Origami, Android…).",
        discussion: """
            Families defined at mass 1 (Motion, POP, Origami, Android) report the parameters of \
            the same motion. A family that cannot express the spring is null, with the reason. \
            Formulas and ranges: docs/conversions.md.

            With an initial velocity (velocity=… normalised, or absoluteVelocity=… such as a \
            gesture's release speed in points per second, with from and to), it is also given \
            in each API's convention: UIKit, Core Animation and SwiftUI take it per whole \
            distance, Motion, Android, Compose and React Native per second in units.

            Examples:
              springtune convert --spring swiftui:duration=0.5,bounce=0.3
              springtune convert --spring k=300,c=30,from=0,to=240,absoluteVelocity=-900
              springtune convert --spring pop:bounciness=4,speed=12 --format json
              springtune convert --stiffness 100 --damping 10
            """
    )

    @OptionGroup var input: SpringInput

    @Option(help: "Output format: table or json.", completion: .list(["table", "json"]))
    var format: OutputFormat = .table

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        guard format == .table || format == .json else {
            throw CommandFailure.usage("invalid --format \(format.rawValue) for convert: must be table or json")
        }
    }

    func run() throws {
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let setups = try input.setups()
        let conversions = setups.map { SpringConversions($0.spring) }
        switch format {
        case .json:
            let values = zip(setups, conversions).map { setup, conversion -> JSONValue in
                guard setup.motion.absoluteVelocity != 0, case .object(var members) = conversion.json else { return conversion.json }
                let velocities = InitialVelocities(setup.motion).byAPI.map { ($0.api, JSONValue.number($0.value)) }
                members.append(("initialVelocity", .object(velocities)))
                return .object(members)
            }
            let document = values.count == 1 ? values[0] : .array(values)
            try Standard.emit(document.serialized() + "\n", to: output)
        default:
            var text = ""
            for (setup, conversion) in zip(setups, conversions) {
                if setups.count > 1 { text += "\(setup.label)\n" }
                var rows: [[String]] = [["family", "parameters"]]
                for (family, fields) in conversion.families {
                    let description = fields.map { $0.map { "\($0.0) \(Record.readable($0.1))" }.joined(separator: ", ") }
                    rows.append([family, description ?? "— (\(conversion.reasons[family] ?? "not representable"))"])
                }
                if setup.motion.absoluteVelocity != 0 {
                    let velocities = InitialVelocities(setup.motion).byAPI.map { "\($0.api) \($0.value.map(Record.readable) ?? "— (no step)")" }
                    rows.append(["initialVelocity", velocities.joined(separator: ", ")])
                }
                text += TextTable.render(rows, rightAligned: false)
                if setups.count > 1 { text += "\n" }
            }
            try Standard.emit(text, to: output)
        }
    }
}

extension SpringConversions {
    /// Each family's parameters in the documented order, `nil` when not representable.
    var families: [(String, [(String, Double)]?)] {
        [
            ("physical", physical.map { [("mass", $0.mass), ("stiffness", $0.stiffness), ("damping", $0.damping)] }),
            ("response", response.map { [("response", $0.response), ("dampingRatio", $0.dampingRatio)] }),
            ("swiftui", swiftui.map { [("duration", $0.duration), ("bounce", $0.bounce)] }),
            ("motion", motion.map { [("duration", $0.duration), ("bounce", $0.bounce)] }),
            ("motionVisual", motionVisual.map { [("visualDuration", $0.visualDuration), ("bounce", $0.bounce)] }),
            ("settling", settling.map { [("settlingDuration", $0.settlingDuration), ("dampingRatio", $0.dampingRatio)] }),
            ("pop", pop.map { [("bounciness", $0.bounciness), ("speed", $0.speed)] }),
            ("origami", origami.map { [("tension", $0.tension), ("friction", $0.friction)] }),
            ("android", android.map { [("stiffness", $0.stiffness), ("dampingRatio", $0.dampingRatio)] }),
        ]
    }

    /// The JSON object of `springtune convert`.
    var json: JSONValue {
        var members: [(String, JSONValue)] = families.map { family, fields in
            (family, fields.map { .object($0.map { ($0.0, .number($0.1)) }) } ?? .null)
        }
        let reasonList = families.compactMap { family, _ in reasons[family].map { (family, JSONValue.string($0)) } }
        members.append(("reasons", .object(reasonList)))
        return .object(members)
    }
}
