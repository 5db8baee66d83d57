/// The names closest to a mistyped one, for "did you mean …?" messages.
public enum Suggestions {
    /// Up to `limit` of `candidates` closest to `name`: by edit distance (Levenshtein), a
    /// candidate containing `name` or contained in it counting as distance 2, within
    /// max(3, half the length of `name`); closest first, then alphabetically.
    /// - Cost: O(|name| · total length of the candidates).
    public static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let scored = candidates.map { candidate -> (String, Int) in
            var distance = editDistance(name, candidate)
            if occurs(name, in: candidate) || occurs(candidate, in: name) { distance = min(distance, 2) }
            return (candidate, distance)
        }
        let threshold = max(3, name.count / 2)
        return scored.filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit).map { $0.0 }
    }

    /// Whether `part` occurs in `text`, character by character (`String.contains(_:)` of a
    /// string is not in Embedded Swift's standard library, which the WebAssembly build uses).
    /// - Cost: O(|part| · |text|).
    static func occurs(_ part: String, in text: String) -> Bool {
        let text = Array(text), part = Array(part)
        guard part.count <= text.count else { return false }
        guard !part.isEmpty else { return true }
        for start in 0...(text.count - part.count) where text[start..<(start + part.count)].elementsEqual(part) {
            return true
        }
        return false
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
