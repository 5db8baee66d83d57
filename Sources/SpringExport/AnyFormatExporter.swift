import SpringKit

/// Any ``FormatExporter`` as one concrete type: what ``ExportFormat`` holds.
///
/// A value forwarding to the wrapped exporter through closures (as SpringKit's
/// `AnySpringRenderer` forwards to a renderer), not an existential `any FormatExporter`, so the
/// registry of formats compiles in Embedded Swift too (the WebAssembly build, docs/web.md).
/// - Cost: one closure call per use; nothing is copied.
struct AnyFormatExporter: FormatExporter {
    let summary: String
    let droppedVelocityNote: String?
    let takesVelocityRelativeToChange: Bool
    let hasComments: Bool

    private let note: @Sendable (ExportSubject, ExportFormat) -> String?
    private let written: @Sendable (ExportSubject, SpringExporter.Options) throws(ExportError) -> String

    /// `exporter` as a value of this type.
    init<Exporter: FormatExporter>(_ exporter: Exporter) {
        summary = exporter.summary
        droppedVelocityNote = exporter.droppedVelocityNote
        takesVelocityRelativeToChange = exporter.takesVelocityRelativeToChange
        hasComments = exporter.hasComments
        note = { subject, format in exporter.initialVelocityNote(for: subject, in: format) }
        written = { subject, options throws(ExportError) in try exporter.export(subject, options: options) }
    }

    /// The wrapped exporter's note (``FormatExporter/initialVelocityNote(for:in:)``).
    func initialVelocityNote(for subject: ExportSubject, in format: ExportFormat) -> String? { note(subject, format) }

    /// The wrapped exporter's code (``FormatExporter/export(_:options:)``).
    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        try written(subject, options)
    }
}
