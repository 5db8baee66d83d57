import SpringKit

/// An output format, chosen from a file extension.
public enum PlotFormat: String, Sendable, Hashable, CaseIterable {
    /// Scalable Vector Graphics (text as glyph outlines).
    case svg
    /// Portable Network Graphics, at the plot's scale factor.
    case png
    /// Portable Document Format (one page, deterministic creation date).
    case pdf

    /// The extensions accepted, lower case, without the dot.
    public static var allowedExtensions: [String] { allCases.map { $0.rawValue } }

    /// The format for a file extension (without the dot), case-insensitively.
    ///
    /// - Throws: ``PlotError/unsupportedFormat(extension:allowed:)`` naming the
    ///   extension and the allowed ones.
    public init(fileExtension: String) throws(PlotError) {
        guard let format = PlotFormat(rawValue: fileExtension.lowercased()) else {
            throw .unsupportedFormat(extension: fileExtension, allowed: Self.allowedExtensions)
        }
        self = format
    }
}
