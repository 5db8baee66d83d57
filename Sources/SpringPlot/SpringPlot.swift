// SpringPlot: response curves, engine overlays and heatmaps drawn through cairo.
//
// The public API is made of value types (`ResponsePlot`, `HeatmapPlot`,
// `NiceTicks`, `PlotFormat`, `PlotTheme`, `PlotColor`) and typed errors
// (`PlotError`, `CairoError`). No C pointer or cairo type is public: the
// cairo objects live in `CairoSurface` and `CairoContext`, both internal and
// non-copyable, released deterministically. See docs/plotting.md.
//
// Its API speaks SpringKit's types (`Spring`, `Motion`, `SpringSetup`, `Solver`):
// import SpringKit beside it.
import SpringKit
