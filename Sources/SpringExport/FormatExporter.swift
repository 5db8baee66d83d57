import SpringKit

/// The writer of one export format: its code, its one-line summary and what it does with an
/// initial velocity.
///
/// One conforming type per format, in the format's own file, which also declares the format
/// (`extension ExportFormat { public static let … }`); ``ExportFormat/allCases`` lists each once.
/// Nothing else names a format: adding one is its file and one line in that list.
protocol FormatExporter: Sendable {
    /// One line about the format, for help texts.
    var summary: String { get }
    /// Why the format never carries an initial velocity and the formats that keep it, or `nil`
    /// when it carries one (as a parameter, or baked into the curve). Default `nil`.
    var droppedVelocityNote: String? { get }
    /// Whether the format's velocity is relative to the change (Core Animation's convention), so
    /// that a motion with `from == to` cannot carry one. Default `false`.
    var takesVelocityRelativeToChange: Bool { get }
    /// Whether the format has comments, so the output can state its assumptions inline.
    /// Default `true`.
    var hasComments: Bool { get }
    /// For `subject` exported as `format` (this exporter's): why the code drops the motion's
    /// initial velocity and the formats that keep it, or `nil`. Default: the note for the motion
    /// alone (``ExportFormat/initialVelocityNote(for:)-(Motion)``); a format whose reading
    /// depends on how the spring was given overrides it.
    func initialVelocityNote(for subject: ExportSubject, in format: ExportFormat) -> String?
    /// `subject` written in the format, ending with a newline, before the check of its numbers
    /// (``SpringExporter/export(_:as:options:)``).
    /// - Throws: ``ExportError`` when the format cannot express the spring.
    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String
}

extension FormatExporter {
    var droppedVelocityNote: String? { nil }
    var takesVelocityRelativeToChange: Bool { false }
    var hasComments: Bool { true }

    func initialVelocityNote(for subject: ExportSubject, in format: ExportFormat) -> String? {
        format.initialVelocityNote(for: subject.motion)
    }
}
