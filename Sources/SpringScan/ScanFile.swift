import SpringIO

/// A file a scan reads: its path as the reports show it, the path's bytes the system opens,
/// and its language.
///
/// The two paths are the same text unless a name on the way is not UTF-8 (or holds a control
/// character): then ``path`` is ``RawPath/description``, with those bytes written `\xNN`, and
/// the file is still read through ``raw``.
struct ScanFile: Sendable {
    /// The path as reports show it.
    var path: String
    /// The path's bytes.
    var raw: RawPath
    /// The language its extension says.
    var language: SourceLanguage

    init(raw: RawPath, language: SourceLanguage) {
        self.path = raw.description
        self.raw = raw
        self.language = language
    }

    /// The raw path, when the reports' ``path`` does not spell it (a name that is not UTF-8).
    var rawIfEscaped: RawPath? {
        raw.isPlainText ? nil : raw
    }
}
