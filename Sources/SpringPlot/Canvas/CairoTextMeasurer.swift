import CCairo

/// Measures text as the PNG, SVG and PDF outputs do: cairo's text and font extents of the plot
/// font (DejaVu Sans through fontconfig, hinting off), on a recording surface as
/// ``ResponsePlot/displayListWithFrame()`` measures (widths to the last bit).
///
/// Given to ``ResponsePlot/displayList(measuringTextWith:)`` it makes the display list equal
/// to ``ResponsePlot/displayListWithFrame()``'s, which is recorded from cairo.
///
/// One measurer belongs to one thread at a time (it holds a cairo context; not `Sendable`).
/// - Cost: one `cairo_text_extents` per measurement; creating one makes a cairo context.
public struct CairoTextMeasurer: PlotTextMeasurer {
    private final class Context {
        let surface: OpaquePointer?
        let cairo: OpaquePointer?

        init() {
            surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
            cairo = surface.flatMap { cairo_create($0) }
            if let cairo { CairoContext.setUnhintedFontOptions(cairo) }
        }

        deinit {
            if let cairo { cairo_destroy(cairo) }
            if let surface { cairo_surface_destroy(surface) }
        }
    }

    private let context = Context()

    /// Creates a measurer.
    public init() {}

    /// The advance width of `text` (`cairo_text_extents`' `x_advance`); 0 if cairo could not
    /// make a context (out of memory).
    public func advanceWidth(of text: String, fontSize: Double, isBold: Bool) -> Double {
        guard let cairo = context.cairo else { return 0 }
        CairoContext.selectPlotFont(cairo, size: fontSize, bold: isBold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents.x_advance
    }

    /// The font's ascent and descent (`cairo_font_extents`); zero if cairo could not make a context.
    public func fontMetrics(fontSize: Double, isBold: Bool) -> PlotFontMetrics {
        guard let cairo = context.cairo else { return PlotFontMetrics(ascent: 0, descent: 0) }
        CairoContext.selectPlotFont(cairo, size: fontSize, bold: isBold)
        var font = cairo_font_extents_t()
        cairo_font_extents(cairo, &font)
        return PlotFontMetrics(ascent: font.ascent, descent: font.descent)
    }
}
