import SpringIO
import Synchronization

/// What a scan reads about the projects its files belong to — the dependencies of
/// `package.json` files and the module aliases of ``ModuleAliases`` — each file read once per
/// scan however many source files ask about it (a cache shared by the scan's threads).
///
/// Without it, every file that calls `withSpring` read each `package.json` above it again
/// (issue 33: 32 nested 0.9 MB manifests and 20 source files took 25 s of CPU). Files larger
/// than ``maximumSize`` are not read. Cost: one read and parse per configuration file and per
/// folder asked about; memory the dependency lists and the alias rules, not the files.
final class ProjectFiles: Sendable {
    /// The largest `package.json` or configuration file read (larger ones are skipped).
    static let maximumSize = 1 << 20
    /// The most folders looked in above a file.
    static let maximumLevels = 32

    private struct State {
        /// Manifest path → its dependency lists (`nil`: none, unreadable or not JSON).
        var manifests: [String: [String: String]?] = [:]
        /// Configuration file path → its tokens (`nil`: absent or unreadable).
        var configurations: [String: SourceFile?] = [:]
        /// Folder → the aliases in force for files in it.
        var aliases: [String: ModuleAliases] = [:]
        /// Folder and file names → the nearest such file at or above the folder.
        var nearest: [String: String?] = [:]
        /// Files read (for the tests: each at most once).
        var reads = 0
    }

    private let state = Mutex(State())
    /// The folder nothing is read above (``ScanOptions/confinement``), or `nil`.
    let confinement: String?

    init(confinement: String? = nil) {
        self.confinement = confinement
    }

    /// How many files have been read: each `package.json` and configuration file at most once.
    var reads: Int { state.withLock { $0.reads } }

    // MARK: package.json

    /// The version range `package` has in the nearest `package.json` above `path` that names
    /// it in `dependencies`, `devDependencies` or `peerDependencies`, with that manifest's
    /// path; `nil` when none does (at most ``maximumLevels`` folders looked in).
    func dependency(_ package: String, near path: String) -> (range: String, manifest: String)? {
        for folder in folders(above: path) {
            let manifest = (folder == "/" ? "" : folder) + "/package.json"
            if let range = dependencies(manifest)?[package] { return (range, manifest) }
        }
        return nil
    }

    /// The nearest `package.json` above `path` (the file's own project), with its dependency
    /// lists; `nil` when there is none within ``maximumLevels`` folders.
    func nearestManifest(above path: String) -> (manifest: String, dependencies: [String: String])? {
        for folder in folders(above: path) {
            let manifest = (folder == "/" ? "" : folder) + "/package.json"
            if let dependencies = dependencies(manifest) { return (manifest, dependencies) }
        }
        return nil
    }

    /// The dependency lists of the manifest at `manifest` (the first list naming a package wins).
    func dependencies(_ manifest: String) -> [String: String]? {
        state.withLock { state in
            if let known = state.manifests[manifest] { return known }
            var result: [String: String]?
            if let bytes = try? SourceReader.read(manifest) {
                state.reads += 1
                if bytes.count <= Self.maximumSize { result = Self.dependencyLists(bytes) }
            }
            state.manifests[manifest] = .some(result)
            return result
        }
    }

    /// `dependencies`, `devDependencies` and `peerDependencies` of a `package.json`, merged
    /// (a package in an earlier list keeps that list's range).
    static func dependencyLists(_ bytes: [UInt8]) -> [String: String]? {
        guard let json = try? JSONParser.parse(bytes) else { return nil }
        var result: [String: String] = [:]
        for list in ["dependencies", "devDependencies", "peerDependencies"] {
            guard case .object(let members)? = json[list] else { continue }
            for (name, value) in members where result[name] == nil {
                if case .string(let range) = value { result[name] = range }
            }
        }
        return result
    }

    // MARK: Module aliases

    /// The module aliases in force for a file at `path`: those of the nearest TypeScript,
    /// Babel and Metro configuration above it.
    func aliases(near path: String) -> ModuleAliases {
        let folder = ScanTree.directory(of: path)
        if let known = state.withLock({ $0.aliases[folder] }) { return known }
        let read: (String) -> SourceFile? = { self.configuration($0) }
        var aliases = ModuleAliases()
        if let file = nearest(ModuleAliases.typeScriptFiles, above: path) {
            aliases = ModuleAliases.typeScript(file, read: read)
        }
        if let file = nearest(ModuleAliases.babelFiles, above: path), let source = read(file) {
            let babel = ModuleAliases.babel(file, source)
            aliases.aliases += babel.aliases
            aliases.roots = babel.roots
        }
        if let file = nearest(ModuleAliases.metroFiles, above: path), let source = read(file) {
            aliases.aliases += ModuleAliases.metro(file, source).aliases
        }
        state.withLock { $0.aliases[folder] = aliases }
        return aliases
    }

    /// The nearest file named one of `names` (in that order within a folder) at or above the
    /// folder of `path`.
    func nearest(_ names: [String], above path: String) -> String? {
        let key = names.joined(separator: "\u{0}") + "\u{0}" + ScanTree.directory(of: path)
        if let known = state.withLock({ $0.nearest[key] }) { return known }
        var found: String?
        search: for folder in folders(above: path) {
            for name in names {
                let candidate = (folder == "/" ? "" : folder) + "/" + name
                if Platform.fileKind(atPath: candidate, followingLinks: true) == .success(.regular) {
                    found = candidate
                    break search
                }
            }
        }
        state.withLock { $0.nearest[key] = .some(found) }
        return found
    }

    /// The tokens of the configuration file at `path`, read as JavaScript (JSON with comments
    /// is JavaScript); `nil` when it cannot be read or is larger than ``maximumSize``.
    func configuration(_ path: String) -> SourceFile? {
        state.withLock { state in
            if let known = state.configurations[path] { return known }
            var result: SourceFile?
            if let bytes = try? SourceReader.text(path) {
                state.reads += 1
                if bytes.count <= Self.maximumSize {
                    let file = SourceFile(path: path, language: .javaScript, bytes: bytes)
                    if file.isComplete { result = file }
                }
            }
            state.configurations[path] = .some(result)
            return result
        }
    }

    /// The folders from `path`'s own up to the file system's root (or, for a relative path,
    /// the current folder), at most ``maximumLevels``; with a ``confinement``, only those inside it.
    func folders(above path: String) -> [String] {
        let all = Self.folders(above: path)
        guard let confinement else { return all }
        return all.filter { Platform.isPath(Platform.canonicalPath($0, base: "."), inside: confinement) }
    }

    /// The folders from `path`'s own up to the file system's root (or, for a relative path,
    /// the current folder), at most ``maximumLevels``.
    static func folders(above path: String) -> [String] {
        var folders: [String] = []
        var folder = ScanTree.normalized(ScanTree.directory(of: path))
        for _ in 0..<maximumLevels {
            folders.append(folder)
            let parent = ScanTree.normalized(folder + "/..")
            if parent == folder || folder == "/" || (folder == "." && parent == "..") { break }
            folder = parent
        }
        return folders
    }
}
