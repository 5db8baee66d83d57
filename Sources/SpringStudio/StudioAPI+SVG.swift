import SpringPlot

extension StudioAPI {
    /// `GET /api/plot.svg?spring=SPEC…[&solver=NAME…][&band=F][&duration=T][&theme=dark][&width=W][&height=H][&label=NAME…]`:
    /// the plot `springtune plot --spring SPEC … -o FILE.svg` draws, every solver overlaid
    /// once (a solver named twice is drawn once); each `label` (in order) names a spring's
    /// curve in the legend instead of its spec (the studio's A, B, or a preset's name).
    /// - Throws: ``StudioError`` for a bad value, or a plot of more than
    ///   ``maximumPlotSamples`` overlay samples (checked before anything is computed).
    /// - Cost: at most ``maximumPlotSamples`` samples rendered, then one SVG of the curves.
    public func plot(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        let plot = try responsePlot(query)
        do {
            return StudioReply(contentType: "image/svg+xml", body: try plot.render(format: .svg))
        } catch {
            throw StudioError(.badRequest, error.description)
        }
    }

}
