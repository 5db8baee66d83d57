import SpringIO

/// What a tool call answers: its content (text, or an image) for the agent to read, the
/// command's JSON record as structured content, and whether it is an error.
public struct MCPToolResult: Sendable, Hashable {
    /// One block of content.
    public enum Content: Sendable, Hashable {
        /// Text: a report as the command prints it, code, SVG, or an error's line.
        case text(String)
        /// An image's encoded bytes (`image/png`).
        case image(bytes: [UInt8], mimeType: String)
    }

    /// The content, in order.
    public var content: [Content]
    /// The structured content: always a JSON object (MCP's rule), or `nil`.
    public var structured: JSONValue?
    /// Whether the call failed (the content is then its one-line message).
    public var isError: Bool

    /// A result of `content`, `structured` and `isError`.
    public init(content: [Content], structured: JSONValue? = nil, isError: Bool = false) {
        self.content = content
        self.structured = structured
        self.isError = isError
    }

    /// A failure saying `message` (one line).
    public static func failure(_ message: String) -> MCPToolResult {
        MCPToolResult(content: [.text(message)], isError: true)
    }

    /// A report: `text` as the command prints it in the format asked for, and as structured
    /// content the document the command prints with `--format json` (``structured(_:)``).
    public static func report(text: String, json: String) -> MCPToolResult {
        MCPToolResult(content: [.text(text)], structured: (try? JSONParser.parse(json)).map(structured))
    }

    /// A command's JSON document as structured content, which MCP requires to be an object:
    /// an object as it is, anything else (an array of records, one per spring or preset) as
    /// `{"results": DOCUMENT}`.
    public static func structured(_ document: JSONValue) -> JSONValue {
        if case .object = document { return document }
        return .object([("results", document)])
    }

    /// The text of the content, joined (an image counts as nothing).
    public var text: String {
        content.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }
}
