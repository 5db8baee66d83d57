import SpringIO
import SpringScan

/// A request for the springs written in a codebase, measured (`springtune scan`): the paths,
/// the scanner's options, and the formats its report is written in.
public struct ScanRequest: Sendable, Hashable {
    /// The formats of a scan's report.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// A table of findings, then warnings and problems.
        case table
        /// The report as JSON (``SpringScan/ScanReport/json``).
        case json
        /// SARIF 2.1.0, for code-scanning tools.
        case sarif
    }

    /// The files and folders scanned.
    public var paths: [String]
    /// How they are scanned.
    public var options: ScanOptions

    /// A scan of `paths` with `options`.
    public init(paths: [String], options: ScanOptions = ScanOptions()) {
        self.paths = paths
        self.options = options
    }

    /// The report (``SpringScan/Scanner/scan(_:)``).
    /// - Throws: ``RequestError`` (no input) for a path that does not exist or cannot be scanned.
    /// - Cost: linear in the bytes of the files read.
    public func report() throws(RequestError) -> ScanReport {
        do { return try Scanner(options: options).scan(paths) } catch { throw RequestError(error) }
    }

    /// `report` as `springtune scan` prints it in `format`; SARIF names the tool's version and
    /// carries each fix planned as an edit (``SpringScan/SpringEditor/plannedFixes(for:rules:)``:
    /// a read of each file a fix changes).
    public static func rendered(_ report: ScanReport, as format: Format, toolVersion: String) -> String {
        switch format {
        case .table: report.table
        case .json: report.json.serialized() + "\n"
        case .sarif:
            report.sarif(toolVersion: toolVersion, fixes: SpringEditor().plannedFixes(for: report)).serialized() + "\n"
        }
    }

    /// Applies the report's fixes of `rules` (every rule's when `nil`) through the edit's own
    /// planning and writing (`springtune scan --fix`), or with `dryRun` only plans them.
    /// - Throws: ``RequestError`` for a file changed since the scan or that cannot be written.
    public func fix(_ report: ScanReport, rules: Set<ScanRule>?, dryRun: Bool) throws(RequestError) -> ScanFixes {
        do { return try SpringEditor(options: options).fix(report, rules: rules, dryRun: dryRun) } catch { throw RequestError(error) }
    }

    /// `fixes` as `springtune scan --fix` prints them: a line per fix (with `dryRun`, the diff
    /// after them), or JSON.
    public static func rendered(_ fixes: ScanFixes, as format: Format, dryRun: Bool) -> String {
        switch format {
        case .json: fixes.json.serialized() + "\n"
        case .table, .sarif: fixes.summary.joined(separator: "\n") + "\n" + (dryRun ? fixes.edit?.diff ?? "" : "")
        }
    }

    /// The rule named `id` (a SARIF `ruleId`).
    /// - Throws: ``RequestError`` (usage) naming the rules.
    public static func rule(named id: String) throws(RequestError) -> ScanRule {
        guard let rule = ScanRule(rawValue: id) else {
            throw RequestError.invalid(.rule, id, "must be one of \(ScanRule.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        return rule
    }
}
