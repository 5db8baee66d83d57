import Foundation

extension PlotFormat {
    /// The format for a file URL's extension (`plot.SVG` → ``svg``).
    public init(url: URL) throws(PlotError) {
        try self.init(fileExtension: url.pathExtension)
    }
}
