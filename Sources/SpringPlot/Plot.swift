import Foundation
import SpringIO
import SpringKit

/// A plot that can be rendered to SVG, PNG or PDF.
public protocol Plot: Sendable {
    /// The encoded bytes of the plot in `format`.
    func render(format: PlotFormat) throws(PlotError) -> [UInt8]
}


extension Plot {
    /// Renders the plot in the format named by `url`'s extension (`.svg`, `.png`,
    /// `.pdf`, case-insensitive) and writes it atomically: to a temporary file in
    /// the same directory, then renamed into place.
    ///
    /// - Throws: ``PlotError`` — an unsupported extension, a target that is not a
    ///   regular file, a missing or unwritable directory, or a cairo failure.
    public func write(to url: URL) throws(PlotError) {
        let format = try PlotFormat(url: url)
        let bytes = try render(format: format)
        guard url.isFileURL else {
            throw .invalidOption(name: "output", value: url.absoluteString, allowed: "a file URL")
        }
        do {
            try AtomicFileWriter.write(bytes, to: url.path)
        } catch {
            throw .file(error)
        }
    }
}
