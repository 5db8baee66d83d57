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

    /// `report` as `springtune scan` prints it in `format`; SARIF names the tool's version.
    public static func rendered(_ report: ScanReport, as format: Format, toolVersion: String) -> String {
        switch format {
        case .table: report.table
        case .json: report.json.serialized() + "\n"
        case .sarif: report.sarif(toolVersion: toolVersion).serialized() + "\n"
        }
    }
}
