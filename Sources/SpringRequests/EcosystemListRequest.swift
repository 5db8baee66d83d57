import SpringExport
import SpringIO
import SpringKit
import SpringPresets
import SpringReport

/// A request for the ecosystems SpringTune writes springs for (`springtune ecosystems`): each
/// platform's forms, the engine that draws its springs, its export and its bundled presets, as
/// ``Ecosystem/all`` lists them.
public struct EcosystemListRequest: Sendable, Hashable {
    /// A request for every ecosystem.
    public init() {}

    /// Every ecosystem, in ``Ecosystem/all``'s order. Cost: O(families × forms).
    public func ecosystems() -> [Ecosystem] { Ecosystem.all }

    /// The formats the list is written in.
    public static let formats: [ReportFormat] = [.table, .json]

    /// `ecosystems` as `springtune ecosystems` prints them, with their presets in `library`.
    ///
    /// - `table`: key, title, forms (as `convert --to` names them), engine (`exact` when the
    ///   platform draws the exact spring), export format (`-` for none) and the number of presets.
    /// - `json`: an array of objects `key`, `title`, `forms` (form keys), `engine` (a solver name,
    ///   or null), `exportFormat` (or null) and `presets` (preset names), pretty-printed.
    /// Any other format is written as `table`. Cost: O(ecosystems × presets).
    public static func rendered(_ ecosystems: [Ecosystem], in library: PresetLibrary, as format: ReportFormat) -> String {
        if format == .json {
            let value = JSONValue.array(ecosystems.map { $0.json(presetsIn: library) })
            return value.serialized() + "\n"
        }
        let rows = [["key", "title", "forms", "engine", "export", "presets"]] + ecosystems.map { ecosystem in
            [ecosystem.key, ecosystem.title, ecosystem.forms.map { $0.rawValue }.joined(separator: ","),
             ecosystem.engine?.rawValue ?? "exact", ecosystem.exportFormat?.rawValue ?? "-",
             String(ecosystem.presets(in: library).count)]
        }
        return TextTable.render(rows, rightAligned: false)
    }
}
