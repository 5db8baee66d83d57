import CCairo
import SpringKit

/// Runs a drawing closure on the right cairo surface for a format and returns the encoded bytes.
enum CairoRenderer {
    /// Validated canvas size: points, and the PNG scale factor.
    typealias Canvas = PlotPage

    /// Renders `draw` (which works in points) into `format`.
    static func render(_ format: PlotFormat, canvas: Canvas,
                       draw: (borrowing CairoContext) -> Void) throws(PlotError) -> [UInt8] {
        try canvas.validate(for: format)
        do {
            switch format {
            case .png:
                let surface = try CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight)
                try surface.withContext { (context: borrowing CairoContext) throws(PlotError) in
                    context.scale(canvas.scale)
                    draw(context)
                }
                return try surface.pngBytes()
            case .svg:
                var surface = try CairoSurface.svg(width: canvas.width, height: canvas.height)
                try surface.withContext { (context: borrowing CairoContext) throws(PlotError) in draw(context) }
                return SVGNormalizer.renumberSurfaceIDs(try surface.documentBytes())
            case .pdf:
                var surface = try CairoSurface.pdf(width: canvas.width, height: canvas.height, title: canvas.title)
                try surface.withContext { (context: borrowing CairoContext) throws(PlotError) in draw(context) }
                return try surface.documentBytes()
            }
        } catch {
            throw PlotError(rendering: error)
        }
    }

    /// Records `draw` as a display list (at scale 1, in points), drawing it into a cairo
    /// recording surface meanwhile so text is measured and placed as the other formats do.
    static func displayList(canvas: Canvas, draw: (borrowing CairoContext) -> Void) throws(PlotError) -> PlotDisplayList {
        try canvas.validate()
        let recorder = PlotRecorder()
        do {
            let surface = try CairoSurface.recording(width: canvas.width, height: canvas.height)
            try surface.withContext(recordingInto: recorder) { (context: borrowing CairoContext) throws(PlotError) in draw(context) }
        } catch {
            throw PlotError(rendering: error)
        }
        return recorder.displayList(width: canvas.width, height: canvas.height)
    }

    /// Renders `draw` into an ARGB32 image at the canvas's scale (for pixel-level checks).
    static func raster(canvas: Canvas, draw: (borrowing CairoContext) -> Void) throws(PlotError) -> RasterImage {
        try canvas.validate(for: .png)
        do {
            let surface = try CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight)
            try surface.withContext { (context: borrowing CairoContext) throws(PlotError) in
                context.scale(canvas.scale)
                draw(context)
            }
            return try surface.argbPixels()
        } catch {
            throw PlotError(rendering: error)
        }
    }
}

extension PlotError {
    /// A rendering failure as a ``PlotError``: cairo's status as ``cairo(_:)``, a plot error as is.
    init(rendering error: any Error) {
        switch error {
        case let error as CairoError: self = .cairo(error)
        case let error as PlotError: self = error
        default: self = .invalidOption(name: "render", value: "\(error)", allowed: "no other error")
        }
    }
}
