import SpringIO

/// What `scan --fix` did: each fix planned, those written (merged into one edit), those left
/// because another fix rewrites the same literal, and those the call's form refused.
public struct ScanFixes: Sendable, Hashable {
    /// The report the fixes were planned from.
    public var report: ScanReport
    /// Every fix planned, in report order.
    public var planned: [PlannedFix]
    /// The fixes merged into ``edit``.
    public var taken: [PlannedFix]
    /// Fixes left out: they rewrite a literal a fix before them rewrites.
    public var conflicting: [PlannedFix]
    /// All the changes of ``taken``; `nil` when there is none.
    public var edit: SpringEdit?
    /// Whether ``edit`` was written (`false` for a dry run).
    public var written: Bool

    /// One line per fix: `fixed RULE at LOCATION: SUMMARY`, `not fixed RULE at LOCATION: REASON`,
    /// or `not fixed … : rewrites the literal another fix rewrites`; then the other springs the
    /// changes reach.
    public var summary: [String] {
        var lines: [String] = []
        for fix in planned {
            let finding = report.findings[fix.findingIndex]
            let diagnostic = finding.diagnostics[fix.diagnosticIndex]
            let place = "\(diagnostic.rule.rawValue) at \(SpringEditor.displayPath(finding.path)):\(finding.line):\(finding.column)"
            if let refusal = fix.refusal {
                lines.append("not fixed \(place): \(refusal)")
            } else if conflicting.contains(fix) {
                lines.append("not fixed \(place): it rewrites a literal another fix rewrites")
            } else {
                lines.append("\(written ? "fixed" : "would fix") \(place): \(diagnostic.fix?.summary ?? "")")
            }
        }
        if lines.isEmpty { lines.append("no fixes: no warning found has one") }
        lines += edit?.otherUseLines ?? []
        return lines
    }

    /// As JSON: `{"fixes": [{"rule", "path", "line", "column", "summary", "status" (fixed, dry-run,
    /// refused, conflicting), "reason"}], "written", "diff"}`.
    public var json: JSONValue {
        .object([
            ("fixes", .array(planned.map { fix in
                let finding = report.findings[fix.findingIndex]
                let diagnostic = finding.diagnostics[fix.diagnosticIndex]
                let status = fix.refusal != nil ? "refused" : conflicting.contains(fix) ? "conflicting" : written ? "fixed" : "dry-run"
                return .object([
                    ("rule", .string(diagnostic.rule.rawValue)), ("path", .string(SpringEditor.displayPath(finding.path))),
                    ("line", .integer(finding.line)), ("column", .integer(finding.column)),
                    ("summary", .string(diagnostic.fix?.summary ?? "")), ("status", .string(status)),
                    ("reason", fix.refusal.map { .string($0.description) } ?? .null),
                ])
            })),
            ("written", .bool(written && edit != nil)),
            ("diff", .string(edit?.diff ?? "")),
        ])
    }
}

extension SpringEditor {
    /// Plans the report's fixes of `rules` (all when `nil`), merges them, and writes them
    /// unless `dryRun` — through the same planning and writing as ``edit(_:to:)``.
    /// - Throws: ``EditError`` when a file changed since the scan or cannot be written; nothing is written then.
    public func fix(_ report: ScanReport, rules: Set<ScanRule>? = nil, dryRun: Bool) throws(EditError) -> ScanFixes {
        let planned = plannedFixes(for: report, rules: rules)
        let (edit, taken, conflicting) = try merged(planned, in: report)
        if !dryRun, let edit { try edit.write() }
        return ScanFixes(report: report, planned: planned, taken: taken, conflicting: conflicting, edit: edit, written: !dryRun)
    }
}
