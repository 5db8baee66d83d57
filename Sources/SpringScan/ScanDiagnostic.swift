/// One warning or note on a finding.
public struct ScanDiagnostic: Sendable, Hashable {
    /// The rule.
    public var rule: ScanRule
    /// The message, one line.
    public var message: String

    /// Creates a diagnostic.
    public init(rule: ScanRule, message: String) {
        self.rule = rule
        self.message = message
    }
}
