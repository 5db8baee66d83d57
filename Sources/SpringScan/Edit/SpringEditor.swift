import Foundation
import SpringIO
import SpringKit

/// Rewrites a spring where it is written, so that it becomes another spring, in the same API
/// and the same form (`springtune edit`).
///
/// The file's project is scanned (``Scanner``) so that a spring whose numbers come from a
/// config bound to a name — in the file or imported — is followed to the literals that give
/// them. The call's form (``ParameterRoles``: which family keys it writes) picks the family's
/// form that writes those keys (SwiftUI `.spring(response:dampingFraction:)` stays response and
/// damping fraction; Motion's `visualDuration`/`bounce` stays that), the target's motion is
/// converted into it exactly (``SpringParameterization/init(representing:)``), and only the
/// number literals change, each written as ``EditNumber`` says — and an argument the call
/// leaves to its API's default is added where the spring needs another value (in the API's
/// syntax and the call's layout, in ``Finding/arguments`` or a JavaScript options object);
/// every other byte stays.
/// The numbers written are read back through the family's formula and must give the target's
/// ω0 and ζ to 10⁻⁵ (relative) and its velocity, else nothing is written.
///
/// Cost: one scan of the project (linear in its bytes), then constant work per parameter.
public struct SpringEditor: Sendable {
    /// How the project is scanned.
    public var options: ScanOptions
    /// The folder edits are confined to (the studio's project): a path outside it is refused
    /// before it is read, and it is the folder scanned. `nil`: the file's project — the nearest
    /// folder above it holding `.git`, `package.json`, `Package.swift`, `pubspec.yaml`,
    /// `settings.gradle(.kts)` or `build.gradle(.kts)`, else its own folder.
    public var root: String?

    /// An editor scanning with `options`, confined to `root` when one is given.
    public init(options: ScanOptions = ScanOptions(), root: String? = nil) {
        self.options = options
        self.root = root
    }

    /// The files whose presence marks a project's top folder.
    static let projectMarkers = [".git", "package.json", "Package.swift", "pubspec.yaml", "settings.gradle",
                                 "settings.gradle.kts", "build.gradle", "build.gradle.kts"]

    /// How close the spring the written numbers make must be to the target: ω0 and ζ relative.
    static let readBackTolerance = 1e-5

    /// Plans rewriting the spring at `location` as `target`.
    /// - Throws: ``EditError``: the file cannot be read or lies outside ``root``; no spring, or
    ///   several, at the place; the form cannot express the target (with a form that can); a value
    ///   is not a literal that can be rewritten.
    public func edit(_ location: FileLocation, to target: EditTarget) throws(EditError) -> SpringEdit {
        let (report, finding, path) = try locate(location)
        return try plan(finding, to: target, in: report, path: path)
    }

    /// The springs scanned in the file at `location`'s project and the one at `location`: the
    /// spring whose call starts on the line (at the column, when one is given), else the
    /// spring one of whose literals is written on the line (a line of a call's parameters, or
    /// a config's definition: its uses are one spring).
    func locate(_ location: FileLocation) throws(EditError) -> (ScanReport, Finding, String) {
        let name = location.path.split(separator: "/").last.map(String.init) ?? location.path
        guard let path = Platform.resolvedPath(location.path) else {
            throw .cannotRead(path: location.path, reason: "no such file")
        }
        guard case .success(.regular) = Platform.fileKind(atPath: path, followingLinks: true) else {
            throw .cannotRead(path: location.path, reason: "not a file")
        }
        guard SourceLanguage(fileName: name) != nil else {
            throw .cannotRead(path: location.path, reason: "not a source file scan reads (extensions: \(Scanner.extensionList))")
        }
        let folder: String
        if let root {
            guard let resolved = Platform.resolvedPath(root) else { throw .cannotRead(path: root, reason: "no such folder") }
            guard Platform.isPath(path, inside: resolved) else { throw .outside(path: location.path, root: root) }
            folder = resolved
        } else {
            folder = Self.projectFolder(of: path)
        }
        let report: ScanReport
        do { report = try Scanner(options: options).scan([folder, path]) } catch {
            throw .cannotRead(path: location.path, reason: "\(error)")
        }
        let inFile = report.findings.filter { $0.path == path }
        var candidates = inFile.filter { $0.line == location.line }
        if let column = location.column {
            candidates = candidates.filter { $0.column == column }
        }
        if candidates.isEmpty {
            // A line inside the call, or the definition of a config used elsewhere: one of the
            // spring's literals is written there.
            candidates = report.findings.filter { finding in
                finding.parameters.contains { $0.span?.path == path && $0.span?.line == location.line }
            }
            // The uses of one config are one spring: the first (the others are listed as changed with it).
            let spans = Set(candidates.map { Set($0.parameters.compactMap(\.span)) })
            if spans.count == 1, let first = candidates.first { candidates = [first] }
        }
        guard !candidates.isEmpty else {
            let nearby = inFile.sorted { abs($0.line - location.line) < abs($1.line - location.line) }.prefix(3)
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                .map { "\($0.line):\($0.column)" }
            throw .noSpring(location: location.description, nearby: nearby)
        }
        guard candidates.count == 1, let finding = candidates.first else {
            throw .ambiguous(location: location.description, columns: candidates.map(\.column))
        }
        return (report, finding, path)
    }

    /// The folder above `path` that holds one of ``projectMarkers`` (at most 32 levels up),
    /// else the file's own folder.
    static func projectFolder(of path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        components.removeLast()
        let own = "/" + components.joined(separator: "/")
        var levels = 0
        while levels < 32 {
            let folder = "/" + components.joined(separator: "/")
            let prefix = folder == "/" ? "" : folder
            if projectMarkers.contains(where: { Platform.exists(prefix + "/" + $0) }) { return folder }
            guard !components.isEmpty else { break }
            components.removeLast()
            levels += 1
        }
        return own
    }

    /// `path` relative to the working directory when it lies inside it.
    static func displayPath(_ path: String) -> String {
        let base = FileManager.default.currentDirectoryPath
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
