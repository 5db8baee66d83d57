/// The largest PNG any plot renders, in pixels (width·scale × height·scale): 40 million, a
/// 160 MB image in memory (4 bytes a pixel) — 7300 × 5480, or 900 × 600 points at scale 8
/// with room to spare. Larger sizes are refused (``PlotError/invalidOption(name:value:allowed:)``
/// naming the size) before anything is drawn, so a plot's memory stays bounded; SVG and PDF are
/// vector formats and are not limited by it.
public let maximumPlotPixels = 40_000_000

/// A plot's validated page size: points, the PNG scale factor, and the title (a PDF's).
struct PlotPage: Sendable, Hashable {
    var width: Double
    var height: Double
    var scale: Double
    var title: String?

    /// Pixel size of a raster rendering.
    var pixelWidth: Int { Int((width * scale).rounded()) }
    var pixelHeight: Int { Int((height * scale).rounded()) }

    /// Refuses a size or scale out of range, and for a raster `format` (.png) more than
    /// ``maximumPlotPixels`` pixels.
    func validate(for format: PlotFormat? = nil) throws(PlotError) {
        for (name, value) in [("width", width), ("height", height)] {
            guard value.isFinite, value >= 50, value <= 20000 else {
                throw .invalidOption(name: name, value: "\(value)", allowed: "a number of points between 50 and 20000")
            }
        }
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw .invalidOption(name: "scale", value: "\(scale)", allowed: "a factor > 0 and ≤ 16")
        }
        guard pixelWidth <= 32767, pixelHeight <= 32767 else {
            throw .invalidOption(name: "size", value: "\(pixelWidth)×\(pixelHeight) px",
                                 allowed: "at most 32767 pixels a side (width·scale, height·scale)")
        }
        guard format != .png || pixelWidth * pixelHeight <= maximumPlotPixels else {
            throw .invalidOption(name: "size", value: "\(pixelWidth)×\(pixelHeight) px",
                                 allowed: "at most \(maximumPlotPixels) pixels in all (width·scale × height·scale; 4 bytes each in memory)")
        }
    }
}
