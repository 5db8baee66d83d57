import SpringIO
import SpringKit
import SpringScan

/// A request to write a spring where another is written (`springtune edit`, the studio's
/// "Write to source", the MCP `edit` tool): the place, the one spring to write, and whether
/// to write or only show the diff.
public struct EditRequest: Sendable, Hashable {
    /// How an edit is reported.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// One line per number changed and per other use changed with it; a dry run adds the diff.
        case text
        /// ``SpringScan/SpringEdit/json(written:)``.
        case json
    }

    /// Where the spring is written.
    public var location: FileLocation
    /// The spring to write: exactly one spec or preset.
    public var source: SpringSource
    /// Whether to only plan the edit (and show its diff), writing nothing.
    public var dryRun: Bool
    /// The folder edits are confined to; `nil`: the file's project (``SpringScan/SpringEditor/root``).
    public var root: String?
    /// How the project is scanned.
    public var options: ScanOptions

    /// A request to write `source`'s spring at `location`.
    public init(location: FileLocation, source: SpringSource, dryRun: Bool = false, root: String? = nil,
                options: ScanOptions = ScanOptions()) {
        self.location = location
        self.source = source
        self.dryRun = dryRun
        self.root = root
        self.options = options
    }

    /// The target: the one spring the source gives, with its motion's initial velocity in
    /// units of the step per second.
    /// - Throws: ``RequestError`` (usage) unless the source gives exactly one spring with a step.
    public func target() throws(RequestError) -> EditTarget {
        guard source.specs.count <= 1 else {
            throw RequestError(.usage, "give one spring to write, not \(source.specs.count): use \(field: .springs)")
        }
        let setup = try source.resolved().setups[0]
        guard let velocity = setup.motion.initialVelocity else {
            throw RequestError(.usage, "the spring to write must move from one value to another (from ≠ to): its velocity is read per step")
        }
        return EditTarget(spring: setup.spring, initialVelocity: velocity)
    }

    /// Plans the edit and, unless ``dryRun``, writes it.
    /// - Throws: ``RequestError`` classifying ``SpringScan/EditError`` (docs/cli.md, `edit`).
    /// - Cost: one scan of the project; one read and one atomic write per file changed.
    public func perform() throws(RequestError) -> SpringEdit {
        let target = try target()
        do {
            let edit = try SpringEditor(options: options, root: root).edit(location, to: target)
            if !dryRun && !edit.changes.isEmpty { try edit.write() }
            return edit
        } catch {
            throw RequestError(error)
        }
    }

    /// `edit` as `springtune edit` prints it.
    public func rendered(_ edit: SpringEdit, as format: Format) -> String {
        switch format {
        case .json:
            return edit.json(written: !dryRun).serialized() + "\n"
        case .text:
            return edit.summary(written: !dryRun).joined(separator: "\n") + "\n" + (dryRun ? edit.diff : "")
        }
    }
}
