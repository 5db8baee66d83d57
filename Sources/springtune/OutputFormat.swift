import ArgumentParser

/// How a command prints its results.
///
/// Each command accepts only some formats: its `--format` help and completion list those
/// (`completion: .list([…])`), so this type lists no values of its own in help texts.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// A table aligned for terminals.
    case table
    /// JSON: an object for one item, an array for several.
    case json
    /// CSV with a header row.
    case csv
    /// One compact JSON object per line (streams).
    case jsonl

    /// No shared list: a command's own help and completion name the formats it accepts.
    static var allValueStrings: [String] { [] }
}
