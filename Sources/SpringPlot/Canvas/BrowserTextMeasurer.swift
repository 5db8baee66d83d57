#if hasFeature(Embedded)
/// Measures text with the browser's canvas, for the plot the WebAssembly page lays out
/// (``ResponsePlot/displayList(measuringTextWith:)`` in springkit.wasm): each measurement is a
/// call out of the module to the page's JavaScript (springkit.js), which sets a 2D canvas's
/// `font` to the one the page draws the plot's texts with (`"DejaVu Sans", "DejaVu Sans",
/// Verdana, sans-serif` at the size, bold or regular) and answers `measureText`'s `width`,
/// `fontBoundingBoxAscent` and `fontBoundingBoxDescent`.
///
/// Compiled only in the WebAssembly build (Scripts/build-web.sh); natively the plot is
/// measured by cairo (``CairoTextMeasurer``). Where the browser has DejaVu Sans the widths are
/// cairo's to within the canvas's rounding; elsewhere they are its fallback font's, and the
/// layout follows them (labels fit where the page draws them).
/// - Cost: one call into JavaScript per measurement.
public struct BrowserTextMeasurer: PlotTextMeasurer {
    /// A measurer calling the page's canvas.
    public init() {}

    /// The canvas's `measureText(text).width` in the plot font at `fontSize`.
    public func advanceWidth(of text: String, fontSize: Double, isBold: Bool) -> Double {
        var text = text
        return text.withUTF8 { bytes in
            browserTextWidth(bytes.baseAddress, Int32(bytes.count), fontSize, isBold ? 1 : 0)
        }
    }

    /// The canvas's `fontBoundingBoxAscent` and `fontBoundingBoxDescent` in the plot font at `fontSize`.
    public func fontMetrics(fontSize: Double, isBold: Bool) -> PlotFontMetrics {
        PlotFontMetrics(ascent: browserFontAscent(fontSize, isBold ? 1 : 0), descent: browserFontDescent(fontSize, isBold ? 1 : 0))
    }
}

/// springkit.js's `springkit.text_width(pointer, length, size, bold)`: the UTF-8 text's width.
@_extern(wasm, module: "springkit", name: "text_width")
func browserTextWidth(_ text: UnsafePointer<UInt8>?, _ length: Int32, _ fontSize: Double, _ isBold: Int32) -> Double

/// springkit.js's `springkit.font_ascent(size, bold)`.
@_extern(wasm, module: "springkit", name: "font_ascent")
func browserFontAscent(_ fontSize: Double, _ isBold: Int32) -> Double

/// springkit.js's `springkit.font_descent(size, bold)`.
@_extern(wasm, module: "springkit", name: "font_descent")
func browserFontDescent(_ fontSize: Double, _ isBold: Int32) -> Double
#endif
