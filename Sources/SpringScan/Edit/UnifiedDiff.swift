/// A unified diff (`diff -u`, as `patch` and `git apply` read it) of two versions of a file.
///
/// Hunks come from the lines that differ, each with up to three lines of context, hunks whose
/// context would touch merged; lines are matched by a longest common subsequence, so a
/// version with lines added or removed is diffed right too. Cost: O(n·m) in the lines of the
/// region between the first and the last difference (an edit's region is a few lines).
enum UnifiedDiff {
    /// The diff of `old` and `new` under the names `a/path` and `b/path`; "" when they are equal.
    static func text(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        // Trim the common head and tail; diff the middle.
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middle = operations(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
        let script: [(Character, String)] = a[..<head].map { (" ", $0) } + middle + a[(a.count - tail)...].map { (" ", $0) }
        var positions: [(old: Int, new: Int)] = []
        var oldLine = 1, newLine = 1
        for (kind, _) in script {
            positions.append((oldLine, newLine))
            if kind != "+" { oldLine += 1 }
            if kind != "-" { newLine += 1 }
        }
        // Changes closer than twice the context share a hunk.
        let changes = script.indices.filter { script[$0].0 != " " }
        var groups: [[Int]] = []
        for change in changes {
            if let last = groups.last?.last, change - last <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for group in groups {
            let start = max(0, group[0] - context)
            let stop = min(script.count, group[group.count - 1] + 1 + context)
            let hunk = script[start..<stop]
            let oldCount = hunk.filter { $0.0 != "+" }.count
            let newCount = hunk.filter { $0.0 != "-" }.count
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for (kind, line) in hunk {
                out += String(kind) + line
                if !line.hasSuffix("\n") { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    /// The file's lines, each with its line break.
    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }

    /// The edit script from `a` to `b` by a longest common subsequence.
    static func operations(_ a: [String], _ b: [String]) -> [(Character, String)] {
        let n = a.count, m = b.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [(Character, String)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                script.append((" ", a[i])); i += 1; j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                script.append(("-", a[i])); i += 1
            } else {
                script.append(("+", b[j])); j += 1
            }
        }
        return script
    }
}
