/// A preset file that cannot be used, located by file and line, or by JSON path.
public struct PresetFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Where in the file: `line 3, column 7` or a JSON path such as `$.presets[2].spring.stiffness`.
    public var location: String
    /// What is wrong and what is allowed.
    public var message: String
    /// Whether the file could not be read at all (exit 66) rather than holding bad contents (exit 65).
    public var unreadable: Bool

    /// Creates an error.
    public init(path: String, location: String, message: String, unreadable: Bool = false) {
        self.path = path
        self.location = location
        self.message = message
        self.unreadable = unreadable
    }

    /// `presets/apple.json: line 3, column 7: duplicate key "name" …`.
    public var description: String {
        location.isEmpty ? "\(path): \(message)" : "\(path): \(location): \(message)"
    }

    /// EX_NOINPUT (66) for an unreadable file, EX_DATAERR (65) for bad contents.
    public var exitCode: Int32 { unreadable ? 66 : 65 }
}
