/// The names closest to a mistyped one, for "did you mean …?" messages.
public enum Suggestions {
    /// Up to `limit` of `candidates` closest to `name`: by edit distance (Levenshtein), a
    /// candidate containing `name` or contained in it counting as distance 2, within
    /// max(3, half the length of `name`); closest first, then alphabetically.
    /// - Cost: O(|name| · total length of the candidates).
    public static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let scored = candidates.map { candidate -> (String, Int) in
            var distance = editDistance(name, candidate)
            if candidate.contains(name) || name.contains(candidate) { distance = min(distance, 2) }
            return (candidate, distance)
        }
        let threshold = max(3, name.count / 2)
        return scored.filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit).map(\.0)
    }

    /// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
