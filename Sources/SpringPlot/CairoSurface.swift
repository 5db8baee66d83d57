import CCairo
import SpringKit

/// Collects the bytes cairo writes to a stream surface.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// Cairo's stream callback: appends to the ``ByteSink`` passed as the closure pointer.
private func appendToSink(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?,
                          _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    guard let data, length > 0 else { return CAIRO_STATUS_SUCCESS }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}

/// The fixed PDF creation date, so that the same plot gives the same bytes.
let fixedPDFCreationDate = "2000-01-01T00:00:00Z"

/// A cairo surface that owns its `cairo_surface_t` (non-copyable: one owner,
/// destroyed exactly once, in `deinit`).
///
/// Vector surfaces (SVG, PDF) stream into memory; ``finish()`` flushes them and
/// checks cairo's status. Image surfaces are ARGB32.
struct CairoSurface: ~Copyable {
    /// What the surface produces.
    enum Kind { case image, svg, pdf, recording }

    let kind: Kind
    private let raw: OpaquePointer
    private let sink: ByteSink
    private var finished = false

    private init(kind: Kind, raw: OpaquePointer, sink: ByteSink) {
        self.kind = kind
        self.raw = raw
        self.sink = sink
    }

    deinit { cairo_surface_destroy(raw) }

    /// Checks a freshly created surface; destroys it and throws when cairo failed.
    private static func adopt(_ raw: OpaquePointer?, kind: Kind, sink: ByteSink) throws(CairoError) -> CairoSurface {
        guard let raw else { throw CairoError.noMemory }
        let status = cairo_surface_status(raw)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(raw)
            throw CairoError(status)
        }
        return CairoSurface(kind: kind, raw: raw, sink: sink)
    }

    /// An ARGB32 image of `width` × `height` pixels, cleared to transparent.
    static func image(width: Int, height: Int) throws(CairoError) -> CairoSurface {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { throw CairoError.invalidSize }
        let raw = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        return try adopt(raw, kind: .image, sink: ByteSink())
    }

    /// An SVG document of `width` × `height` user units (shown as CSS pixels).
    static func svg(width: Double, height: Double) throws(CairoError) -> CairoSurface {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let raw = cairo_svg_surface_create_for_stream(appendToSink, closure, width, height)
        let surface = try adopt(raw, kind: .svg, sink: sink)
        // Explicit, so the output does not depend on cairo's default (which changed in 1.17).
        cairo_svg_surface_set_document_unit(surface.raw, CAIRO_SVG_UNIT_PX)
        try surface.check()
        return surface
    }

    /// A recording surface of `width` × `height` points: it keeps cairo's operations and
    /// rasterizes nothing (for a ``PlotRecorder``, which reads the drawing as it happens).
    static func recording(width: Double, height: Double) throws(CairoError) -> CairoSurface {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
        let raw = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        return try adopt(raw, kind: .recording, sink: ByteSink())
    }

    /// A one-page PDF of `width` × `height` points with a fixed creation date.
    static func pdf(width: Double, height: Double, title: String?) throws(CairoError) -> CairoSurface {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let raw = cairo_pdf_surface_create_for_stream(appendToSink, closure, width, height)
        let surface = try adopt(raw, kind: .pdf, sink: sink)
        cairo_pdf_surface_set_metadata(surface.raw, CAIRO_PDF_METADATA_CREATE_DATE, fixedPDFCreationDate)
        cairo_pdf_surface_set_metadata(surface.raw, CAIRO_PDF_METADATA_CREATOR, "SpringTune SpringPlot")
        if let title, !title.isEmpty {
            cairo_pdf_surface_set_metadata(surface.raw, CAIRO_PDF_METADATA_TITLE, title)
        }
        try surface.check()
        return surface
    }

    /// Throws the surface's error status, if any.
    func check() throws(CairoError) {
        try CairoError.check(cairo_surface_status(raw))
    }

    /// Runs `body` with a drawing context on this surface (recording every operation into
    /// `recorder` when given); the context is destroyed when `body` returns, after its status
    /// has been checked.
    func withContext<R>(recordingInto recorder: PlotRecorder? = nil,
                        _ body: (borrowing CairoContext) throws(PlotError) -> R) throws(PlotError) -> R {
        let context: CairoContext
        do { context = try CairoContext(surface: raw, recordingInto: recorder) } catch { throw .cairo(error) }
        let result = try body(context)
        do {
            try context.check()
            try check()
        } catch { throw .cairo(error) }
        return result
    }

    /// Flushes and finishes the surface (vector output is complete afterwards);
    /// checks cairo's status. Idempotent.
    mutating func finish() throws(CairoError) {
        guard !finished else { return }
        cairo_surface_finish(raw)
        finished = true
        try check()
    }

    /// The finished document's bytes (SVG or PDF).
    mutating func documentBytes() throws(CairoError) -> [UInt8] {
        try finish()
        return sink.bytes
    }

    /// The image encoded as PNG (image surfaces only).
    func pngBytes() throws(CairoError) -> [UInt8] {
        let pngSink = ByteSink()
        cairo_surface_flush(raw)
        let status = cairo_surface_write_to_png_stream(raw, appendToSink, Unmanaged.passUnretained(pngSink).toOpaque())
        try CairoError.check(status)
        return withExtendedLifetime(pngSink) { pngSink.bytes }
    }

    /// The image's pixels (image surfaces only): premultiplied ARGB32, row-major, one `UInt32` per pixel.
    func argbPixels() throws(CairoError) -> RasterImage {
        cairo_surface_flush(raw)
        try check()
        let width = Int(cairo_image_surface_get_width(raw))
        let height = Int(cairo_image_surface_get_height(raw))
        let stride = Int(cairo_image_surface_get_stride(raw))
        guard let data = cairo_image_surface_get_data(raw) else { throw CairoError.invalidStatus }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                pixels[y * width + x] = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}

/// Rendered pixels: premultiplied ARGB32 in native byte order (`0xAARRGGBB`).
struct RasterImage: Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Row-major pixels.
    let pixels: [UInt32]

    /// The pixel at column `x`, row `y` (top-left origin), or nil outside.
    func pixel(_ x: Int, _ y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }
}
