import ArgumentParser
import SpringReport

/// How a command prints its results (``ReportFormat``).
///
/// Each command accepts only some formats: its `--format` help and completion list those
/// (`completion: .list([…])`), so this type lists no values of its own in help texts.
typealias OutputFormat = ReportFormat

extension ReportFormat: ExpressibleByArgument {
    /// No shared list: a command's own help and completion name the formats it accepts.
    public static var allValueStrings: [String] { [] }
}
