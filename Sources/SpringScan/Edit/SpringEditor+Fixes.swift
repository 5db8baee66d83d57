import SpringKit

extension SpringEditor {
    /// Each fix the report's diagnostics carry (``ScanDiagnostic/fix``), of the rules `rules`
    /// (all when `nil`), planned as an edit by the same rule as ``edit(_:to:)``: the finding
    /// rewritten as the fix's spring in its own API and form. Nothing is written.
    /// - Cost: a read of each file holding a literal to change; no scan.
    public func plannedFixes(for report: ScanReport, rules: Set<ScanRule>? = nil) -> [PlannedFix] {
        var planned: [PlannedFix] = []
        for (findingIndex, finding) in report.findings.enumerated() {
            for (diagnosticIndex, diagnostic) in finding.diagnostics.enumerated() {
                guard let fix = diagnostic.fix, rules?.contains(diagnostic.rule) ?? true else { continue }
                // The finding's velocity is kept where the call writes one; a call without one
                // (or whose engine implies its own, Svelte's) is given none.
                let kept = finding.roles?.velocity == nil ? 0 : finding.motion.initialVelocity ?? 0
                let target = EditTarget(spring: fix.spring, initialVelocity: fix.initialVelocity ?? kept)
                do {
                    let edit = try plan(finding, to: target, in: report, path: finding.path)
                    planned.append(PlannedFix(findingIndex: findingIndex, diagnosticIndex: diagnosticIndex, edit: edit, refusal: nil))
                } catch {
                    planned.append(PlannedFix(findingIndex: findingIndex, diagnosticIndex: diagnosticIndex, edit: nil, refusal: error))
                }
            }
        }
        return planned
    }

    /// The fixes `planned` merged into one edit: every change of every fix, in file order; a
    /// fix whose changes overlap one already taken (two rules rewriting the same literal) is
    /// left out and returned in `conflicting`.
    /// - Throws: ``EditError`` when a file changed since the scan read it.
    public func merged(_ planned: [PlannedFix], in report: ScanReport) throws(EditError)
        -> (edit: SpringEdit?, taken: [PlannedFix], conflicting: [PlannedFix]) {
        var changes: [SpringEdit.Change] = []
        var taken: [PlannedFix] = []
        var conflicting: [PlannedFix] = []
        for fix in planned {
            guard let edit = fix.edit else { continue }
            // Two changes at one place (arguments added there) conflict as overlapping ones do.
            if edit.changes.contains(where: { change in
                changes.contains { $0.span.overlaps(change.span) || ($0.span.path == change.span.path && $0.span.range.lowerBound == change.span.range.lowerBound) }
            }) {
                conflicting.append(fix)
                continue
            }
            changes += edit.changes
            taken.append(fix)
        }
        guard let first = taken.first?.findingIndex else { return (nil, taken, conflicting) }
        var edit = try Self.assemble(report.findings[first], changes: changes, report: report)
        // The springs fixed are not "other" uses.
        let fixed = Set(taken.map(\.findingIndex))
        edit.otherUses.removeAll { use in fixed.contains { report.findings[$0] == use } }
        return (edit, taken, conflicting)
    }
}
