import SpringIO
import SpringKit

extension ScanReport {
    /// The SARIF 2.1.0 schema's address, written as the log's `$schema`.
    public static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The report as a SARIF 2.1.0 log for code-scanning tools: one run, the tool
    /// `springtune` with one rule per ``ScanRule``, and one result per diagnostic (level
    /// `warning` or `note`) plus a `note` result per measured spring without diagnostics
    /// (rule `spring`), each with its file (`artifactLocation.uri`, relative paths percent-
    /// encoded) and `region` (`startLine`, `startColumn` in UTF-16 code units). A diagnostic
    /// whose fix `fixes` plans as an edit (``SpringEditor/plannedFixes(for:rules:)``) carries it
    /// as SARIF `fixes`: one `artifactChange` per file, one `replacement` per literal, its
    /// `deletedRegion` by line and column and by byte offset and length, its `insertedContent` the
    /// new text.
    public func sarif(toolVersion: String, fixes: [PlannedFix] = []) -> JSONValue {
        var rules: [JSONValue] = ScanRule.allCases.map { rule in
            .object([
                ("id", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("defaultConfiguration", .object([("level", .string(rule.level.rawValue))])),
            ])
        }
        rules.append(.object([
            ("id", .string("spring")),
            ("shortDescription", .object([("text", .string("A spring written in code, measured."))])),
            ("defaultConfiguration", .object([("level", .string("note"))])),
        ]))
        var results: [JSONValue] = []
        for (findingIndex, finding) in findings.enumerated() {
            let summary = Self.summary(finding)
            if finding.diagnostics.isEmpty {
                results.append(Self.result(rule: "spring", level: "note", message: summary, finding: finding))
            }
            for (diagnosticIndex, diagnostic) in finding.diagnostics.enumerated() {
                var result = Self.result(rule: diagnostic.rule.rawValue, level: diagnostic.rule.level.rawValue,
                                         message: "\(finding.api): \(diagnostic.message). \(summary)", finding: finding)
                if let fix = diagnostic.fix,
                   let edit = fixes.first(where: { $0.findingIndex == findingIndex && $0.diagnosticIndex == diagnosticIndex })?.edit,
                   case .object(var members) = result {
                    members.append(("fixes", .array([Self.sarifFix(fix, edit)])))
                    result = .object(members)
                }
                results.append(result)
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("springtune")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules)),
        ])
        return .object([
            ("version", .string("2.1.0")),
            ("$schema", .string(Self.sarifSchema)),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// A fix as SARIF's `fix` object.
    static func sarifFix(_ fix: ScanFix, _ edit: SpringEdit) -> JSONValue {
        let files = Dictionary(grouping: edit.changes, by: \.span.path)
        return .object([
            ("description", .object([("text", .string(fix.summary))])),
            ("artifactChanges", .array(files.keys.sorted().map { path in
                .object([
                    // The file as the scan reached it, as the results' own locations spell it.
                    ("artifactLocation", .object([("uri", .string(uri(path)))])),
                    ("replacements", .array(files[path, default: []].map { change in
                        .object([
                            ("deletedRegion", .object([
                                ("startLine", .integer(change.span.line)), ("startColumn", .integer(change.span.column)),
                                ("endLine", .integer(change.span.line + change.old.filter { $0 == "\n" }.count)),
                                ("endColumn", .integer(endColumn(change))),
                                ("byteOffset", .integer(change.span.range.lowerBound)), ("byteLength", .integer(change.span.range.count)),
                            ])),
                            ("insertedContent", .object([("text", .string(change.new))])),
                        ])
                    })),
                ])
            })),
        ])
    }

    /// The column just past a change's old text (UTF-16 code units, 1-based).
    static func endColumn(_ change: SpringEdit.Change) -> Int {
        guard let lastBreak = change.old.lastIndex(of: "\n") else { return change.span.column + change.old.utf16.count }
        return change.old[change.old.index(after: lastBreak)...].utf16.count + 1
    }

    static func summary(_ finding: Finding) -> String {
        let context = (finding.variant.map { "One of several values: \($0). " } ?? "")
            + (finding.isUnused ? "Exported, and used nowhere in the scanned files. " : "")
        guard let spring = finding.spring else {
            return context + "Parameters: " + finding.parameters.map { "\($0.name) \($0.text)" }.joined(separator: ", ") + "."
        }
        var text = context + (finding.isDefault ? "Written with no parameters: the API's defaults. " : "") + "Spring: mass \(NumberStyle.scan.text(spring.mass)), stiffness \(NumberStyle.scan.text(spring.stiffness)), damping \(NumberStyle.scan.text(spring.damping)) (ζ \(NumberStyle.scan.text(spring.dampingRatio)))"
        if let metrics = finding.metrics {
            text += "; settles in " + (metrics.settlingTime.map { NumberStyle.scan.text($0) + " s" } ?? "never")
            text += ", overshoot \(NumberStyle.scan.text(metrics.overshootPercent ?? 0)) %"
            if let solver = finding.solver { text += " (\(solver.rawValue))" }
        }
        return text + "."
    }

    static func result(rule: String, level: String, message: String, finding: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(rule)),
            ("level", .string(level)),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(finding.rawPath?.bytes ?? Array(finding.path.utf8))))])),
                    ("region", .object([("startLine", .integer(finding.line)), ("startColumn", .integer(finding.column))])),
                ])),
            ])])),
        ]
        // SARIF's property bag: whether the spring was written with no parameters, and the
        // API version whose rules were applied.
        var properties: [(String, JSONValue)] = []
        if finding.isDefault { properties.append(("defaults", .bool(true))) }
        if let version = finding.apiVersion {
            properties.append(("apiVersion", .integer(version.major)))
            properties.append(("apiVersionSource", .string(version.source)))
        }
        if let variant = finding.variant { properties.append(("variant", .string(variant))) }
        if finding.isUnused { properties.append(("unused", .bool(true))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A path as a URI reference: relative paths percent-encoded (RFC 3986 unreserved
    /// characters and `/` kept), absolute ones as `file://` URIs; a leading `./` dropped.
    public static func uri(_ path: String) -> String {
        uri(Array(path.utf8))
    }

    /// A path's bytes as a URI reference (``uri(_:)-(String)``): each byte that is not an
    /// unreserved character or `/` percent-encoded, so a name that is not UTF-8 keeps its bytes
    /// (`%FF`).
    public static func uri(_ path: [UInt8]) -> String {
        var path = path[...]
        while path.starts(with: [0x2E, 0x2F]) { path = path.dropFirst(2) }
        var out = path.first == 0x2F ? "file://" : ""
        for byte in path {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
