/// A place in a source file named by its path, line and, optionally, column:
/// `App/motion.tsx:10` or `App/motion.tsx:10:27`, as ``Finding/location`` prints it.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column in UTF-16 code units, or `nil` for any spring on the line.
    public var column: Int?

    /// The place `line`(:`column`) of `path`.
    public init(path: String, line: Int, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// Reads `PATH:LINE` or `PATH:LINE:COLUMN`, the numbers taken from the end (a path may
    /// itself hold `:`); `nil` when the text does not end in a line number ≥ 1 (and a column ≥ 1).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                  let value = Int(part), value >= 1 else { return nil }
            return value
        }
        if parts.count >= 3, let line = number(parts[parts.count - 2]), let column = number(parts[parts.count - 1]) {
            let path = parts.dropLast(2).joined(separator: ":")
            guard !path.isEmpty else { return nil }
            self.init(path: path, line: line, column: column)
        } else if parts.count >= 2, let line = number(parts[parts.count - 1]) {
            let path = parts.dropLast().joined(separator: ":")
            guard !path.isEmpty else { return nil }
            self.init(path: path, line: line)
        } else {
            return nil
        }
    }

    /// `path:line` or `path:line:column`.
    public var description: String {
        column.map { "\(path):\(line):\($0)" } ?? "\(path):\(line)"
    }
}
