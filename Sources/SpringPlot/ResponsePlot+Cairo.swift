import SpringKit

/// The response plot drawn by cairo: its images and the display list recorded from cairo.
extension ResponsePlot: Plot {
    /// The plot encoded as `format`.
    public func render(format: PlotFormat) throws(PlotError) -> [UInt8] {
        try renderWithFrame(format: format).bytes
    }

    /// Where the marker labels and the legend go (for geometry tests), measured with a
    /// raster surface's font metrics: the layout as drawn (with the legend's strip when it has
    /// one), its annotations, and every curve drawn in either panel as its samples in points
    /// (the canvas's top-left origin): each series' positions and velocities, each overlay both
    /// through its samples and as held frames (a step to each sample), each reference curve
    /// and its marks (one point each), and the residual.
    func annotationGeometry() throws(PlotError)
        -> (layout: ResponseLayout, annotations: ResponseAnnotations, curves: [[(x: Double, y: Double)]]) {
        let layout = try layout(samplesPerPoint: max(4, 2 * scale))
        var result: (layout: ResponseLayout, annotations: ResponseAnnotations)?
        _ = try CairoRenderer.raster(canvas: canvas) { (context: borrowing CairoContext) in
            result = arrangedForDrawing(layout, in: context)
        }
        guard let result else { throw .invalidOption(name: "plot", value: "empty", allowed: "a plot that renders") }
        let drawn = result.layout
        var curves: [[(x: Double, y: Double)]] = []
        func add(_ times: [Double], _ values: [Double], _ transform: PlotTransform) {
            curves.append(zip(times, values).map { transform.point($0, $1) })
        }
        for curve in drawn.curves {
            add(curve.times, curve.positions, drawn.main)
            if let velocity = drawn.velocity, lowerPanel == .velocity { add(curve.times, curve.velocities, velocity) }
            for overlay in curve.overlays {
                add(overlay.times, overlay.positions, drawn.main)
                var stepTimes: [Double] = [], stepValues: [Double] = []
                for index in overlay.times.indices {
                    if index > 0 { stepTimes.append(overlay.times[index]); stepValues.append(overlay.positions[index - 1]) }
                    stepTimes.append(overlay.times[index]); stepValues.append(overlay.positions[index])
                }
                add(stepTimes, stepValues, drawn.main)
            }
        }
        for reference in references {
            add(reference.times, reference.positions, drawn.main)
            for mark in reference.marks { add([mark.time], [mark.position], drawn.main) }
        }
        if case .residual(_, let times, let values) = lowerPanel, let lower = drawn.velocity { add(times, values, lower) }
        return (drawn, result.annotations, curves)
    }

    /// The plot as ARGB pixels at ``scale``, with the layout drawn (for pixel-level tests).
    func rasterize() throws(PlotError) -> (image: RasterImage, layout: ResponseLayout) {
        let layout = try layout(samplesPerPoint: max(4, 2 * scale))
        var drawn = layout
        let image = try CairoRenderer.raster(canvas: canvas) { (context: borrowing CairoContext) in
            drawn = draw(layout, in: context)
        }
        return (image, drawn)
    }

    /// The plot encoded as `format`, with the frame of its position panel; both come from one
    /// layout, so the frame is exactly where the image draws the panel (linear axes).
    /// - Throws: ``PlotError`` for an empty plot, an invalid option or range, or a canvas too
    ///   small for its labels.
    /// - Cost: one layout (every curve sampled at 4 samples per point of width, more for PNG at
    ///   a scale above 2) and one cairo rendering; the frame is read from the layout drawn (the
    ///   panels are shorter when the legend takes a strip below them).
    public func renderWithFrame(format: PlotFormat) throws(PlotError) -> (bytes: [UInt8], frame: PanelFrame) {
        let layout = try layout(samplesPerPoint: format == .png ? max(4, 2 * scale) : 4)
        var drawn = layout
        let bytes = try CairoRenderer.render(format, canvas: canvas) { (context: borrowing CairoContext) in
            drawn = draw(layout, in: context)
        }
        return (bytes, Self.frame(of: drawn))
    }

    /// The plot as a display list (the operations ``render(format:)`` draws, at scale 1), with
    /// the frame of its position panel; both come from one layout, the SVG's (the frame read
    /// from the layout drawn, as ``renderWithFrame(format:)``'s).
    /// - Throws: ``PlotError`` as ``renderWithFrame(format:)``.
    /// - Cost: the SVG's layout and one drawing into a cairo recording surface (nothing
    ///   rasterized, no glyph outlines written); the list holds every path point drawn.
    public func displayListWithFrame() throws(PlotError) -> (displayList: PlotDisplayList, frame: PanelFrame) {
        let layout = try layout(samplesPerPoint: 4)
        var drawn = layout
        let list = try CairoRenderer.displayList(canvas: canvas) { (context: borrowing CairoContext) in
            drawn = draw(layout, in: context)
        }
        return (list, Self.frame(of: drawn))
    }
}
