import SpringIO

/// What `/api/view` answers (``StudioAPI/view(_:)``): every part of the page after an edit,
/// computed from springs resolved once, held as one value and serialized once.
///
/// The JSON parts are the documents the endpoints they name answer, byte for byte (without
/// their final newline: `/api/metrics`' pretty-printed JSON, the plot's display list with its
/// fixed decimals), so they are held as their text; a part that failed holds its error.
struct StudioViewAnswer: Sendable {
    /// A part that can fail on its own without failing the request.
    typealias Part = Result<String, StudioError>

    /// One overlaid engine's row: what `/api/metrics?solver=NAME` answers for the active spring.
    struct Engine: Sendable {
        /// The solver as the query named it.
        var solver: String
        /// `/api/metrics`' JSON document, or why it failed.
        var metrics: Part
    }

    /// `/api/metrics`' JSON document for every spring.
    var metrics: String
    /// `/api/convert`'s JSON document for the active spring.
    var conversion: String
    /// One row per distinct `solver`, in the query's order.
    var engines: [Engine]
    /// Every spring's CSS export (text), or why it failed.
    var css: [Part]
    /// The active spring's export in the chosen format (text), or why it failed.
    var export: Part
    /// The plot's display list (JSON), or why it failed.
    var plot: Part
    /// The plot's position panel and the active spring's samples across it, `nil` when the plot failed.
    var frame: JSONValue?

    /// The answer as one line of JSON and a newline:
    /// `{"metrics", "conversion", "engines", "css", "export", "plot", "frame"}`.
    /// Cost: linear in the parts' sizes.
    var serialized: String {
        var out = "{\"metrics\":" + Self.trimmed(metrics) + ",\"conversion\":" + Self.trimmed(conversion) + ",\"engines\":["
        for (index, engine) in engines.enumerated() {
            if index > 0 { out += "," }
            out += "{\"solver\":" + JSONValue.string(engine.solver).serialized() + ","
            switch engine.metrics {
            case .success(let document): out += "\"metrics\":" + Self.trimmed(document) + "}"
            case .failure(let error): out += "\"error\":" + JSONValue.string(error.message).serialized() + "}"
            }
        }
        out += "],\"css\":[" + css.map { Self.text($0) }.joined(separator: ",") + "],\"export\":" + Self.text(export)
        switch plot {
        case .success(let displayList): out += ",\"plot\":" + displayList
        case .failure(let error): out += ",\"plot\":" + Self.error(error)
        }
        out += ",\"frame\":" + (frame?.serialized() ?? "null") + "}\n"
        return out
    }

    /// A text part as a JSON string, or its error as `{"error": "…"}`.
    static func text(_ part: Part) -> String {
        switch part {
        case .success(let text): JSONValue.string(text).serialized()
        case .failure(let error): Self.error(error)
        }
    }

    /// `{"error":"…"}`, on one line.
    static func error(_ error: StudioError) -> String {
        JSONValue.object([("error", .string(error.message))]).serialized(pretty: false)
    }

    /// `text` without its final newline.
    static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
