import SpringScan

extension EditRequest {
    /// The place written `FILE:LINE` or `FILE:LINE:COLUMN` (``SpringScan/FileLocation``).
    /// - Throws: ``RequestError`` (usage) for text that is not one.
    public static func location(_ text: String) throws(RequestError) -> FileLocation {
        guard let place = FileLocation(parsing: text) else {
            throw RequestError(.usage, "invalid location \(text): must be FILE:LINE or FILE:LINE:COLUMN (line and column from 1)")
        }
        return place
    }
}
