/// What a scan found: the findings, sorted by path, line and column, and the files read.
public struct ScanReport: Sendable, Hashable {
    /// The number of source files read.
    public var filesScanned: Int
    /// The findings.
    public var findings: [Finding]
    /// Files or folders that could not be read or scanned — unreadable, not regular, not text,
    /// past a size or token limit — each `cannot read PATH: REASON` (the scan went on without them).
    public var problems: [String]

    /// Creates a report.
    public init(filesScanned: Int, findings: [Finding], problems: [String] = []) {
        self.filesScanned = filesScanned
        self.findings = findings
        self.problems = problems
    }

    /// The number of warnings over all findings.
    public var warningCount: Int { findings.reduce(0) { $0 + $1.warnings.count } }

    /// The number of findings whose spring could be measured.
    public var measuredCount: Int { findings.filter { $0.spring != nil }.count }
}
