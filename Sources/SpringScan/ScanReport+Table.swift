import SpringKit

extension ScanReport {
    /// The report as a text table: one row per finding (location, API, the spring, settling
    /// time and overshoot as its engine draws it), its warnings and notes indented below, and
    /// a summary line.
    public var table: String {
        var rows: [[String]] = [["location", "api", "spring (m, k, c; ζ)", "solver", "settling s", "overshoot %"]]
        var details: [[String]] = [[]]
        for finding in findings {
            let spring = finding.spring.map {
                "\(ScanNumber.short($0.mass)), \(ScanNumber.short($0.stiffness)), \(ScanNumber.short($0.damping)); ζ \(ScanNumber.short($0.dampingRatio))"
            } ?? "—"
            let settling = finding.metrics.map { $0.settlingTime.map(ScanNumber.short) ?? "never" } ?? "—"
            let overshoot = finding.metrics.map { ScanNumber.short($0.overshootPercent ?? 0) } ?? "—"
            rows.append([finding.location, finding.api, spring, finding.solver?.rawValue ?? "—", settling, overshoot])
            var lines = finding.diagnostics.map { "\($0.rule.level.rawValue) [\($0.rule.rawValue)]: \($0.message)" }
            lines += finding.notes.map { "note: \($0)" }
            details.append(lines)
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for (row, lines) in zip(rows, details) {
            let cells = row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }
            out += cells.joined(separator: "  ") + "\n"
            for line in lines { out += "    " + line + "\n" }
        }
        for problem in problems { out += "problem: \(problem)\n" }
        out += "\(findings.count) spring\(findings.count == 1 ? "" : "s") (\(measuredCount) measured) in \(filesScanned) file\(filesScanned == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")\n"
        return out
    }
}
