import SpringIO
import SpringKit
import SpringRequests
import SpringScan

extension StudioAPI {
    /// The project, or 404 when the studio was started without one.
    func openedProject() throws(StudioError) -> StudioProject {
        guard let project else {
            throw StudioError(.notFound, "no project: start the studio on a folder (springtune studio DIR) to list and edit its springs")
        }
        return project
    }

    /// `GET /api/project`: every spring `springtune scan DIR` finds in the project, grouped by
    /// file in the scan's order:
    /// `{"project", "listing", "filesScanned", "files": [{"path", "version", "springs": [FINDING…]}], "problems"}`.
    /// Each spring is the scan's JSON of it (docs/scan.md; `path` relative to the project)
    /// with `location` (`PATH:LINE:COLUMN`), `form` (the family form the call writes, as
    /// `/api/config`'s `families` key it, or `null`) and `spec` (the spring in that form,
    /// ``SpringScan/Finding/familySpec``, or `null`). `version` is each file's
    /// ``SpringScan/SourceVersion`` and `listing` names this listing: a write names it, and is
    /// refused when a file it changes is no longer as listed.
    /// - Cost: one scan of the project, then one read of each file with a spring.
    public func projectListing() throws(StudioError) -> StudioReply {
        let project = try openedProject()
        let report: ScanReport
        do { report = try ScanRequest(paths: [project.folder], options: project.scanOptions).report() } catch { throw StudioError(error) }
        var order: [String] = []
        var springs: [String: [JSONValue]] = [:]
        var versions: [String: SourceVersion] = [:]
        for finding in report.findings {
            if springs[finding.path] == nil { order.append(finding.path) }
            var paths = [finding.path]
            paths += finding.parameters.compactMap(\.span?.path)
            for path in paths where versions[path] == nil {
                if let version = SourceVersion(fileAt: path) { versions[path] = version }
            }
            springs[finding.path, default: []].append(json(of: finding, in: project))
        }
        let listing = project.remember(versions)
        let value: JSONValue = .object([
            ("project", .string(project.name)),
            ("listing", .integer(listing)),
            ("filesScanned", .integer(report.filesScanned)),
            ("files", .array(order.map { path in
                .object([("path", .string(project.relative(path))),
                         ("version", versions[path].map { .string($0.description) } ?? .null),
                         ("springs", .array(springs[path] ?? []))])
            })),
            ("problems", .array(report.problems.map { .string($0) })),
        ])
        return .json(value.serialized() + "\n")
    }

    /// The scan's JSON of `finding`, its path relative to the project, with `location`, `form` and `spec`.
    func json(of finding: Finding, in project: StudioProject) -> JSONValue {
        guard case .object(var members) = finding.json else { return finding.json }
        let path = project.relative(finding.path)
        if let index = members.firstIndex(where: { $0.0 == "path" }) { members[index].1 = .string(path) }
        members.append(("location", .string("\(path):\(finding.line):\(finding.column)")))
        members.append(("form", finding.writtenForm.map { .string($0.form.rawValue) } ?? .null))
        members.append(("spec", finding.familySpec.map { .string($0.description) } ?? .null))
        return .object(members)
    }

    /// The place a form's `location` names (`PATH:LINE[:COLUMN]`, the path relative to the
    /// project), its path made canonical and checked to lie inside the project.
    func location(in form: StudioQuery, of project: StudioProject) throws(StudioError) -> FileLocation {
        guard let text = form["location"], var location = FileLocation(parsing: text) else {
            throw StudioError(.badRequest, "location '\(form["location"] ?? "")' must be PATH:LINE or PATH:LINE:COLUMN, the path inside the project")
        }
        location.path = try project.confined(location.path)
        return location
    }

    /// `POST /api/project/write` with `location=PATH:LINE[:COLUMN]&spring=SPEC&listing=ID`
    /// (or `preset=NAME`): rewrites the spring written there as the given one, by the rule
    /// `springtune edit` follows (same API and form, only the numbers change), once every file it
    /// changes is checked to be as listing `ID` read it. Answers ``editJSON(_:id:in:)``.
    /// - Throws: ``StudioError``: 403 for a path outside the project; 409 for a file changed
    ///   since it was listed, or a listing out of date (list again); 400 for no spring there, or
    ///   a form that cannot hold the spring (the message names one that can); 500 for a file
    ///   that cannot be written (read-only). Nothing is written then.
    /// - Cost: one scan of the project; one read and one atomic write per file changed.
    public func writeToSource(_ form: StudioQuery) throws(StudioError) -> StudioReply {
        let project = try openedProject()
        let location = try location(in: form, of: project)
        let source = try source(of: form)
        let target: EditTarget
        do { target = try EditRequest(location: location, source: source, root: project.folder).target() } catch { throw StudioError(error) }
        let edit: SpringEdit
        do { edit = try SpringEditor(options: project.scanOptions, root: project.folder).edit(location, to: target) } catch {
            throw StudioError(error, in: project)
        }
        return try write(edit, listing: try form.number("listing"), in: project)
    }

    /// `POST /api/project/fix` with `location=PATH:LINE:COLUMN&rule=ID&listing=ID`: applies the
    /// fix of the warning `rule` on the spring at `location`, as `springtune scan --fix --rule
    /// ID` applies it (the same planning and writing as `edit`), with the checks of
    /// ``writeToSource(_:)``. Answers ``editJSON(_:id:in:)``.
    /// - Throws: ``StudioError``: 404 when that spring has no such warning with a fix; 400 when
    ///   its form cannot hold the fixed spring; as ``writeToSource(_:)`` otherwise.
    public func fixInSource(_ form: StudioQuery) throws(StudioError) -> StudioReply {
        let project = try openedProject()
        let location = try location(in: form, of: project)
        let rule: ScanRule
        do { rule = try ScanRequest.rule(named: form["rule"] ?? "") } catch { throw StudioError(error) }
        let report: ScanReport
        do { report = try ScanRequest(paths: [project.folder], options: project.scanOptions).report() } catch { throw StudioError(error) }
        let planned = SpringEditor(options: project.scanOptions, root: project.folder).plannedFixes(for: report, rules: [rule]).filter { fix in
            let finding = report.findings[fix.findingIndex]
            return finding.path == location.path && finding.line == location.line && (location.column ?? finding.column) == finding.column
        }
        guard let fix = planned.first else {
            throw StudioError(.notFound, "no \(rule.rawValue) fix at \(project.relative(location.path)):\(location.line)\(location.column.map { ":\($0)" } ?? ""): list again")
        }
        if let refusal = fix.refusal { throw StudioError(refusal, in: project) }
        guard let edit = fix.edit else { throw StudioError(.notFound, "no \(rule.rawValue) fix to write") }
        return try write(edit, listing: try form.number("listing"), in: project)
    }

    /// Writes `edit` once its files are checked against listing `listing`, keeping it for undo.
    func write(_ edit: SpringEdit, listing: Double?, in project: StudioProject) throws(StudioError) -> StudioReply {
        var edit = edit
        for index in edit.files.indices { edit.files[index].displayPath = project.relative(edit.files[index].path) }
        try project.check(edit, listing: listing.flatMap { Int(exactly: $0) })
        guard !edit.changes.isEmpty else { return .json(editJSON(edit, id: nil, in: project).serialized() + "\n") }
        do { try edit.write() } catch { throw StudioError(error, in: project) }
        return .json(editJSON(edit, id: project.keep(edit), in: project).serialized() + "\n")
    }

    /// An edit written (or not, when the spring was already the one asked for):
    /// `{"location", "api", "written", "changes": [{"parameter", "path", "line", "column",
    /// "old", "new"}], "otherUses": [{"location", "api", "name"}], "summary": [LINE…], "diff",
    /// "undo"}` — `undo` the id `POST /api/project/undo` takes, or `null`.
    func editJSON(_ edit: SpringEdit, id: Int?, in project: StudioProject) -> JSONValue {
        let finding = edit.finding
        return .object([
            ("location", .string("\(project.relative(finding.path)):\(finding.line):\(finding.column)")),
            ("api", .string(finding.api)),
            ("written", .bool(id != nil)),
            ("changes", .array(edit.changes.map { change in
                .object([("parameter", .string(change.parameter)), ("path", .string(project.relative(change.span.path))),
                         ("line", .integer(change.span.line)), ("column", .integer(change.span.column)),
                         ("old", .string(change.old)), ("new", .string(change.new))])
            })),
            ("otherUses", .array(edit.otherUses.map { use in
                .object([("location", .string("\(project.relative(use.path)):\(use.line):\(use.column)")),
                         ("api", .string(use.api)), ("name", use.name.map { .string($0) } ?? .null)])
            })),
            ("summary", .array(edit.summary(written: id != nil).map { .string($0) })),
            ("diff", .string(edit.diff)),
            ("undo", id.map { .integer($0) } ?? .null),
        ])
    }

    /// `POST /api/project/undo` with `edit=ID`: writes back the text every file of written edit
    /// `ID` had before it, when each still holds exactly what the edit wrote:
    /// `{"undone": ID, "files": [PATH…], "diff"}`.
    /// - Throws: ``StudioError``: 404 for an edit not kept (never written, already undone, or
    ///   one of more than ``StudioProject/maximumUndoable`` since); 409 when a file changed
    ///   since the edit wrote it (the edit stays undoable once the file is put back); 500 when
    ///   a file cannot be written.
    public func undoInSource(_ form: StudioQuery) throws(StudioError) -> StudioReply {
        let project = try openedProject()
        guard let number = try form.number("edit"), let id = Int(exactly: number), let edit = project.take(id) else {
            throw StudioError(.notFound, "no written edit \(form["edit"] ?? "") to undo (already undone, or not written by this studio)")
        }
        let undo = edit.reversed
        do { try undo.write() } catch {
            project.restore(id, edit)
            throw StudioError(error, in: project)
        }
        let value: JSONValue = .object([
            ("undone", .integer(id)),
            ("files", .array(undo.files.map { .string(project.relative($0.path)) })),
            ("diff", .string(undo.diff)),
        ])
        return .json(value.serialized() + "\n")
    }
}
