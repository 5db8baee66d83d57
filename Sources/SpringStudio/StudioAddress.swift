import SpringRequests

/// The address the studio listens on, checked before anything starts.
public enum StudioAddress {
    /// The ports a studio may listen on; 0 picks a free one.
    public static let ports = 0...65_535

    /// `value` as a port.
    /// - Throws: ``RequestError`` (usage) outside ``ports``.
    public static func port(_ value: Int) throws(RequestError) -> Int {
        guard ports.contains(value) else { throw .invalid(.port, "\(value)", "must be 0…65535") }
        return value
    }

    /// `text` as a host to bind: an IP address or a host name (not empty, no `/` or space).
    /// - Throws: ``RequestError`` (usage) for anything else.
    public static func host(_ text: String) throws(RequestError) -> String {
        guard !text.isEmpty, !text.contains("/"), !text.contains(" ") else {
            throw .invalid(.host, "'\(text)'", "must be an IP address or a host name")
        }
        return text
    }
}
