import SpringIO
import SpringKit

extension ScanReport {
    /// The report as a text table that fits `TerminalLayout.width` columns: a header, then for each
    /// file its path on a line of its own and one row per finding (line:column, API, the
    /// spring, settling time and overshoot as its engine draws it; `(defaults)` after an API
    /// written with no parameters, `[variant]` for one of several values, `(unused)` for an
    /// exported config used nowhere; an API or spring too long for its column is printed whole
    /// below the row, the column showing `↓`), its warnings and notes indented below and
    /// wrapped, and a summary line.
    public var table: String {
        let header = ["location", "api", "spring (m, k, c; ζ)", "solver", "settling s", "overshoot %"]
        var rows: [(path: String, cells: [String], lines: [String])] = []
        for finding in findings {
            let spring = finding.spring.map {
                "\(NumberStyle.scan.text($0.mass)), \(NumberStyle.scan.text($0.stiffness)), \(NumberStyle.scan.text($0.damping)); ζ \(NumberStyle.scan.text($0.dampingRatio))"
            } ?? "—"
            let settling = finding.metrics.map { $0.settlingTime.map(NumberStyle.scan.text) ?? "never" } ?? "—"
            let overshoot = finding.metrics.map { NumberStyle.scan.text($0.overshootPercent ?? 0) } ?? "—"
            var lines = finding.diagnostics.map { "\($0.rule.level.rawValue) [\($0.rule.rawValue)]: \($0.message)" }
            lines += finding.notes.map { "note: \($0)" }
            rows.append((finding.path, ["  \(finding.line):\(finding.column)", Self.apiText(finding), spring,
                                        finding.solver?.rawValue ?? "—", settling, overshoot], lines))
        }
        var widths = header.map(\.count)
        for row in rows { for (i, cell) in row.cells.enumerated() { widths[i] = max(widths[i], cell.count) } }
        // The API column takes what the others leave of the line (down to its header's width),
        // then the spring column (down to its header's): a cell wider than its column shows `↓`
        // and is printed whole below the row, so no line is wider than TerminalLayout.width.
        let fixed = widths[0] + widths[3] + widths[4] + widths[5] + 2 * (widths.count - 1)
        widths[1] = min(widths[1], max(header[1].count, TerminalLayout.width - fixed - widths[2]))
        widths[2] = min(widths[2], max(header[2].count, TerminalLayout.width - fixed - widths[1]))
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { i, cell -> String in
                let text = cell.count > widths[i] ? "↓" : cell
                return i == cells.count - 1 ? text : text + String(repeating: " ", count: widths[i] - text.count)
            }
            return padded.joined(separator: "  ") + "\n"
        }
        var out = line(header)
        var currentPath: String?
        for row in rows {
            if row.path != currentPath {
                out += row.path + "\n"
                currentPath = row.path
            }
            out += line(row.cells)
            if row.cells[1].count > widths[1] { out += Self.wrapped("api: " + row.cells[1], indent: 6) }
            if row.cells[2].count > widths[2] { out += Self.wrapped("spring: " + row.cells[2], indent: 6) }
            for text in row.lines { out += Self.wrapped(text, indent: 6) }
        }
        for problem in problems { out += Self.wrapped("problem: \(problem)", indent: 0) }
        out += "\(findings.count) spring\(findings.count == 1 ? "" : "s") (\(measuredCount) measured) in \(filesScanned) file\(filesScanned == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")\n"
        return out
    }

    /// The API as the table's column shows it: `(defaults)` after one written with no
    /// parameters, the alternative in brackets (`[Platform.select ios]`), `(unused)` after an
    /// exported config used nowhere in the tree.
    static func apiText(_ finding: Finding) -> String {
        finding.api + (finding.isDefault ? " (defaults)" : "") + (finding.variant.map { " [\($0)]" } ?? "")
            + (finding.isUnused ? " (unused)" : "")
    }

    /// `text` indented by `indent` spaces and broken at spaces into lines of at most
    /// `TerminalLayout.width` characters (a word longer than a line stays whole).
    static func wrapped(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var out = "", current = margin
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if current.count > indent && current.count + 1 + word.count > TerminalLayout.width {
                out += current + "\n"
                current = margin + "  " + word
            } else {
                current += (current.count > indent ? " " : "") + word
            }
        }
        return out + current + "\n"
    }
}
