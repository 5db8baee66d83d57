/// A short piece of a value for a one-line message, so that an error about a huge value
/// does not echo all of it.
public enum TextExcerpt {
    /// `text` in single quotes when it has at most `limit` characters; otherwise its first
    /// `limit` characters, `…`, and its length in bytes: `'k=1111…' (300000000 bytes)`.
    /// Cost: O(limit).
    public static func quoted(_ text: some StringProtocol, limit: Int = 60) -> String {
        var prefix = ""
        var count = 0
        for character in text {
            if count == limit { return "'\(prefix)…' (\(text.utf8.count) bytes)" }
            prefix.append(character)
            count += 1
        }
        return "'\(prefix)'"
    }
}
