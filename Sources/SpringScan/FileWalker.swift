import SpringIO

/// Lists the source files under a path with POSIX `opendir`/`readdir` (through SpringIO's
/// ``Platform``): skipping the folders
/// in ``ScanOptions/skippedFolders``, honouring `.gitignore` files (those of the enclosing Git
/// work tree above the path, and nested ones below their folder), keeping only the extensions
/// of ``SourceLanguage``. Symbolic links to folders are not followed (no cycles).
///
/// Cost: one `readdir` per entry, an `lstat` only when the file system gives no type, and one
/// read of each `.gitignore`.
struct FileWalker {
    var options: ScanOptions

    /// A `.gitignore` in force: its rules, and how to make a path relative to its folder.
    struct Rules {
        var ignore: GitIgnore
        /// Components from the `.gitignore`'s folder to the walk's root.
        var leading: [[UInt8]]
        /// Components of the walk's path to drop (the depth of the `.gitignore`'s folder).
        var drop: Int
    }

    /// The files under `root` (a folder), in a stable order, with their language. Names are
    /// kept as the bytes the folder gives (a name that is not UTF-8 is read all the same, and
    /// shown escaped: ``ScanFile``).
    func files(under root: String) -> (files: [ScanFile], problems: [String]) {
        var files: [ScanFile] = []
        var problems: [String] = []
        // A confined scan reads no .gitignore above its folder.
        var rules = options.honoursGitIgnore && options.confinement == nil ? ancestorRules(of: root) : []
        walk(RawPath(root), components: [], rules: &rules, files: &files, problems: &problems)
        return (files, problems)
    }

    private func walk(_ directory: RawPath, components: [[UInt8]], rules: inout [Rules],
                      files: inout [ScanFile], problems: inout [String]) {
        var entries: [Platform.DirectoryEntry]
        switch Platform.directoryEntries(atPath: directory) {
        case .success(let list): entries = list
        case .failure(let failure):
            let reason: String
            if case .system(let code) = failure { reason = Platform.reason(forError: code) } else { reason = "not a folder" }
            problems.append("cannot read folder \(directory): \(reason)")
            return
        }
        entries.sort { $0.name.lexicographicallyPrecedes($1.name) }
        let pushed = options.honoursGitIgnore && entries.contains { $0.name == Array(".gitignore".utf8) }
        if pushed, let text = Self.readText(directory.appending(Array(".gitignore".utf8))) {
            rules.append(Rules(ignore: GitIgnore(text), leading: [], drop: components.count))
        }
        defer { if pushed { rules.removeLast() } }
        for entry in entries {
            let name = String(decoding: entry.name, as: UTF8.self)
            let path = directory.appending(entry.name)
            var kind = entry.kind
            if kind == nil || kind == .symbolicLink {
                guard case .success(let found) = Platform.fileKind(atPath: path, followingLinks: false) else { continue }
                kind = found
                if found == .symbolicLink {
                    // A link to a file is read; a link to a folder is not followed.
                    guard case .success(.regular) = Platform.fileKind(atPath: path, followingLinks: true) else { continue }
                    // A confined scan reads no file outside its folder.
                    if let confinement = options.confinement {
                        guard let target = path.text.flatMap(Platform.resolvedPath), Platform.isPath(target, inside: confinement) else { continue }
                    }
                    kind = .regular
                }
            }
            let isDirectory = kind == .directory
            guard isDirectory || kind == .regular else { continue }
            if isDirectory, options.skippedFolders.contains(name) { continue }
            if !isDirectory, SourceLanguage(fileName: name) == nil { continue }
            let child = components + [entry.name]
            if Self.isIgnored(child, isDirectory: isDirectory, rules: rules) { continue }
            if isDirectory {
                walk(path, components: child, rules: &rules, files: &files, problems: &problems)
            } else if let language = SourceLanguage(fileName: name) {
                files.append(ScanFile(raw: path, language: language))
            }
        }
    }

    static func isIgnored(_ components: [[UInt8]], isDirectory: Bool, rules: [Rules]) -> Bool {
        for rule in rules.reversed() {
            let relative = rule.leading + components.dropFirst(rule.drop)
            if let ignored = rule.ignore.isIgnored(relative, isDirectory: isDirectory) { return ignored }
        }
        return false
    }

    /// The `.gitignore` files of the folders above `root` up to its Git work tree's top (the
    /// first folder holding `.git`); none when `root` is not inside a work tree.
    private func ancestorRules(of root: String) -> [Rules] {
        guard let absolute = Platform.resolvedPath(root) else { return [] }
        if Platform.exists(absolute + "/.git") { return [] } // the root's own .gitignore is read by the walk
        var parts = absolute.split(separator: "/").map { Array($0.utf8) }
        var chain: [(folder: String, leading: [[UInt8]])] = []
        var below: [[UInt8]] = []
        while !parts.isEmpty {
            below.insert(parts.removeLast(), at: 0)
            let folder = "/" + parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
            chain.append((folder, below))
            if Platform.exists((folder == "/" ? "" : folder) + "/.git") {
                return chain.reversed().compactMap { link in
                    Self.readText(RawPath((link.folder == "/" ? "" : link.folder) + "/.gitignore")).map {
                        Rules(ignore: GitIgnore($0), leading: link.leading, drop: 0)
                    }
                }
            }
        }
        return []
    }

    /// A small text file's contents, or `nil`.
    static func readText(_ path: RawPath) -> String? {
        guard let bytes = try? SourceReader.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
