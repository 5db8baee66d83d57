/// Where a piece of source text is: its file, its UTF-8 byte range, and the line and column
/// it starts at.
///
/// A finding's parameter carries the span of its number literal (``FindingParameter/span``),
/// so that ``SpringEditor`` can rewrite the number in place and leave every other byte of the
/// file as it was.
public struct SourceSpan: Sendable, Hashable, Comparable {
    /// The file, as the scan reached it (``Finding/path``).
    public var path: String
    /// The UTF-8 byte offsets of the text in the file.
    public var range: Range<Int>
    /// The 1-based line of the first byte.
    public var line: Int
    /// The 1-based column of the first byte, in UTF-16 code units.
    public var column: Int

    /// The span of `range` in the file at `path`, starting at `line`:`column`.
    public init(path: String, range: Range<Int>, line: Int, column: Int) {
        self.path = path
        self.range = range
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var location: String { "\(path):\(line):\(column)" }

    /// Whether the two spans share a byte of the same file.
    public func overlaps(_ other: SourceSpan) -> Bool {
        path == other.path && range.overlaps(other.range)
    }

    /// Orders by path, then by offset.
    public static func < (a: SourceSpan, b: SourceSpan) -> Bool {
        (a.path, a.range.lowerBound, a.range.upperBound) < (b.path, b.range.lowerBound, b.range.upperBound)
    }
}
