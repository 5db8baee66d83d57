import SpringPresets
import SpringReport

/// A request for the presets of a library, all or one group's (`springtune preset list`, the
/// studio's preset list).
public struct PresetListRequest: Sendable, Hashable {
    /// The group asked for, or `nil` for every preset.
    public var group: String?

    /// A request for `group`'s presets, or every preset.
    public init(group: String? = nil) { self.group = group }

    /// The presets of `library` in its order, only `group`'s when one is asked for.
    /// - Throws: ``RequestError`` (usage) for a group the library does not have, naming those it has.
    /// - Cost: O(presets).
    public func presets(in library: PresetLibrary) throws(RequestError) -> [Preset] {
        if let group, !library.groups.contains(group) {
            throw RequestError(.usage, "unknown \(field: .group) '\(group)': must be one of \(library.groups.joined(separator: ", "))")
        }
        return library.presets.filter { group == nil || $0.group == group }
    }

    /// The formats a list is written in.
    public static let formats: [ReportFormat] = [.table, .json, .csv]

    #if !hasFeature(Embedded)  // tables are native only (the WebAssembly build answers JSON)
    /// `presets` as `springtune preset list` prints them: a table of name, group and spring,
    /// or their records (``PresetListReport``) as JSON (an array), CSV or JSON Lines.
    public static func rendered(_ presets: [Preset], in library: PresetLibrary, as format: ReportFormat) -> String {
        let records = PresetListReport.records(for: presets, in: library)
        switch format {
        case .json: return PresetListReport.json(records)
        case .csv: return ReportRecord.csv(records)
        case .jsonl: return ReportRecord.jsonLines(records)
        case .table:
            let rows = [["name", "group", "spring"]] + presets.map { [$0.name, $0.group, $0.spring.description] }
            return TextTable.render(rows, rightAligned: false)
        }
    }
    #endif
}
