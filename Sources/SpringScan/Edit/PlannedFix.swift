/// A rule's fix planned as an edit of the source (``SpringEditor/plannedFixes(for:rules:)``):
/// which finding and diagnostic it fixes, and the edit that writes it, or why it cannot be
/// written there (a named constant, a form that cannot hold the fixed spring).
public struct PlannedFix: Sendable, Hashable {
    /// The finding's index in the report's ``ScanReport/findings``.
    public var findingIndex: Int
    /// The diagnostic's index in the finding's ``Finding/diagnostics``.
    public var diagnosticIndex: Int
    /// The edit that writes the fix; `nil` when it is refused.
    public var edit: SpringEdit?
    /// Why the fix cannot be written where the spring is; `nil` when it can.
    public var refusal: EditError?

    /// Creates a planned fix.
    public init(findingIndex: Int, diagnosticIndex: Int, edit: SpringEdit?, refusal: EditError?) {
        self.findingIndex = findingIndex
        self.diagnosticIndex = diagnosticIndex
        self.edit = edit
        self.refusal = refusal
    }
}
