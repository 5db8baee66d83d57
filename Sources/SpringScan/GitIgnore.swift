/// The rules of one `.gitignore` file: the common subset of Git's pattern format.
///
/// Supported: blank lines and `#` comments; `\#`, `\!` and `\ ` escapes; trailing spaces
/// trimmed; `!` negation (the last matching pattern decides); a trailing `/` matches
/// directories only; a pattern with a `/` at its start or middle is anchored to the file's
/// folder, one without matches a name at any depth; `*` and `?` (not across `/`), `[…]`
/// classes (`!` or `^` negates), and `**` (`**/x` at any depth, `x/**` everything inside,
/// `a/**/b` zero or more folders). As in Git, a file inside an ignored folder cannot be
/// re-included (the scanner never enters the folder).
public struct GitIgnore: Sendable, Hashable {
    /// One pattern line.
    public struct Pattern: Sendable, Hashable {
        /// `!pattern`: re-includes what earlier patterns ignored.
        public var negated: Bool
        /// `pattern/`: matches directories only.
        public var directoryOnly: Bool
        /// Contains a `/` before its end: matched against the whole path from the file's folder.
        public var anchored: Bool
        /// The glob, split at `/` (without leading and trailing slashes).
        public var segments: [[UInt8]]
    }

    /// The patterns, in file order.
    public var patterns: [Pattern]

    /// Parses the text of a `.gitignore` file. Lines that are not valid patterns are skipped.
    public init(_ text: String) {
        patterns = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            var line = Array(rawLine.utf8)
            // Trailing spaces are trimmed unless escaped.
            while let last = line.last, last == 0x20, !(line.count >= 2 && line[line.count - 2] == 0x5C) { line.removeLast() }
            guard !line.isEmpty, line[0] != 0x23 else { continue }
            var negated = false
            if line[0] == 0x21 { negated = true; line.removeFirst() } else if line.count >= 2, line[0] == 0x5C, line[1] == 0x21 || line[1] == 0x23 {
                line.removeFirst()
            }
            var directoryOnly = false
            while line.last == 0x2F { directoryOnly = true; line.removeLast() }
            guard !line.isEmpty else { continue }
            let anchored = line.contains(0x2F)
            line.removeFirst(line.prefix { $0 == 0x2F }.count) // leading slashes, in one step
            let segments = line.split(separator: 0x2F, omittingEmptySubsequences: true).map(Array.init)
            guard !segments.isEmpty else { continue }
            patterns.append(Pattern(negated: negated, directoryOnly: directoryOnly, anchored: anchored, segments: segments))
        }
    }

    /// Whether the last pattern matching `components` (a path relative to this file's folder)
    /// ignores it (`true`), re-includes it (`false`), or no pattern matches (`nil`).
    ///
    /// Cost: proportional to the patterns times the path length times the pattern's segments
    /// (no backtracking, however many `**`).
    public func isIgnored(_ components: [[UInt8]], isDirectory: Bool) -> Bool? {
        guard let name = components.last else { return nil }
        for pattern in patterns.reversed() {
            if pattern.directoryOnly, !isDirectory { continue }
            let matched = pattern.anchored
                ? Self.match(pattern.segments[...], components[...])
                : Self.glob(pattern.segments[0][...], name[...])
            if matched { return !pattern.negated }
        }
        return nil
    }

    /// Whether path segments match pattern segments (`**` for any number of folders; a
    /// trailing `**` for one or more).
    ///
    /// Simulates the pattern as a set of states (a position in `pattern` per state), one path
    /// segment at a time, so that several `**` never make it backtrack. Cost: O(path segments ×
    /// pattern segments) ``glob(_:_:)`` calls, each linear in its segment's bytes times the glob's.
    static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        let segments = Array(pattern)
        let count = segments.count
        let doubleStar: [UInt8] = [0x2A, 0x2A]
        // active[p]: the path read so far matches segments[..<p].
        var active = [Bool](repeating: false, count: count + 1)
        active[0] = true
        // A `**` that is not last may match no folder: its state also reaches the next one.
        func close(_ states: inout [Bool]) {
            for p in 0..<count where states[p] && segments[p] == doubleStar && p + 1 < count { states[p + 1] = true }
        }
        close(&active)
        for component in path {
            var next = [Bool](repeating: false, count: count + 1)
            var any = false
            for p in 0..<count where active[p] {
                if segments[p] == doubleStar {
                    next[p] = true // one more folder
                    if p + 1 == count { next[count] = true } // `x/**`: everything inside
                    any = true
                } else if glob(segments[p][...], component[...]) {
                    next[p + 1] = true
                    any = true
                }
            }
            guard any else { return false }
            close(&next)
            active = next
        }
        return active[count]
    }

    /// Whether one path segment matches a glob segment (`*`, `?`, `[…]`, `\x`).
    static func glob(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var starP = -1, starN = -1
        while n < name.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == 0x2A {
                    while p < pattern.endIndex, pattern[p] == 0x2A { p += 1 }
                    starP = p; starN = n
                    continue
                }
                if c == 0x3F { p += 1; n += 1; continue }
                if c == 0x5B, let (matched, next) = matchClass(pattern, p, name[n]) {
                    if matched { p = next; n += 1; continue }
                } else {
                    var literal = c, next = p + 1
                    if c == 0x5C, next < pattern.endIndex { literal = pattern[next]; next += 1 }
                    if literal == name[n] { p = next; n += 1; continue }
                }
            }
            guard starP >= 0 else { return false }
            starN += 1
            n = starN
            p = starP
        }
        while p < pattern.endIndex, pattern[p] == 0x2A { p += 1 }
        return p == pattern.endIndex
    }

    /// Matches `byte` against the class starting at `start` (`[`); `nil` when the class is not closed.
    static func matchClass(_ pattern: ArraySlice<UInt8>, _ start: Int, _ byte: UInt8) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < pattern.endIndex, pattern[i] == 0x21 || pattern[i] == 0x5E { negate = true; i += 1 }
        var matched = false
        var first = true
        while i < pattern.endIndex {
            let c = pattern[i]
            if c == 0x5D, !first { return (matched != negate, i + 1) }
            first = false
            if i + 2 < pattern.endIndex, pattern[i + 1] == 0x2D, pattern[i + 2] != 0x5D {
                if byte >= c && byte <= pattern[i + 2] { matched = true }
                i += 3
            } else {
                if c == byte { matched = true }
                i += 1
            }
        }
        return nil
    }
}
