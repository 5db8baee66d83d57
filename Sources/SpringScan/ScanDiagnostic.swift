/// One warning or note on a finding.
public struct ScanDiagnostic: Sendable, Hashable {
    /// The rule.
    public var rule: ScanRule
    /// The message, one line.
    public var message: String
    /// What fixing it writes, for a rule that defines a fix; `nil` when it has none here.
    public var fix: ScanFix?

    /// Creates a diagnostic.
    public init(rule: ScanRule, message: String, fix: ScanFix? = nil) {
        self.rule = rule
        self.message = message
        self.fix = fix
    }
}
