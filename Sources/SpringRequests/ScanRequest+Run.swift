import SpringScan

extension ScanRequest {
    /// What a scan printed and left to fail on.
    public struct Outcome: Sendable, Hashable {
        /// The output: the report, or with fixes the fixes (``rendered(_:as:dryRun:)``).
        public var text: String
        /// The warnings found, less those a written fix took.
        public var warningsLeft: Int
    }

    /// Scans, tells `warn` each file that could not be scanned inside a folder, applies the fixes
    /// of `rules` (every rule's when empty) when `fixes` (only plans them with `dryRun`), and
    /// renders the report or the fixes in `format`.
    /// - Throws: ``RequestError`` for a path that cannot be scanned, an unknown rule, or a fix
    ///   that cannot be written.
    /// - Cost: ``report()``, and ``fix(_:rules:dryRun:)`` when fixing.
    public func run(fixes: Bool, rules: [String], dryRun: Bool, as format: Format, toolVersion: String,
                    warn: (String) -> Void) throws(RequestError) -> Outcome {
        var selected: Set<ScanRule>?
        for name in rules { selected = (selected ?? []).union([try Self.rule(named: name)]) }
        let report = try report()
        for problem in report.problems { warn("\(problem)") }
        let fixed = try fixes ? fix(report, rules: selected, dryRun: dryRun) : nil
        let text = fixed.map { Self.rendered($0, as: format, dryRun: dryRun) }
            ?? Self.rendered(report, as: format, toolVersion: toolVersion)
        return Outcome(text: text, warningsLeft: report.warningCount - (fixed.map { $0.written ? $0.taken.count : 0 } ?? 0))
    }
}
