import SpringIO

/// What the studio answers a request with: a status, a content type and the body's bytes.
public struct StudioReply: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` header.
    public var contentType: String
    /// The body.
    public var body: [UInt8]

    /// A reply of `body` as `contentType` with `status` (200 by default).
    public init(status: Int = 200, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A reply of `text` (UTF-8) as `contentType`.
    public init(status: Int = 200, contentType: String, text: String) {
        self.init(status: status, contentType: contentType, body: Array(text.utf8))
    }

    /// JSON text.
    public static func json(_ text: String, status: Int = 200) -> StudioReply {
        StudioReply(status: status, contentType: "application/json; charset=utf-8", text: text)
    }

    /// The reply for `error`: `{"error": "…"}` with its status.
    public static func failure(_ error: StudioError) -> StudioReply {
        json(StudioAPI.errorJSON(error.message), status: error.httpStatus)
    }

    /// The body as text (UTF-8).
    public var text: String { String(decoding: body, as: UTF8.self) }
}
