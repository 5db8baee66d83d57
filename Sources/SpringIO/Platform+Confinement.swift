extension Platform {
    /// `path` made absolute against `base` and resolved as the system opens it (`realpath`:
    /// links, `.` and `..`). A path that does not exist (its read fails anyway) is normalised
    /// lexically and its longest existing prefix resolved, so that a message can say where it
    /// is and a confinement check (``isPath(_:inside:)``) sees where it would be.
    ///
    /// Cost: one `realpath` per component at most.
    public static func canonicalPath(_ path: String, base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        if let resolved = resolvedPath(absolute) { return resolved }
        var components: [String] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(String(component)) }
        }
        var split = components.count
        while split > 0 {
            if let resolved = resolvedPath("/" + components[..<split].joined(separator: "/")) {
                let rest = components[split...].joined(separator: "/")
                return resolved == "/" ? "/" + rest : resolved + "/" + rest
            }
            split -= 1
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether the canonical path `path` (``canonicalPath(_:base:)``) is the folder `root` (also
    /// canonical) or lies inside it. Compares whole components: `/a/bc` is not inside `/a/b`.
    public static func isPath(_ path: String, inside root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }
}
