import SpringIO

extension SpringEdit {
    /// The edit as JSON (keys in a fixed order; docs/cli.md, `edit`):
    /// `{"path", "line", "column", "api", "written", "changes": [{"parameter", "path", "line",
    /// "column", "old", "new"}], "otherUses": [{"path", "line", "column", "api", "name"}], "diff"}`.
    /// - Parameter written: whether the files were written (`false` for a dry run).
    public func json(written: Bool) -> JSONValue {
        func display(_ path: String) -> String { SpringEditor.displayPath(path) }
        return .object([
            ("path", .string(display(finding.path))), ("line", .integer(finding.line)), ("column", .integer(finding.column)),
            ("api", .string(finding.api)),
            ("written", .bool(written && !changes.isEmpty)),
            ("changes", .array(changes.map { change in
                .object([("parameter", .string(change.parameter)), ("path", .string(display(change.span.path))),
                         ("line", .integer(change.span.line)), ("column", .integer(change.span.column)),
                         ("old", .string(change.old)), ("new", .string(change.new))])
            })),
            ("otherUses", .array(otherUses.map { use in
                .object([("path", .string(display(use.path))), ("line", .integer(use.line)), ("column", .integer(use.column)),
                         ("api", .string(use.api)), ("name", use.name.map { .string($0) } ?? .null)])
            })),
            ("diff", .string(diff)),
        ])
    }
}
