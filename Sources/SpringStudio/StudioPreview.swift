/// `springtune preview`: a self-contained page or an animated SVG of springs, for pull
/// requests and design reviews. Nothing in either fetches anything from the network.
///
/// - HTML: the response curve (``ResponsePlot``, inline SVG), the metrics table
///   (``MetricsReport``, as `springtune metrics` prints it), and a card animated by the
///   browser with the CSS `springtune export --as css` writes (``SpringExporter``), with
///   replay and slow motion.
/// - SVG: the curve with a dot running along it and a card moving beside it at the dot's
///   height, CSS-animated with the exported `linear()` easing, looping; it renders in a
///   browser and as an image in a README on a code host. Springs whose durations differ by
///   more than ``sharedAxisRatio`` get a lane each, with its own time axis.
///
/// Its documents are made in `StudioPreview+Document.swift` (native only); the limit below is
/// shared with the studio's API, which the WebAssembly page compiles too.
public enum StudioPreview {
    /// The most springs shown side by side: in one preview, and in the studio's page (its
    /// four lanes, colours and tabs A–D), which reads it from `/api/config`.
    public static let maximumSprings = 4
}
