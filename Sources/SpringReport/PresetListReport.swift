import SpringIO
import SpringKit
import SpringPresets

/// What `springtune preset list` prints: one record per preset (name, group, spring spec,
/// description, the file it comes from), and the studio's preset list.
public enum PresetListReport {
    /// One record per preset of `presets`, with its file as `library` knows it.
    public static func records(for presets: [Preset], in library: PresetLibrary) -> [ReportRecord] {
        presets.map { preset in
            var record = ReportRecord()
            record.add("name", .text(preset.name))
            record.add("group", .text(preset.group))
            record.add("spring", .text(preset.spring.description))
            record.add("description", .text(preset.description))
            record.add("file", .text(library.origins[preset.name]))
            return record
        }
    }

    /// The JSON document: an array of the records (even of one), pretty-printed, ending in a newline.
    public static func json(_ records: [ReportRecord]) -> String {
        JSONValue.array(records.map { $0.json }).serialized() + "\n"
    }
}
