import ArgumentParser
import SpringReport

/// `--format`'s values: each command accepts only some formats, and its `--format` help and
/// completion list those (``OutputOptions``), so this type lists no values of its own.
extension ReportFormat: ExpressibleByArgument {
    /// No shared list: a command's own help and completion name the formats it accepts.
    public static var allValueStrings: [String] { [] }
}
